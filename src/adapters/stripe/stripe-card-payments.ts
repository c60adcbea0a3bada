import type {
  StripeCardCvcElement,
  StripeCardExpiryElement,
  StripeCardNumberElement,
  StripeElementChangeEvent,
  StripeElementLocale,
} from '@stripe/stripe-js';
import type {
  CardError,
  CardPayments,
  HostedCardField,
  HostedFieldState,
  PlainCard,
} from '../../application/ports/card-payments.port';
import type { Language } from '../../domain/language/language';
import { CHECKOUT_TEXTS } from '../../domain/money/checkout';
import type { Result } from '../../domain/shared/result';
import { err, ok } from '../../domain/shared/result';
import type { StripeCardApi, StripeCardFieldGroup } from './stripe-card-api';
import { CARD_FALLBACK_MESSAGE, toCardError } from './stripe-card-error';

/**
 * Stripe's loader, narrowed to what the card form uses. `@stripe/stripe-js/pure` adds Stripe's
 * script tag only when it is called; it resolves null where there is no window and rejects when
 * the script cannot load, and may be called again after a failure
 * (https://github.com/stripe/stripe-js#loadstripe, https://github.com/stripe/stripe-js#importing-loadstripe-without-side-effects).
 */
export type LoadStripe = (publicKey: string) => Promise<StripeCardApi | null>;

// Assigning the package's loadStripe to LoadStripe is the compile-time check that Stripe.js as
// declared offers everything StripeCardApi asks for.
const loadFromPackage = async (): Promise<LoadStripe> => (await import('@stripe/stripe-js/pure')).loadStripe;

/**
 * Spec is silent on a card form that cannot load (no key, the script or a field's frame blocked):
 * this says what happened and what to do.
 */
const NOT_READY: CardError = { code: null, message: () => CHECKOUT_TEXTS.cardFormNotLoaded };

/**
 * Stripe's own texts in the page's language (issue 28): its Latin American Spanish is the nearer
 * of its two to US Spanish. https://docs.stripe.com/js/appendix/supported_locales
 */
const STRIPE_LOCALE: Readonly<Record<Language, StripeElementLocale>> = { en: 'en', es: 'es-419' };

/**
 * CardPayments over Stripe Elements (spec 000 §7: Stripe's script comes from its CDN with the
 * public key of the configuration). Card number, expiry and CVC are Stripe's split card fields
 * from one `stripe.elements()` group, so the card never touches the app; the name and ZIP are
 * the app's inputs, sent with the token request. Nothing loads before `prepare()`, and without a
 * key `prepare()` answers false. Nothing here clears or destroys a field after a failed token:
 * Stripe's frames keep what the user typed.
 */
export class StripeCardPayments implements CardPayments {
  readonly inputs = 'hosted' as const;
  private loading: Promise<boolean> | null = null;
  private stripe: StripeCardApi | null = null;
  private elements: StripeCardFieldGroup | null = null;
  private cardNumber: StripeCardNumberElement | null = null;
  private language: Language = 'en';

  constructor(
    private readonly publicKey: string | null,
    private readonly loader: () => Promise<LoadStripe> = loadFromPackage,
  ) {}

  /**
   * Stripe's placeholders and messages follow the page's language: given to the Elements group when
   * it is made, and to the drawn fields through elements.update, which Stripe applies to every
   * field of the group (https://docs.stripe.com/js/elements_object/update). An update Stripe
   * refuses leaves its texts as they were: the card can still be paid.
   */
  useLanguage(language: Language): void {
    this.language = language;
    this.elements?.update({ locale: STRIPE_LOCALE[language] }).catch(() => undefined);
  }

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
    // https://docs.stripe.com/js/element/events/on_change: `complete` and the current validation
    // `error` ({ type: 'validation_error', code, message }) arrive with every change.
    const report = (event: StripeElementChangeEvent): void =>
      onChange({ complete: event.complete, error: event.error ? toCardError(event.error) : null });
    const element = createCardField(this.elements, field, report, () =>
      onChange({ complete: false, error: NOT_READY }),
    );
    // https://docs.stripe.com/js/element/mount: a DOM element (or selector) to attach to.
    element.value.mount(container);
    if (element.elementType === 'cardNumber') this.cardNumber = element.value;
    return () => {
      if (this.cardNumber === element.value) this.cardNumber = null;
      // https://docs.stripe.com/js/element/destroy: a destroyed field cannot be mounted again,
      // so the next mount creates a new one.
      element.value.destroy();
    };
  }

  /**
   * https://docs.stripe.com/js/tokens/create_token?type=cardNumberElement: the cardNumber field is
   * passed and Stripe pulls the expiry and CVC from the other fields of the same Elements group;
   * `name` and `address_zip` are the cardholder name and postal code. The promise resolves with
   * either `token` or `error` (a StripeError, https://docs.stripe.com/api/errors).
   */
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
      return result.error ? err(toCardError(result.error)) : ok(result.token.id);
    } catch {
      // Stripe.js throws (an IntegrationError) rather than resolving when the field it is given
      // is no longer mounted; the port never rejects.
      return err({ code: null, message: CARD_FALLBACK_MESSAGE });
    }
  }

  private async load(publicKey: string): Promise<boolean> {
    try {
      const loadStripe = await this.loader();
      const stripe = await loadStripe(publicKey);
      if (!stripe) return false;
      this.stripe = stripe;
      this.elements = stripe.elements({ locale: STRIPE_LOCALE[this.language] });
      return true;
    } catch {
      return false;
    }
  }
}

type CreatedField =
  | { readonly elementType: 'cardNumber'; readonly value: StripeCardNumberElement }
  | { readonly elementType: 'cardExpiry'; readonly value: StripeCardExpiryElement }
  | { readonly elementType: 'cardCvc'; readonly value: StripeCardCvcElement };

/**
 * One split card field. Stripe allows one element of each type per group, so a field mounted
 * again (a screen re-render) replaces the previous one (https://docs.stripe.com/js/elements_object/get_element).
 * Only the cardNumber field emits `loaderror` (https://docs.stripe.com/js/element/events/on_loaderror).
 */
function createCardField(
  elements: StripeCardFieldGroup,
  field: HostedCardField,
  report: (event: StripeElementChangeEvent) => void,
  failedToLoad: () => void,
): CreatedField {
  switch (field) {
    case 'card': {
      elements.getElement('cardNumber')?.destroy();
      const value = elements.create('cardNumber').on('change', report).on('loaderror', failedToLoad);
      return { elementType: 'cardNumber', value };
    }
    case 'expiry': {
      elements.getElement('cardExpiry')?.destroy();
      return { elementType: 'cardExpiry', value: elements.create('cardExpiry').on('change', report) };
    }
    case 'cvc': {
      elements.getElement('cardCvc')?.destroy();
      return { elementType: 'cardCvc', value: elements.create('cardCvc').on('change', report) };
    }
  }
}
