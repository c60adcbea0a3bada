import type { Balance } from './balance';

/** The digits of |amount| with exactly two decimals, without exponent notation for any size. */
function twoDecimals(magnitude: number): string {
  // Every double from 2^52 up is a whole number; BigInt prints it in full where toFixed would not.
  if (Number.isInteger(magnitude)) return `${BigInt(magnitude).toString()}.00`;
  const cents = Math.round(magnitude * 100);
  const whole = Math.floor(cents / 100);
  return `${whole}.${String(cents - whole * 100).padStart(2, '0')}`;
}

/**
 * Spec 000 §5 'Amount display': whole or one-decimal amounts are padded to two decimals; USD is
 * prefixed with $, other currencies are suffixed with the currency code ('$25.00', '12.50 EUR').
 *
 * Spec is silent on amounts with more than two decimals: they are rounded to the cent, so the
 * display always has two decimals. A negative amount keeps its sign in front ('-$5.00'), and a
 * non-finite amount (never valid money, JSON cannot carry one) shows as zero rather than 'NaN'.
 */
export function formatAmount(balance: Balance): string {
  const amount = Number.isFinite(balance.amount) ? balance.amount : 0;
  const digits = twoDecimals(Math.abs(amount));
  const sign = amount < 0 && /[1-9]/.test(digits) ? '-' : '';
  const currency = balance.currency.toUpperCase();
  return currency === 'USD' ? `${sign}$${digits}` : `${sign}${digits} ${currency}`;
}
