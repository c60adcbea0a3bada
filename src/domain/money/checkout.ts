import { catalogue } from '../language/translation';
/** The card fields a provider's error can point at (spec 000 §5 'Card token error mapping'). */
export type CardErrorField = 'expiry' | 'cvc' | 'zip';

/** The checkout's own words. */
export const CHECKOUT_TEXTS = catalogue('CHECKOUT_TEXTS', {
  /** Shown under the field a card error points at, word for word from spec 000 §5. */
  reviewField: 'Please review this field',
  /** The Pay button, with the amount ('Pay $25.00', spec 000 §2 'Checkout form'). */
  pay: (amount: string): string => `Pay ${amount}`,
  /** Spec is silent on a card error without a message: what happened and what to do. */
  cardNotChecked: 'Your card could not be checked. Please try again.',
  /** Spec is silent on a card form that cannot load (no key, the script or a field's frame blocked). */
  cardFormNotLoaded: 'The card form could not load. Please reload the page.',
} as const);

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
  // providerMessage is read by the caller when shown (a ShownText it resolved), so it is words here.
  const field = code !== null && isFieldErrorCode(code) ? FIELD_BY_CODE[code] : undefined;
  return field === undefined
    ? { field: null, message: providerMessage }
    : { field, message: CHECKOUT_TEXTS.reviewField };
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
