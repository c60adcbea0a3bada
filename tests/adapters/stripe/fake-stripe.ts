import type {
  CreateTokenCardData,
  StripeCardCvcElement,
  StripeCardCvcElementChangeEvent,
  StripeCardExpiryElement,
  StripeCardExpiryElementChangeEvent,
  StripeCardNumberElement,
  StripeCardNumberElementChangeEvent,
  StripeError,
  TokenResult,
} from '@stripe/stripe-js';
import type { StripeCardApi, StripeCardFieldGroup } from '../../../src/adapters/stripe/stripe-card-api';

/**
 * A stand-in for Stripe.js typed from @stripe/stripe-js's own declarations: the object is a
 * `StripeCardApi` (the part of `Stripe` the adapter uses) and each field is a full
 * `StripeCardNumberElement`, `StripeCardExpiryElement` or `StripeCardCvcElement`, so a fake that
 * drifts from Stripe's declared API does not compile. No casts.
 *
 * A field keeps what the "user" typed the way Stripe's frame does: only `clear()` or `destroy()`
 * lose it, and the record says whether either happened.
 */
export interface FakeField<E> {
  readonly elementType: 'cardNumber' | 'cardExpiry' | 'cardCvc';
  mountedIn: string | HTMLElement | null;
  destroyed: boolean;
  cleared: boolean;
  /** What the user typed into Stripe's frame (the fake's own bookkeeping). */
  typed: string;
  change: ((event: E) => unknown) | null;
  loadError: ((event: { elementType: 'cardNumber'; error: StripeError }) => unknown) | null;
}

/** What a test reads of a field, whatever its type. */
export type FieldRecord = Readonly<Omit<FakeField<never>, 'change' | 'loadError'>>;

type NumberChange = StripeCardNumberElementChangeEvent;
type ExpiryChange = StripeCardExpiryElementChangeEvent;
type CvcChange = StripeCardCvcElementChangeEvent;
type Validation = { readonly code: string; readonly message: string };

function record<E>(elementType: FakeField<E>['elementType']): FakeField<E> {
  return { elementType, mountedIn: null, destroyed: false, cleared: false, typed: '', change: null, loadError: null };
}

/** StripeElementBase: https://docs.stripe.com/js/element (mount, blur, clear, destroy, focus, unmount). */
function base<E>(field: FakeField<E>) {
  return {
    mount: (domElement: string | HTMLElement) => {
      if (field.destroyed) throw new Error('A destroyed Element can not be re-mounted.');
      field.mountedIn = domElement;
    },
    blur: () => undefined,
    focus: () => undefined,
    clear: () => {
      field.cleared = true;
      field.typed = '';
    },
    destroy: () => {
      field.destroyed = true;
      field.mountedIn = null;
    },
    unmount: () => {
      field.mountedIn = null;
    },
  };
}

type NumberOn =
  | [eventType: 'change', handler: (event: NumberChange) => unknown]
  | [eventType: 'loaderror', handler: (event: { elementType: 'cardNumber'; error: StripeError }) => unknown]
  | [
      eventType: 'ready' | 'focus' | 'blur' | 'escape' | 'networkschange',
      handler: (event: { elementType: 'cardNumber' }) => unknown,
    ];

function cardNumber(field: FakeField<NumberChange>): StripeCardNumberElement {
  const element: StripeCardNumberElement = {
    ...base(field),
    on(...[eventType, handler]: NumberOn) {
      if (eventType === 'change') field.change = handler;
      else if (eventType === 'loaderror') field.loadError = handler;
      return element;
    },
    once: () => element,
    off: () => element,
    update: () => undefined,
  };
  return element;
}

type ExpiryOn =
  | [eventType: 'change', handler: (event: ExpiryChange) => unknown]
  | [eventType: 'ready' | 'focus' | 'blur' | 'escape', handler: (event: { elementType: 'cardExpiry' }) => unknown];

function cardExpiry(field: FakeField<ExpiryChange>): StripeCardExpiryElement {
  const element: StripeCardExpiryElement = {
    ...base(field),
    on(...[eventType, handler]: ExpiryOn) {
      if (eventType === 'change') field.change = handler;
      return element;
    },
    once: () => element,
    off: () => element,
    update: () => undefined,
  };
  return element;
}

type CvcOn =
  | [eventType: 'change', handler: (event: CvcChange) => unknown]
  | [eventType: 'ready' | 'focus' | 'blur' | 'escape', handler: (event: { elementType: 'cardCvc' }) => unknown];

function cardCvc(field: FakeField<CvcChange>): StripeCardCvcElement {
  const element: StripeCardCvcElement = {
    ...base(field),
    on(...[eventType, handler]: CvcOn) {
      if (eventType === 'change') field.change = handler;
      return element;
    },
    once: () => element,
    off: () => element,
    update: () => undefined,
  };
  return element;
}

/** What Stripe's change event carries for a typed value: complete, or a validation error. */
const changeOf = (typed: string, error: Validation | null) => ({
  empty: typed === '',
  complete: typed !== '' && error === null,
  error: error === null ? undefined : { type: 'validation_error' as const, ...error },
});

/** A token as Stripe's API returns it (https://docs.stripe.com/api/tokens/object). */
export const tokenAnswer = (id: string): TokenResult => ({
  token: { id, object: 'token', client_ip: null, created: 1794312000, livemode: false, type: 'card', used: false },
});

