import { DEFAULT_BALANCE, isBalanceDue, parseBalance } from '../../../src/domain/money/balance';

describe('balance', () => {
  it('defaults to USD 0, which is not due', () => {
    expect(DEFAULT_BALANCE).toEqual({ currency: 'USD', amount: 0 });
    expect(isBalanceDue(DEFAULT_BALANCE)).toBe(false);
  });

  it('is due when the amount is above zero', () => {
    expect(isBalanceDue({ currency: 'USD', amount: 25 })).toBe(true);
    expect(isBalanceDue({ currency: 'EUR', amount: 0.01 })).toBe(true);
  });

  it('is not due for a credit or a non-number', () => {
    expect(isBalanceDue({ currency: 'USD', amount: -5 })).toBe(false);
    expect(isBalanceDue({ currency: 'USD', amount: Number.NaN })).toBe(false);
  });

  it('reads an amount and an upper-cased currency code', () => {
    expect(parseBalance({ amount: 12.5, currency: ' eur ' })).toEqual({
      ok: true,
      value: { amount: 12.5, currency: 'EUR' },
    });
  });

  it.each([
    [[], 'balance must be an object'],
    [{ amount: '25', currency: 'USD' }, 'balance.amount must be a number of at least 0'],
    [{ amount: -1, currency: 'USD' }, 'balance.amount must be a number of at least 0'],
    [{ amount: 1 }, 'balance.currency must be a three-letter currency code'],
    [{ amount: 1, currency: 'US$' }, 'balance.currency must be a three-letter currency code'],
  ])('refuses %j', (raw, message) => {
    expect(parseBalance(raw)).toEqual({ ok: false, error: message });
  });
});
