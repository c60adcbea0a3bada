import {
  canAttemptAgain,
  expiresOn,
  isExpired,
  MAX_VERIFICATION_ATTEMPTS,
  VERIFICATION_EXPIRY_DAYS,
} from '../../../src/domain/request-status/verification-limits';

describe('verification limits', () => {
  it('expires a verification after 30 days and allows at most two attempts', () => {
    expect(VERIFICATION_EXPIRY_DAYS).toBe(30);
    expect(MAX_VERIFICATION_ATTEMPTS).toBe(2);
  });

  it('expires 30 days after the creation date, across months and leap days', () => {
    expect(expiresOn({ year: 2026, month: 11, day: 1 })).toEqual({ year: 2026, month: 12, day: 1 });
    expect(expiresOn({ year: 2026, month: 12, day: 15 })).toEqual({ year: 2027, month: 1, day: 14 });
    expect(expiresOn({ year: 2028, month: 2, day: 1 })).toEqual({ year: 2028, month: 3, day: 2 });
  });

  it('is not expired on day 29 and is expired from day 30', () => {
    const created = { year: 2026, month: 11, day: 1 };
    expect(isExpired(created, { year: 2026, month: 11, day: 30 })).toBe(false);
    expect(isExpired(created, { year: 2026, month: 12, day: 1 })).toBe(true);
    expect(isExpired(created, { year: 2027, month: 1, day: 1 })).toBe(true);
  });

  it('allows a second attempt but not a third', () => {
    expect(canAttemptAgain(0)).toBe(true);
    expect(canAttemptAgain(1)).toBe(true);
    expect(canAttemptAgain(2)).toBe(false);
  });
});