/** An error answer; `type` defaults to 'card_error' (https://docs.stripe.com/api/errors). */
export const errorAnswer = (error: Omit<StripeError, 'type'> & Partial<Pick<StripeError, 'type'>>): TokenResult => ({
  error: { type: 'card_error', ...error },
});

export function fakeStripe(answer: () => Promise<TokenResult> = async () => tokenAnswer('tok_1Abc')) {
  const numbers: { field: FakeField<NumberChange>; element: StripeCardNumberElement }[] = [];
  const expiries: { field: FakeField<ExpiryChange>; element: StripeCardExpiryElement }[] = [];
  const cvcs: { field: FakeField<CvcChange>; element: StripeCardCvcElement }[] = [];
  const live = <T extends { field: { destroyed: boolean } }>(created: T[]) =>
    created.find(({ field }) => !field.destroyed);
  const tokenRequests: { field: FakeField<NumberChange>; data: CreateTokenCardData }[] = [];

  // Stripe allows one element of each type per group (https://docs.stripe.com/js/element/other_element).
  const once = (elementType: string, exists: unknown) => {
    if (exists) throw new Error(`Can only create one Element of type ${elementType}.`);
  };
  function create(elementType: 'cardNumber'): StripeCardNumberElement;
  function create(elementType: 'cardExpiry'): StripeCardExpiryElement;
  function create(elementType: 'cardCvc'): StripeCardCvcElement;
  function create(
    elementType: 'cardNumber' | 'cardExpiry' | 'cardCvc',
  ): StripeCardNumberElement | StripeCardExpiryElement | StripeCardCvcElement {
    if (elementType === 'cardNumber') {
      once(elementType, live(numbers));
      const field = record<NumberChange>(elementType);
      numbers.push({ field, element: cardNumber(field) });
      return numbers.at(-1)!.element;
    }
    if (elementType === 'cardExpiry') {
      once(elementType, live(expiries));
      const field = record<ExpiryChange>(elementType);
      expiries.push({ field, element: cardExpiry(field) });
      return expiries.at(-1)!.element;
    }
    once(elementType, live(cvcs));
    const field = record<CvcChange>(elementType);
    cvcs.push({ field, element: cardCvc(field) });
    return cvcs.at(-1)!.element;
  }

  function getElement(elementType: 'cardNumber'): StripeCardNumberElement | null;
  function getElement(elementType: 'cardExpiry'): StripeCardExpiryElement | null;
  function getElement(elementType: 'cardCvc'): StripeCardCvcElement | null;
  function getElement(
    elementType: 'cardNumber' | 'cardExpiry' | 'cardCvc',
  ): StripeCardNumberElement | StripeCardExpiryElement | StripeCardCvcElement | null {
    const created =
      elementType === 'cardNumber' ? live(numbers) : elementType === 'cardExpiry' ? live(expiries) : live(cvcs);
    return created?.element ?? null;
  }

  /** The locale Stripe was given: at the group's creation, then by each update. */
  const locales: string[] = [];
  const group: StripeCardFieldGroup = {
    create,
    getElement,
    update: async ({ locale }) => {
      if (locale !== undefined) locales.push(locale);
    },
  };
  const stripe: StripeCardApi = {
    elements: ({ locale }) => {
      locales.push(locale);
      return group;
    },
    createToken: async (element, data) => {
      // Stripe.js throws when the field it is given is not mounted (an IntegrationError).
      const field = numbers.find((created) => created.element === element)?.field;
      if (!field || field.destroyed || field.mountedIn === null) {
        throw new Error('We could not retrieve data from the specified Element.');
      }
      tokenRequests.push({ field, data });
      return answer();
    },
  };

  return {
    stripe,
    tokenRequests,
    locales,
    /** Every field created, in order, live or destroyed. */
    created: (): FieldRecord[] => [...numbers, ...expiries, ...cvcs].map(({ field }) => field),
    /** The live field of each type (the one not destroyed). */
    field: (elementType: 'cardNumber' | 'cardExpiry' | 'cardCvc'): FieldRecord | null =>
      (elementType === 'cardNumber' ? live(numbers) : elementType === 'cardExpiry' ? live(expiries) : live(cvcs))
        ?.field ?? null,
    /** The user types into Stripe's frame: the field keeps the text and reports a change. */
    typeNumber(typed: string, error: Validation | null = null) {
      const field = live(numbers)?.field;
      if (!field) throw new Error('no card number field');
      field.typed = typed;
      field.change?.({ elementType: 'cardNumber', brand: 'visa', ...changeOf(typed, error) });
    },
    typeExpiry(typed: string, error: Validation | null = null) {
      const field = live(expiries)?.field;
      if (!field) throw new Error('no expiry field');
      field.typed = typed;
      field.change?.({ elementType: 'cardExpiry', ...changeOf(typed, error) });
    },
    typeCvc(typed: string, error: Validation | null = null) {
      const field = live(cvcs)?.field;
      if (!field) throw new Error('no CVC field');
      field.typed = typed;
      field.change?.({ elementType: 'cardCvc', ...changeOf(typed, error) });
    },
    /** Stripe's cardNumber frame could not load (https://docs.stripe.com/js/element/events/on_loaderror). */
    failToLoad(error: StripeError) {
      live(numbers)?.field.loadError?.({ elementType: 'cardNumber', error });
    },
  };
}
