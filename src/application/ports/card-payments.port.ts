import type { Result } from '../../domain/shared/result';

/** The checkout fields a card error can point at (spec 000 §5 card token error mapping). */
export type CardField = 'name' | 'card' | 'expiry' | 'cvc' | 'zip';

/** The card provider's own error: its code decides which field shows 'Please review this field'. */
export interface CardError {
  readonly code: string | null;
  readonly message: string;
}

/**
 * Creates a card token in the browser (the Stripe adapter lies behind it; the sandbox adapter
 * accepts the usual test numbers). `mount` attaches the provider's card inputs to the checkout;
 * `createToken` resolves with the token id to send to POST /payments, or the provider's error.
 */
export interface CardPayments {
  /** Loads the provider lazily with the configured public key. false when it cannot load. */
  prepare(): Promise<boolean>;
  createToken(card: {
    readonly cardholderName: string;
    readonly postalCode: string;
  }): Promise<Result<string, CardError>>;
}

export const CARD_PAYMENTS = Symbol.for('CardPayments');
