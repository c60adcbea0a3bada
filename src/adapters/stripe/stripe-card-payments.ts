import type { Stripe, StripeCardNumberElement, StripeElements, StripeError } from '@stripe/stripe-js';
import type {
  CardError,
  CardPayments,
  HostedCardField,
  HostedFieldState,
  PlainCard,
} from '../../application/ports/card-payments.port';
import type { Result } from '../../domain/shared/result';
import { err, ok } from '../../domain/shared/result';
import { CARD_FALLBACK_MESSAGE, toCardError } from './stripe-card-error';

/** Stripe's loader; `@stripe/stripe-js/pure` adds Stripe's script tag only when it is called. */
export type LoadStripe = (publicKey: string) => Promise<Stripe | null>;

const loadFromPackage = async (): Promise<LoadStripe> => (await import('@stripe/stripe-js/pure')).loadStripe;

/** Spec is silent on paying before the card form exists (the provider failed to load). */
const NOT_READY: CardError = { code: null, message: 'The card form could not load. Please reload the page.' };

/**
 * CardPayments over Stripe Elements (spec 000 §7: Stripe's script comes from its CDN with the
 * public key of the configuration). Card number, expiry and CVC are Stripe's hosted fields, so the
 * card never touches the app; the name and ZIP are the app's inputs, sent with the token request.
 * Nothing loads before `prepare()`, and without a key `prepare()` answers false.
 */
export class StripeCardPayments implements CardPayments {
  readonly inputs = 'hosted' as const;
  private loading: Promise<boolean> | null = null;
  private stripe: Stripe | null = null;
  private elements: StripeElements | null = null;
  private cardNumber: StripeCardNumberElement | null = null;

  constructor(
    private readonly publicKey: string | null,
    private readonly loader: () => Promise<LoadStripe> = loadFromPackage,
  ) {}

  /** Loads once; a failed load (offline, blocked script) may be retried by calling again. */
  prepare(): Promise<boolean> {
    if (this.publicKey === null || this.publicKey.trim() === '') return Promise.resolve(false);
    this.loading ??= this.load(this.publicKey).then((loaded) => {
      if (!loaded) this.loading = null;
      return loaded;
    });
    return this.loading;
  }

  mount(field: HostedCardField, container: HTMLElement, onChange: (state: HostedFieldState) => void): () => void {
    if (!this.elements) return () => undefined;
    const report = (event: { readonly complete: boolean; readonly error?: StripeError | undefined }): void =>
      onChange({ complete: event.complete, error: event.error ? toCardError(event.error) : null });
    const element = createHostedField(this.elements, field, report);
    element.mount(container);
    if (field === 'card') this.cardNumber = element as StripeCardNumberElement;
    return () => {
      if (this.cardNumber === element) this.cardNumber = null;
      element.destroy();
    };
  }

  async createToken(card: {
    readonly cardholderName: string;
    readonly postalCode: string;
    readonly plain?: PlainCard;
  }): Promise<Result<string, CardError>> {
    if (!this.stripe || !this.cardNumber) return err(NOT_READY);
    try {
      const result = await this.stripe.createToken(this.cardNumber, {
        name: card.cardholderName.trim(),
        address_zip: card.postalCode.trim(),
      });
      if (result.token) return ok(result.token.id);
      return err(toCardError(result.error as StripeError));
    } catch {
      return err({ code: null, message: CARD_FALLBACK_MESSAGE });
    }
  }

  private async load(publicKey: string): Promise<boolean> {
    try {
      const loadStripe = await this.loader();
      const stripe = await loadStripe(publicKey);
      if (!stripe) return false;
      this.stripe = stripe;
      this.elements = stripe.elements();
      return true;
    } catch {
      return false;
    }
  }
}

type Report = (event: { readonly complete: boolean; readonly error?: StripeError | undefined }) => void;

/** One hosted field; mounting a field again replaces the previous one (a screen re-render). */
function createHostedField(
  elements: StripeElements,
  field: HostedCardField,
  report: Report,
): { mount(container: HTMLElement): void; destroy(): void } {
  switch (field) {
    case 'card': {
      elements.getElement('cardNumber')?.destroy();
      return elements.create('cardNumber').on('change', report);
    }
    case 'expiry': {
      elements.getElement('cardExpiry')?.destroy();
      return elements.create('cardExpiry').on('change', report);
    }
    case 'cvc': {
      elements.getElement('cardCvc')?.destroy();
      return elements.create('cardCvc').on('change', report);
    }
  }
}
