import type {
  CreateTokenCardData,
  StripeCardCvcElement,
  StripeCardCvcElementOptions,
  StripeCardExpiryElement,
  StripeCardExpiryElementOptions,
  StripeCardNumberElement,
  StripeCardNumberElementOptions,
  StripeElementLocale,
  TokenResult,
} from '@stripe/stripe-js';

/**
 * The Elements group as the card form uses it: the split card fields only, in the types
 * @stripe/stripe-js declares for them (StripeElements has these overloads among many others).
 * https://docs.stripe.com/js/element/other_element (elements.create) and
 * https://docs.stripe.com/js/elements_object/get_element (elements.getElement).
 */
export interface StripeCardFieldGroup {
  readonly create: {
    (elementType: 'cardNumber', options?: StripeCardNumberElementOptions): StripeCardNumberElement;
    (elementType: 'cardExpiry', options?: StripeCardExpiryElementOptions): StripeCardExpiryElement;
    (elementType: 'cardCvc', options?: StripeCardCvcElementOptions): StripeCardCvcElement;
  };
  /** https://docs.stripe.com/js/elements_object/update: the group's options, the locale among them. */
  readonly update: (options: { locale?: StripeElementLocale }) => Promise<void>;
  readonly getElement: {
    (elementType: 'cardNumber'): StripeCardNumberElement | null;
    (elementType: 'cardExpiry'): StripeCardExpiryElement | null;
    (elementType: 'cardCvc'): StripeCardCvcElement | null;
  };
}

/**
 * The part of Stripe.js the card form uses, typed from the package's own declarations. Function
 * types (not methods) so TypeScript compares them strictly: the real `Stripe` must be assignable
 * to this (checked where the package's `loadStripe` becomes a `LoadStripe`), and a test's fake
 * must implement it, so a change in Stripe's declared API is a compile error on both sides.
 * https://docs.stripe.com/js/elements_object/create (stripe.elements()) and
 * https://docs.stripe.com/js/tokens/create_token?type=cardNumberElement (stripe.createToken).
 */
export interface StripeCardApi {
  /** https://docs.stripe.com/js/elements_object/create, with the locale of the page's language. */
  readonly elements: (options: { locale: StripeElementLocale }) => StripeCardFieldGroup;
  readonly createToken: (element: StripeCardNumberElement, data: CreateTokenCardData) => Promise<TokenResult>;
}
