import { HANDOFF_CODES_FLAG, handoffCodesOffered } from '../../../src/domain/session/handoff';

describe('whether the service offers hand-off codes', () => {
  it('is so only when its interview says true under handoff_codes_enabled', () => {
    expect(HANDOFF_CODES_FLAG).toBe('handoff_codes_enabled');
    expect(handoffCodesOffered({ handoff_codes_enabled: true })).toBe(true);
  });

  it("falls back to spec 000 §7's calls alone when the flag is false or absent", () => {
    expect(handoffCodesOffered({ handoff_codes_enabled: false })).toBe(false);
    expect(handoffCodesOffered({})).toBe(false);
    expect(handoffCodesOffered({ handoff_codes_enabled: undefined, other: true })).toBe(false);
  });
});
