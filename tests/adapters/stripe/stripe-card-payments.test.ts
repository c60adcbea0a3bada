import { loadStripe } from '@stripe/stripe-js/pure';
import { StripeCardPayments } from '../../../src/adapters/stripe/stripe-card-payments';
import { cardErrorOf } from '../../../src/domain/money/checkout';

jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: jest.fn() }));

const loadStripeMock = loadStripe as jest.MockedFunction<typeof loadStripe>;

type Listener = (event: { complete: boolean; error?: { code?: string; message?: string } }) => void;

/** A stand-in for Stripe.js: elements that record where they mount and what they listen to. */
function fakeStripe(tokenAnswer: unknown = { token: { id: 'tok_1Abc' } }) {
  const created: { type: string; mountedIn: unknown; destroyed: boolean; change: Listener | null }[] = [];
  const elements = {
    getElement: jest.fn((type: string) => {
      const live = created.find((element) => element.type === type && !element.destroyed);
      return live ? { destroy: () => (live.destroyed = true) } : null;
    }),
    create: jest.fn((type: string) => {
      const record = { type, mountedIn: null as unknown, destroyed: false, change: null as Listener | null };
      created.push(record);
      const element = {
        on: (_event: string, listener: Listener) => {
          record.change = listener;
          return element;
        },
        mount: (container: unknown) => (record.mountedIn = container),
        destroy: () => (record.destroyed = true),
      };
      return element;
    }),
  };
  const stripe = { elements: jest.fn(() => elements), createToken: jest.fn(async () => tokenAnswer) };
  return { stripe, created };
}

const container = (name: string) => ({ name }) as unknown as HTMLElement;

beforeEach(() => loadStripeMock.mockReset());

describe('StripeCardPayments', () => {
  it('loads nothing before prepare, then loads Stripe once with the configured key', async () => {
    const { stripe } = fakeStripe();
    loadStripeMock.mockResolvedValue(stripe as never);
    const payments = new StripeCardPayments('pk_test_123');
    expect(loadStripeMock).not.toHaveBeenCalled();

    expect(await payments.prepare()).toBe(true);
    expect(await payments.prepare()).toBe(true);
    expect(loadStripeMock).toHaveBeenCalledTimes(1);
    expect(loadStripeMock).toHaveBeenCalledWith('pk_test_123');
    expect(payments.inputs).toBe('hosted');
  });

  it('answers false without a key and never loads Stripe', async () => {
    expect(await new StripeCardPayments(null).prepare()).toBe(false);
    expect(loadStripeMock).not.toHaveBeenCalled();
  });

  it('answers false when Stripe cannot load, and tries again on the next prepare', async () => {
    loadStripeMock.mockRejectedValueOnce(new Error('Failed to load Stripe.js'));
    const payments = new StripeCardPayments('pk_test_123');
    expect(await payments.prepare()).toBe(false);
    loadStripeMock.mockResolvedValueOnce(fakeStripe().stripe as never);
    expect(await payments.prepare()).toBe(true);
    expect(loadStripeMock).toHaveBeenCalledTimes(2);
  });

  it('mounts nothing before prepare', () => {
    const payments = new StripeCardPayments('pk_test_123');
    const onChange = jest.fn();
    payments.mount('card', container('card'), onChange)();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('mounts Stripe’s card number, expiry and CVC fields and reports their state', async () => {
    const { stripe, created } = fakeStripe();
    loadStripeMock.mockResolvedValue(stripe as never);
    const payments = new StripeCardPayments('pk_test_123');
    await payments.prepare();
    const onChange = jest.fn();
    payments.mount('card', container('card'), onChange);
    payments.mount('expiry', container('expiry'), onChange);
    const unmountCvc = payments.mount('cvc', container('cvc'), onChange);

    expect(created.map(({ type, mountedIn }) => [type, mountedIn])).toEqual([
      ['cardNumber', { name: 'card' }],
      ['cardExpiry', { name: 'expiry' }],
      ['cardCvc', { name: 'cvc' }],
    ]);
    created[1]!.change!({ complete: false, error: { code: 'invalid_expiry_year_past', message: 'Year is past.' } });
    expect(onChange).toHaveBeenLastCalledWith({
      complete: false,
      error: { code: 'exp_year', message: 'Year is past.' },
    });
    created[0]!.change!({ complete: true });
    expect(onChange).toHaveBeenLastCalledWith({ complete: true, error: null });

    unmountCvc();
    expect(created[2]!.destroyed).toBe(true);
  });

  it('creates the token from the card number field with the typed name and ZIP', async () => {
    const { stripe } = fakeStripe();
    loadStripeMock.mockResolvedValue(stripe as never);
    const payments = new StripeCardPayments('pk_test_123');
    await payments.prepare();
    payments.mount('card', container('card'), jest.fn());

    const result = await payments.createToken({ cardholderName: ' Jane Doe ', postalCode: '94107' });
    expect(result).toEqual({ ok: true, value: 'tok_1Abc' });
    expect(stripe.createToken).toHaveBeenCalledWith(expect.objectContaining({ on: expect.any(Function) }), {
      name: 'Jane Doe',
      address_zip: '94107',
    });
  });

  it.each([
    [
      'incorrect_cvc',
      'incorrect_cvc',
      'cvc',
      { type: 'card_error', code: 'incorrect_cvc', param: 'cvc', message: 'Bad CVC.' },
    ],
    [
      'invalid_expiry_month',
      'exp_month',
      'expiry',
      { type: 'card_error', code: 'invalid_expiry_month', param: 'exp_month', message: 'Bad month.' },
    ],
    [
      'invalid_expiry_year',
      'exp_year',
      'expiry',
      { type: 'card_error', code: 'invalid_expiry_year', param: 'exp_year', message: 'Bad year.' },
    ],
    [
      'incorrect_zip',
      'address_zip',
      'zip',
      { type: 'card_error', code: 'incorrect_zip', param: 'address_zip', message: 'Bad ZIP.' },
    ],
    [
      'card_declined',
      'card_declined',
      null,
      { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
    ],
  ])('maps Stripe’s %s error to the code %s', async (_label, code, field, stripeError) => {
    const { stripe } = fakeStripe({ error: stripeError });
    loadStripeMock.mockResolvedValue(stripe as never);
    const payments = new StripeCardPayments('pk_test_123');
    await payments.prepare();
    payments.mount('card', container('card'), jest.fn());

    const result = await payments.createToken({ cardholderName: 'Jane Doe', postalCode: '94107' });
    expect(result).toEqual({ ok: false, error: { code, message: stripeError.message } });
    if (!result.ok) expect(cardErrorOf(result.error.code, result.error.message).field).toBe(field);
  });

  it('answers an error, not a rejection, when the card form never loaded or Stripe throws', async () => {
    const payments = new StripeCardPayments('pk_test_123');
    expect(await payments.createToken({ cardholderName: 'Jane', postalCode: '1' })).toMatchObject({
      ok: false,
      error: { code: null },
    });

    const { stripe } = fakeStripe();
    stripe.createToken.mockRejectedValueOnce(new Error('network') as never);
    loadStripeMock.mockResolvedValue(stripe as never);
    await payments.prepare();
    payments.mount('card', container('card'), jest.fn());
    expect(await payments.createToken({ cardholderName: 'Jane', postalCode: '1' })).toMatchObject({
      ok: false,
      error: { code: null, message: expect.any(String) },
    });
  });
});
