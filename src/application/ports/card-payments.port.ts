import type { Language } from '../../domain/language/language';
import type { ShownText } from '../../domain/language/shown-text';
import type { Result } from '../../domain/shared/result';

/** The checkout fields a card error can point at (spec 000 §5 card token error mapping). */
export type CardField = 'name' | 'card' | 'expiry' | 'cvc' | 'zip';

/** The card provider's own error: its code decides which field shows 'Please review this field'. */
export interface CardError {
  /**
   * The provider's error code as the spec's mapping reads it: 'exp_month', 'exp_year', 'cvc',
   * 'incorrect_cvc' or 'address_zip' point at a field; anything else ('card_declined',
   * 'incorrect_number', ...) or null shows `message`.
   */
  readonly code: string | null;
  /** The provider's own words, or the app's own text for a failure the provider gave no words for. */
  readonly message: ShownText;
}

/** The card inputs a provider can draw itself inside the checkout (hosted fields). */
export type HostedCardField = 'card' | 'expiry' | 'cvc';

/** What a hosted field reports on every change: the Pay button needs each one complete. */
export interface HostedFieldState {
  readonly complete: boolean;
  readonly error: CardError | null;
}

/** The card as typed into the app's own inputs (plain mode only; never stored or logged). */
export interface PlainCard {
  readonly number: string;
  /** MM/YY or MM/YYYY. */
  readonly expiry: string;
  readonly cvc: string;
}

/**
 * Creates a card token in the browser (spec 000 §7: the provider is loaded with a public key from
 * the configuration; the token id goes to POST /payments). Never rejects: failures are values.
 *
 * Two kinds of provider:
 * - `inputs: 'hosted'` (Stripe): the provider draws the card number, expiry and CVC inputs, so
 *   card data never touches the app. The checkout calls `prepare()`, then `mount` once per field
 *   into an empty element it renders, and keeps the returned function to unmount. The cardholder
 *   name and the ZIP are the app's own inputs, passed to `createToken`.
 * - `inputs: 'plain'` (sandbox): the checkout renders its own card inputs and passes their values
 *   as `createToken`'s `plain`; `mount` does nothing.
 */
export interface CardPayments {
  readonly inputs: 'hosted' | 'plain';
  /** Loads the provider lazily with the configured public key. false when it cannot load. */
  prepare(): Promise<boolean>;
  /**
   * The language the provider's own texts are in (issue 28: its placeholders and error messages in
   * hosted fields); at any time, also while fields are drawn. Plain mode has no provider texts.
   */
  useLanguage(language: Language): void;
  /**
   * Draws one hosted field into `container` and reports its state through `onChange`; returns the
   * unmount function. Call after `prepare()` resolved true: before that, and in plain mode, it
   * mounts nothing and returns a no-op.
   */
  mount(field: HostedCardField, container: HTMLElement, onChange: (state: HostedFieldState) => void): () => void;
  createToken(card: {
    readonly cardholderName: string;
    readonly postalCode: string;
    /** Required in plain mode; ignored by a hosted provider. */
    readonly plain?: PlainCard;
  }): Promise<Result<string, CardError>>;
}

export const CARD_PAYMENTS = Symbol.for('CardPayments');
