import { loadStripe } from '@stripe/stripe-js/pure';
import type { HostedFieldState } from '../../../src/application/ports/card-payments.port';
import type { LoadStripe } from '../../../src/adapters/stripe/stripe-card-payments';
import { StripeCardPayments } from '../../../src/adapters/stripe/stripe-card-payments';
import { shownText } from '../../../src/domain/language/shown-text';
import { CARD_FALLBACK_MESSAGE } from '../../../src/adapters/stripe/stripe-card-error';
import { cardErrorOf } from '../../../src/domain/money/checkout';
import { errorAnswer, fakeStripe, tokenAnswer } from './fake-stripe';

// The package's loader is only used by the default loader; every other test hands the adapter a
// loader answering the typed fake.
jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: jest.fn() }));

const NOT_READY = 'The card form could not load. Please reload the page.';

/** A loader answering `fake` (or failing as given), counting its calls. */
function loaderOf(answer: () => ReturnType<LoadStripe>) {
  const calls: string[] = [];
  const load: LoadStripe = (publicKey) => {
    calls.push(publicKey);
    return answer();
  };
  return { calls, loader: async () => load };
}

// In Node there is no DOM: the fake only records which container a field went into.
const container = (name: string) => ({ name }) as unknown as HTMLElement;

/** The adapter over a loaded fake, with all three fields mounted. */
async function mounted(answer?: Parameters<typeof fakeStripe>[0]) {
  const fake = fakeStripe(answer);
  const payments = new StripeCardPayments('pk_test_123', loaderOf(async () => fake.stripe).loader);
  expect(await payments.prepare()).toBe(true);
  const states: Record<'card' | 'expiry' | 'cvc', HostedFieldState[]> = { card: [], expiry: [], cvc: [] };
  const unmount = {
    card: payments.mount('card', container('card'), (state) => states.card.push(state)),
    expiry: payments.mount('expiry', container('expiry'), (state) => states.expiry.push(state)),
    cvc: payments.mount('cvc', container('cvc'), (state) => states.cvc.push(state)),
  };
  return { fake, payments, states, unmount };
}

