import { MAX_LIVENESS_TRIES, triesAllowed, triesLeftAfterRejection } from '../../../src/domain/liveness/liveness-tries';

describe('liveness tries', () => {
  it('allows 5 tries unless the service says fewer are left', () => {
    expect(MAX_LIVENESS_TRIES).toBe(5);
    expect(triesAllowed(undefined)).toBe(5);
    expect(triesAllowed('3')).toBe(5);
    expect(triesAllowed(2.5)).toBe(5);
    expect(triesAllowed(3)).toBe(3);
    expect(triesAllowed(0)).toBe(0);
    expect(triesAllowed(-1)).toBe(0);
    expect(triesAllowed(9)).toBe(5);
  });

  it('counts the tries left after a rejection, none after the last', () => {
    expect(triesLeftAfterRejection(5, 1)).toBe(4);
    expect(triesLeftAfterRejection(3, 2)).toBe(1);
    expect(triesLeftAfterRejection(3, 3)).toBeNull();
    expect(triesLeftAfterRejection(5, 5)).toBeNull();
  });
});
