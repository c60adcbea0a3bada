/** The card fields a provider's error can point at (spec 000 §5 'Card token error mapping'). */
export type CardErrorField = 'expiry' | 'cvc' | 'zip';

/** Shown under the field a card error points at, word for word from spec 000 §5. */
export const CARD_FIELD_REVIEW_MESSAGE = 'Please review this field';

const FIELD_BY_CODE: Readonly<Record<string, CardErrorField>> = {
  exp_month: 'expiry',
  exp_year: 'expiry',
  cvc: 'cvc',
  incorrect_cvc: 'cvc',
  address_zip: 'zip',
};

/** Whether a provider error code is one spec 000 §5 maps to a field. */
export const isFieldErrorCode = (code: string): boolean => Object.hasOwn(FIELD_BY_CODE, code);

/**
 * Where a card provider's error shows: exp_month or exp_year on Expiry, cvc or incorrect_cvc on
 * CVC, address_zip on Zip, each with 'Please review this field'; any other error shows the
 * provider's own message (field null). Spec is silent on where that message shows: above the Pay
 * button, as a form-level error.
 */
export function cardErrorOf(
  code: string | null,
  providerMessage: string,
): { readonly field: CardErrorField; readonly message: string } | { readonly field: null; readonly message: string } {
  const field = code !== null && isFieldErrorCode(code) ? FIELD_BY_CODE[code] : undefined;
  return field === undefined
    ? { field: null, message: providerMessage }
    : { field, message: CARD_FIELD_REVIEW_MESSAGE };
}

export interface CheckoutState {
  readonly pending: boolean;
  readonly cardholderName: string;
  readonly cardComplete: boolean;
  readonly expiryComplete: boolean;
  readonly cvcComplete: boolean;
  readonly zipComplete: boolean;
}

/**
 * The Pay button is enabled only when not pending, the card number, expiry, CVC and postal code
 * are each complete and the cardholder name is non-empty (spec 000 §5). A name of spaces only
 * counts as empty: no card is issued to a blank name.
 */
export const canPay = (state: CheckoutState): boolean =>
  !state.pending &&
  state.cardComplete &&
  state.expiryComplete &&
  state.cvcComplete &&
  state.zipComplete &&
  state.cardholderName.trim() !== '';