describe('StripeCardPayments', () => {
  it('loads nothing before prepare, then loads Stripe once with the configured key', async () => {
    const fake = fakeStripe();
    const { calls, loader } = loaderOf(async () => fake.stripe);
    const payments = new StripeCardPayments('pk_test_123', loader);
    expect(calls).toEqual([]);

    expect(await payments.prepare()).toBe(true);
    expect(await payments.prepare()).toBe(true);
    expect(calls).toEqual(['pk_test_123']);
    expect(payments.inputs).toBe('hosted');
  });

  it("uses @stripe/stripe-js/pure's loadStripe by default, and answers false where it resolves null (no window)", async () => {
    jest.mocked(loadStripe).mockResolvedValueOnce(null);
    expect(await new StripeCardPayments('pk_test_123').prepare()).toBe(false);
    expect(loadStripe).toHaveBeenCalledWith('pk_test_123');
  });

  it('answers false without a key and never loads Stripe', async () => {
    const { calls, loader } = loaderOf(async () => fakeStripe().stripe);
    expect(await new StripeCardPayments(null, loader).prepare()).toBe(false);
    expect(await new StripeCardPayments('  ', loader).prepare()).toBe(false);
    expect(calls).toEqual([]);
  });

  it('answers false when Stripe cannot load, and tries again on the next prepare', async () => {
    let fails = true;
    const { calls, loader } = loaderOf(async () => {
      if (fails) throw new Error('Failed to load Stripe.js');
      return fakeStripe().stripe;
    });
    const payments = new StripeCardPayments('pk_test_123', loader);
    expect(await payments.prepare()).toBe(false);
    fails = false;
    expect(await payments.prepare()).toBe(true);
    expect(calls).toHaveLength(2);
  });

  it('mounts nothing before prepare', () => {
    const payments = new StripeCardPayments('pk_test_123', loaderOf(async () => fakeStripe().stripe).loader);
    const onChange = jest.fn();
    payments.mount('card', container('card'), onChange)();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('mounts the split cardNumber, cardExpiry and cardCvc fields into their containers', async () => {
    const { fake } = await mounted();
    expect(fake.created().map(({ elementType, mountedIn }) => [elementType, mountedIn])).toEqual([
      ['cardNumber', { name: 'card' }],
      ['cardExpiry', { name: 'expiry' }],
      ['cardCvc', { name: 'cvc' }],
    ]);
  });

  it("reports each field's change: complete, or Stripe's validation error under the field", async () => {
    const { fake, states } = await mounted();
    fake.typeNumber('4242 4242 4242 4242');
    expect(states.card.at(-1)).toEqual({ complete: true, error: null });

    fake.typeExpiry('12 / 19', {
      code: 'invalid_expiry_year_past',
      message: "Your card's expiration year is in the past.",
    });
    expect(states.expiry.at(-1)).toEqual({
      complete: false,
      error: { code: 'exp_year', message: "Your card's expiration year is in the past." },
    });

    fake.typeCvc('12', { code: 'incomplete_cvc', message: "Your card's security code is incomplete." });
    expect(states.cvc.at(-1)).toEqual({
      complete: false,
      error: { code: 'cvc', message: "Your card's security code is incomplete." },
    });
  });

  it('says the card form could not load when Stripe reports a loaderror on the card number', async () => {
    const { fake, states } = await mounted();
    fake.failToLoad({ type: 'api_connection_error', message: 'Failed to load the card number frame.' });
    const last = states.card.at(-1);
    expect(last).toEqual({ complete: false, error: { code: null, message: expect.any(Function) } });
    expect(last?.error && shownText(last.error.message)).toBe(NOT_READY);
  });

  it('replaces a field mounted again (one element per type) and destroys it on unmount', async () => {
    const { fake, payments, unmount } = await mounted();
    // A screen re-render mounts the expiry again without unmounting it first.
    const again = payments.mount('expiry', container('expiry-2'), jest.fn());
    expect(fake.created().filter(({ elementType }) => elementType === 'cardExpiry')).toEqual([
      expect.objectContaining({ destroyed: true }),
      expect.objectContaining({ destroyed: false, mountedIn: { name: 'expiry-2' } }),
    ]);
    again();
    unmount.cvc();
    expect(fake.field('cardExpiry')).toBeNull();
    expect(fake.field('cardCvc')).toBeNull();
    expect(fake.field('cardNumber')).not.toBeNull();
  });

  it('creates the token from the card number field with the typed name and ZIP', async () => {
    const { fake, payments } = await mounted(async () => tokenAnswer('tok_1Abc'));
    fake.typeNumber('4242 4242 4242 4242');

    const result = await payments.createToken({ cardholderName: ' Jane Doe ', postalCode: ' 94107 ' });
    expect(result).toEqual({ ok: true, value: 'tok_1Abc' });
    expect(fake.tokenRequests).toEqual([
      {
        field: expect.objectContaining({ elementType: 'cardNumber' }),
        data: { name: 'Jane Doe', address_zip: '94107' },
      },
    ]);
  });

  // Stripe's card errors as its API documents them: `code` names the error, `param` the field
  // (https://docs.stripe.com/error-codes, https://docs.stripe.com/api/errors). Spec 000 §5 maps
  // exp_month or exp_year to Expiry, cvc or incorrect_cvc to CVC, address_zip to Zip.
  it.each([
    ['exp_month', { code: 'invalid_expiry_month', param: 'exp_month' }, 'expiry'],
    ['exp_year', { code: 'invalid_expiry_year', param: 'exp_year' }, 'expiry'],
    ['exp_month', { code: 'expired_card', param: 'exp_month' }, 'expiry'],
    ['cvc', { code: 'invalid_cvc', param: 'cvc' }, 'cvc'],
    ['incorrect_cvc', { code: 'incorrect_cvc', param: 'cvc' }, 'cvc'],
    ['address_zip', { code: 'incorrect_zip', param: 'address_zip' }, 'zip'],
  ] as const)("maps Stripe's field error to %s and 'Please review this field' (%o)", async (code, stripe, field) => {
    const { fake, payments } = await mounted(async () => errorAnswer({ ...stripe, message: 'Stripe says why.' }));
    fake.typeNumber('4242 4242 4242 4242');
    fake.typeExpiry('12 / 30');
    fake.typeCvc('123');

    const result = await payments.createToken({ cardholderName: 'Jane Doe', postalCode: '94107' });
    expect(result).toEqual({ ok: false, error: { code, message: 'Stripe says why.' } });
    if (!result.ok) {
      expect(cardErrorOf(result.error.code, shownText(result.error.message))).toEqual({
        field,
        message: 'Please review this field',
      });
    }
    // Stripe's frames keep what was typed: nothing cleared or destroyed after the failure.
    expect(fake.created().map(({ typed, cleared, destroyed }) => [typed, cleared, destroyed])).toEqual([
      ['4242 4242 4242 4242', false, false],
      ['12 / 30', false, false],
      ['123', false, false],
    ]);
  });

  // Stripe.js validates the fields again when tokenizing and answers with a validation_error
  // (https://docs.stripe.com/js/element/input_validation): its codes point at the same fields.
  it.each([
    [{ code: 'invalid_expiry_year_past' }, 'expiry'],
    [{ code: 'incomplete_expiry' }, 'expiry'],
    [{ code: 'incomplete_cvc' }, 'cvc'],
  ] as const)("maps Stripe's validation error %o to the field it concerns", async (stripe, field) => {
    const { payments } = await mounted(async () =>
      errorAnswer({ type: 'validation_error', ...stripe, message: 'Incomplete.' }),
    );
    const result = await payments.createToken({ cardholderName: 'Jane Doe', postalCode: '94107' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(cardErrorOf(result.error.code, shownText(result.error.message)).field).toBe(field);
  });

  it.each([
    [{ code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' }],
    [{ code: 'incorrect_number', param: 'number', message: 'Your card number is incorrect.' }],
    [{ code: 'processing_error', message: 'An error occurred while processing your card. Try again in a little bit.' }],
    [{ type: 'api_connection_error' as const, message: 'We could not reach Stripe.' }],
  ])("shows Stripe's own message for any other error (%o)", async (stripe) => {
    const { payments } = await mounted(async () => errorAnswer(stripe));
    const result = await payments.createToken({ cardholderName: 'Jane Doe', postalCode: '94107' });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(cardErrorOf(result.error.code, shownText(result.error.message))).toEqual({
        field: null,
        message: stripe.message,
      });
  });

  it('shows a fallback when Stripe gives no message', async () => {
    const { payments } = await mounted(async () => errorAnswer({ type: 'api_error' }));
    const result = await payments.createToken({ cardholderName: 'Jane Doe', postalCode: '94107' });
    expect(result).toEqual({ ok: false, error: { code: null, message: CARD_FALLBACK_MESSAGE } });
    if (!result.ok) expect(shownText(result.error.message)).toBe('Your card could not be checked. Please try again.');
  });

  it("gives Stripe the page's language when the fields are made and again on a switch (issue 28)", async () => {
    const fake = fakeStripe();
    const payments = new StripeCardPayments('pk_test_123', loaderOf(async () => fake.stripe).loader);
    payments.useLanguage('es');
    expect(await payments.prepare()).toBe(true);
    payments.useLanguage('en');
    await Promise.resolve();
    expect(fake.locales).toEqual(['es-419', 'en']);
  });

  it('answers an error, not a rejection, when the card form never loaded or Stripe throws', async () => {
    const payments = new StripeCardPayments('pk_test_123', loaderOf(async () => fakeStripe().stripe).loader);
    const notReady = await payments.createToken({ cardholderName: 'Jane', postalCode: '1' });
    expect(notReady).toEqual({ ok: false, error: { code: null, message: expect.any(Function) } });
    if (!notReady.ok) expect(shownText(notReady.error.message)).toBe(NOT_READY);

    const rejected = await mounted(async () => {
      throw new Error('network');
    });
    expect(await rejected.payments.createToken({ cardholderName: 'Jane', postalCode: '1' })).toEqual({
      ok: false,
      error: { code: null, message: CARD_FALLBACK_MESSAGE },
    });
  });

  it('answers NOT_READY once the card number field is unmounted', async () => {
    const { payments, unmount } = await mounted();
    unmount.card();
    const notReady = await payments.createToken({ cardholderName: 'Jane', postalCode: '1' });
    expect(notReady).toEqual({ ok: false, error: { code: null, message: expect.any(Function) } });
    if (!notReady.ok) expect(shownText(notReady.error.message)).toBe(NOT_READY);
  });
});
