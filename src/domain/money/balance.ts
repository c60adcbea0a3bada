import type { Result } from '../shared/result';
import { err, ok } from '../shared/result';

/** What the applicant owes (interview state `balance`), in the currency's main unit: 25 means $25.00. */
export interface Balance {
  /** ISO 4217 code, upper case (USD, EUR). */
  readonly currency: string;
  readonly amount: number;
}

/** Spec 000 §3 and §9: the balance defaults to USD 0. */
export const DEFAULT_BALANCE: Balance = { currency: 'USD', amount: 0 };

/**
 * Whether there is something to pay (spec 000 §2 rule 4 'a nonzero balance gives payment';
 * §4 'a positive balance triggers card-provider setup').
 *
 * Spec is silent on a negative balance: the two rules agree for every amount owed, and a negative
 * amount is a credit, not a debt, so only a positive amount is due (parseBalance rejects negatives).
 */
export const isBalanceDue = (balance: Balance): boolean => Number.isFinite(balance.amount) && balance.amount > 0;

const CURRENCY_CODE = /^[A-Za-z]{3}$/;

/**
 * Reads an untrusted `{ amount, currency }`. Spec is silent on the case of the code: it is read
 * case-insensitively and kept upper case, as ISO 4217 writes it.
 */
export function parseBalance(raw: unknown, path = 'balance'): Result<Balance, string> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return err(`${path} must be an object`);
  const { amount, currency } = raw as Record<string, unknown>;
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0) {
    return err(`${path}.amount must be a number of at least 0`);
  }
  if (typeof currency !== 'string' || !CURRENCY_CODE.test(currency.trim())) {
    return err(`${path}.currency must be a three-letter currency code`);
  }
  return ok({ amount, currency: currency.trim().toUpperCase() });
}
