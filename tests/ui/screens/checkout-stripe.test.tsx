import { act, screen, waitFor } from '@testing-library/react';
import type { TokenResult } from '@stripe/stripe-js';
import { StripeCardPayments } from '../../../src/adapters/stripe/stripe-card-payments';
import { question, snapshotOf } from '../../application/fakes/fake-interview-service';
import { errorAnswer, fakeStripe, tokenAnswer } from '../../adapters/stripe/fake-stripe';
import { uiHarness } from '../support/ui-harness';
import { expectAnnounced } from '../support/announced';

/**
 * The checkout over the real Stripe adapter and a Stripe.js stand-in typed from
 * @stripe/stripe-js's declarations: what Stripe answers reaches the user as spec 000 §5 says,
 * and what the user typed (the app's Name and Zip, Stripe's own card fields) is kept.
 */
jest.setTimeout(15000);

function stripeCheckout(answer: () => Promise<TokenResult>) {
  const fake = fakeStripe(answer);
  const app = uiHarness({ cardPayments: new StripeCardPayments('pk_test_123', async () => async () => fake.stripe) });
  app.service.snapshot = snapshotOf({
    questions: [question('a', { complete: true })],
    balance: { currency: 'USD', amount: 25 },
  });
  app.signIn();
  return { app, fake, ...app.renderApp('/pay') };
}

async function fillAndPay({ fake, user }: ReturnType<typeof stripeCheckout>) {
  await screen.findByRole('heading', { level: 1, name: 'Checkout' });
  await waitFor(() => expect(fake.field('cardCvc')).not.toBeNull());
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ann Smith');
  await user.type(screen.getByRole('textbox', { name: 'Zip' }), '94107');
  act(() => {
    fake.typeNumber('4242 4242 4242 4242');
    fake.typeExpiry('12 / 30');
    fake.typeCvc('123');
  });
  await user.click(screen.getByRole('button', { name: 'Pay $25.00' }));
}

/** Everything typed is still there and the user may pay again. */
function expectTypedKept({ fake }: ReturnType<typeof stripeCheckout>) {
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ann Smith');
  expect(screen.getByRole('textbox', { name: 'Zip' })).toHaveValue('94107');
  expect(
    fake.created().map(({ elementType, typed, cleared, destroyed }) => [elementType, typed, cleared, destroyed]),
  ).toEqual([
    ['cardNumber', '4242 4242 4242 4242', false, false],
    ['cardExpiry', '12 / 30', false, false],
    ['cardCvc', '123', false, false],
  ]);
  expect(screen.getByRole('button', { name: 'Pay $25.00' })).toBeEnabled();
}

describe('the checkout with Stripe', () => {
  it("mounts Stripe's card fields into the labelled groups, the labels pointing at them", async () => {
    const { fake } = stripeCheckout(async () => tokenAnswer('tok_1Abc'));
    await screen.findByRole('heading', { level: 1, name: 'Checkout' });
    await waitFor(() => expect(fake.field('cardCvc')).not.toBeNull());
    for (const [name, elementType] of [
      ['Card', 'cardNumber'],
      ['Expiry', 'cardExpiry'],
      ['CVC', 'cardCvc'],
    ] as const) {
      const group = screen.getByRole('group', { name });
      expect(fake.field(elementType)?.mountedIn).toBe(group);
      // Stripe focuses its field when a <label for> its container is clicked.
      expect(screen.getByText(name, { selector: 'label' })).toHaveAttribute('for', group.id);
    }
  });

  it('pays with the token Stripe made from the typed name and ZIP', async () => {
    const view = stripeCheckout(async () => tokenAnswer('tok_1Abc'));
    view.app.service.on('pay', async () => ({ ok: true, value: undefined }));
    await fillAndPay(view);
    await waitFor(() => expect(view.app.service.callsTo('pay')).toEqual([['tok_1Abc']]));
    expect(view.fake.tokenRequests.map(({ data }) => data)).toEqual([{ name: 'Ann Smith', address_zip: '94107' }]);
  });

  // Spec 000 §5: exp_month or exp_year to Expiry, cvc or incorrect_cvc to CVC, address_zip to Zip,
  // each showing 'Please review this field'. Stripe's API errors name the field in `param`
  // (https://docs.stripe.com/api/errors, https://docs.stripe.com/error-codes).
  it.each([
    ['exp_month', { code: 'invalid_expiry_month', param: 'exp_month' }, { role: 'group', name: 'Expiry' }],
    ['exp_year', { code: 'invalid_expiry_year', param: 'exp_year' }, { role: 'group', name: 'Expiry' }],
    ['cvc', { code: 'invalid_cvc', param: 'cvc' }, { role: 'group', name: 'CVC' }],
    ['incorrect_cvc', { code: 'incorrect_cvc', param: 'cvc' }, { role: 'group', name: 'CVC' }],
    ['address_zip', { code: 'incorrect_zip', param: 'address_zip' }, { role: 'textbox', name: 'Zip' }],
  ] as const)(
    "shows '%s' as 'Please review this field' under its field and keeps what was typed",
    async (_code, stripe, field) => {
      const view = stripeCheckout(async () => errorAnswer({ ...stripe, message: "Stripe's own words." }));
      await fillAndPay(view);

      await expectAnnounced(await screen.findByText('Please review this field'));
      expect(screen.getByRole(field.role, { name: field.name })).toHaveAccessibleDescription(
        'Please review this field',
      );
      expect(screen.getAllByText('Please review this field')).toHaveLength(1);
      expect(screen.queryByText("Stripe's own words.")).not.toBeInTheDocument();
      expect(view.app.service.callsTo('pay')).toEqual([]);
      expectTypedKept(view);
    },
  );

  it("shows any other Stripe error in Stripe's words above Pay and keeps what was typed", async () => {
    const view = stripeCheckout(async () =>
      errorAnswer({ code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' }),
    );
    await fillAndPay(view);

    expect((await screen.findByText('Your card was declined.')).closest('[role="alert"]')).toHaveClass('alert--error');
    expect(screen.queryByText('Please review this field')).not.toBeInTheDocument();
    expect(view.app.service.callsTo('pay')).toEqual([]);
    expectTypedKept(view);
  });

  it("says so under Card when Stripe's card number frame cannot load", async () => {
    const { fake } = stripeCheckout(async () => tokenAnswer('tok_1Abc'));
    await screen.findByRole('heading', { level: 1, name: 'Checkout' });
    await waitFor(() => expect(fake.field('cardNumber')).not.toBeNull());
    act(() => fake.failToLoad({ type: 'api_connection_error', message: 'blocked' }));
    expect(screen.getByRole('group', { name: 'Card' })).toHaveAccessibleDescription(
      'The card form could not load. Please reload the page.',
    );
  });
});
