import fc from 'fast-check';
import { formatAmount } from '../../../src/domain/money/format-amount';

describe('formatAmount', () => {
  it.each([
    [25, 'USD', '$25.00'],
    [12.5, 'EUR', '12.50 EUR'],
    [12.25, 'USD', '$12.25'],
    [0, 'USD', '$0.00'],
    [1999.9, 'GBP', '1999.90 GBP'],
    [0.1, 'usd', '$0.10'],
  ])('shows %d %s as %s', (amount, currency, shown) => {
    expect(formatAmount({ amount, currency })).toBe(shown);
  });

  it('rounds amounts finer than a cent to the cent', () => {
    expect(formatAmount({ amount: 12.345678, currency: 'USD' })).toBe('$12.35');
    expect(formatAmount({ amount: 0.999, currency: 'EUR' })).toBe('1.00 EUR');
  });

  it('prints huge amounts in full, never in exponent notation', () => {
    expect(formatAmount({ amount: 1e21, currency: 'USD' })).toBe('$1000000000000000000000.00');
  });

  it('keeps the sign of a negative amount in front, and drops it when it rounds to zero', () => {
    expect(formatAmount({ amount: -5, currency: 'USD' })).toBe('-$5.00');
    expect(formatAmount({ amount: -5.5, currency: 'EUR' })).toBe('-5.50 EUR');
    expect(formatAmount({ amount: -0.001, currency: 'USD' })).toBe('$0.00');
  });

  it('shows a non-finite amount as zero', () => {
    expect(formatAmount({ amount: Number.NaN, currency: 'USD' })).toBe('$0.00');
    expect(formatAmount({ amount: Number.POSITIVE_INFINITY, currency: 'EUR' })).toBe('0.00 EUR');
  });

  it('always ends with two decimals, before the currency code if there is one', () => {
    fc.assert(
      fc.property(fc.double(), fc.constantFrom('USD', 'EUR', 'GBP', 'jpy'), (amount, currency) => {
        const shown = formatAmount({ amount, currency });
        expect(shown).toMatch(currency === 'USD' ? /^-?\$\d+\.\d{2}$/ : /^-?\d+\.\d{2} [A-Z]{3}$/);
      }),
    );
  });
});
