import { immediateCaseAnswer, isImmediateCase } from '../../../src/domain/business/immediate-case';

const checks = (businessEntity: boolean, fieldWorkerCriminal: boolean, businessOwner: boolean) => ({
  businessEntity,
  fieldWorkerCriminal,
  businessOwner,
});

describe('the immediate case', () => {
  it('is immediate when the only required check is field-worker criminal and there is one question', () => {
    expect(isImmediateCase(checks(false, true, false), 1)).toBe(true);
  });

  it('is immediate when the only required check is business owner and there is one question', () => {
    expect(isImmediateCase(checks(false, false, true), 1)).toBe(true);
  });

  it('is not immediate with more than one check or more than one question', () => {
    expect(isImmediateCase(checks(false, true, true), 1)).toBe(false);
    expect(isImmediateCase(checks(true, true, false), 1)).toBe(false);
    expect(isImmediateCase(checks(true, false, false), 1)).toBe(false);
    expect(isImmediateCase(checks(false, false, false), 1)).toBe(false);
    expect(isImmediateCase(checks(false, true, false), 2)).toBe(false);
    expect(isImmediateCase(checks(false, true, false), 0)).toBe(false);
  });

  it("pre-fills the user's own e-mail as the confirmed list", () => {
    expect(immediateCaseAnswer(checks(false, false, true), 1, ' owner@acme.example ')).toEqual({
      confirmed: true,
      emails: ['owner@acme.example'],
    });
  });

  it('pre-fills nothing for a normal case or a user without an e-mail', () => {
    expect(immediateCaseAnswer(checks(false, true, true), 1, 'owner@acme.example')).toBeNull();
    expect(immediateCaseAnswer(checks(false, true, false), 1, null)).toBeNull();
    expect(immediateCaseAnswer(checks(false, true, false), 1, '  ')).toBeNull();
  });
});
