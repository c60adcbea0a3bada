import type { StripeError } from '@stripe/stripe-js';
import type { CardError } from '../../application/ports/card-payments.port';
import { CHECKOUT_TEXTS, isFieldErrorCode } from '../../domain/money/checkout';

/**
 * Stripe.js' own validation codes for its hosted fields. Spec is silent on them (it names the
 * API's codes only); they point at the same fields, so they are folded into the spec's names and
 * the user sees 'Please review this field' under the right input.
 */
const ELEMENT_CODES: Readonly<Record<string, string>> = {
  incomplete_expiry: 'exp_month',
  invalid_expiry_month: 'exp_month',
  invalid_expiry_month_past: 'exp_month',
  invalid_expiry_year: 'exp_year',
  invalid_expiry_year_past: 'exp_year',
  incomplete_cvc: 'cvc',
  invalid_cvc: 'cvc',
  incomplete_zip: 'address_zip',
  incorrect_zip: 'address_zip',
};

/** Spec is silent on an error without a message: the checkout's text, read when it shows. */
export const CARD_FALLBACK_MESSAGE = (): string => CHECKOUT_TEXTS.cardNotChecked;

/**
 * A Stripe error as the checkout reads it. Stripe puts the kind in `code` and, for API card
 * errors, the offending field in `param` (exp_month, exp_year, cvc, address_zip): a spec code in
 * either wins, then a hosted-field validation code, else Stripe's code as it is.
 */
export function toCardError(error: Readonly<Pick<StripeError, 'code' | 'param' | 'message'>>): CardError {
  const { code, param } = error;
  const mapped =
    code !== undefined && isFieldErrorCode(code)
      ? code
      : param !== undefined && isFieldErrorCode(param)
        ? param
        : code !== undefined && Object.hasOwn(ELEMENT_CODES, code)
          ? ELEMENT_CODES[code]!
          : (code ?? null);
  return { code: mapped, message: error.message?.trim() || CARD_FALLBACK_MESSAGE };
}
