import { act, screen, waitFor } from '@testing-library/react';
import type { HostedCardField, HostedFieldState } from '../../../src/application/ports/card-payments.port';
import { err } from '../../../src/domain/shared/result';
import { question, snapshotOf } from '../../application/fakes/fake-interview-service';
import { uiHarness } from '../support/ui-harness';
import { expectAnnounced } from '../support/announced';

const dueSnapshot = () =>
  snapshotOf({ questions: [question('a', { complete: true })], balance: { currency: 'USD', amount: 25 } });

function checkout(cardInputs: 'plain' | 'hosted' = 'plain') {
  const app = uiHarness({ cardInputs });
  app.service.snapshot = dueSnapshot();
  app.signIn();
  return { app, ...app.renderApp('/pay') };
}

jest.setTimeout(15000);

async function fillCard(user: ReturnType<typeof checkout>['user'], card = '4242 4242 4242 4242') {
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ann Smith');
  await user.type(screen.getByRole('textbox', { name: 'Card' }), card);
  await user.type(screen.getByRole('textbox', { name: /Expiry/ }), '12/30');
  await user.type(screen.getByRole('textbox', { name: 'CVC' }), '123');
  await user.type(screen.getByRole('textbox', { name: 'Zip' }), '94107');
}

describe('the checkout', () => {
  it('labels the plain card inputs for autofill and enables Pay, with the amount, only when all are filled', async () => {
    const { user } = checkout();
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toHaveFocus();
    expect(document.title).toBe('Attest - Checkout');
    const pay = screen.getByRole('button', { name: 'Pay $25.00' });
    expect(pay).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('autocomplete', 'cc-name');
    expect(screen.getByRole('textbox', { name: 'Card' })).toHaveAttribute('autocomplete', 'cc-number');
    expect(screen.getByRole('textbox', { name: 'Card' })).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('textbox', { name: /Expiry/ })).toHaveAttribute('autocomplete', 'cc-exp');
    expect(screen.getByRole('textbox', { name: 'CVC' })).toHaveAttribute('autocomplete', 'cc-csc');
    expect(screen.getByRole('textbox', { name: 'Zip' })).toHaveAttribute('autocomplete', 'postal-code');
    await fillCard(user);
    expect(pay).toBeEnabled();
  });

  it('pays with the card token and moves on to the waiting screen', async () => {
    const { app, user } = checkout();
    app.service.on('pay', async () => {
      app.service.snapshot = { ...dueSnapshot(), balance: { currency: 'USD', amount: 0 } };
      return { ok: true, value: undefined };
    });
    await screen.findByRole('heading', { level: 1, name: 'Checkout' });
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay $25.00' }));

    // The waiting screen asks for a transition at once; none is needed, so it moves on to the thank-you screen.
    expect(await screen.findByRole('heading', { level: 1, name: /Thank you for submitting/ })).toBeVisible();
    expect(app.cards.tokenRequests).toEqual([
      {
        cardholderName: 'Ann Smith',
        postalCode: '94107',
        plain: { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' },
      },
    ]);
    expect(app.service.callsTo('pay')).toEqual([['tok_visa']]);
    expect(app.navigator.visited).toContain('/finishing');
  });

  it('shows a declined card in an alert and keeps everything typed', async () => {
    const { app, user } = checkout();
    app.cards.nextToken = () => err({ code: 'card_declined', message: 'Your card was declined.' });
    await screen.findByRole('heading', { level: 1, name: 'Checkout' });
    await fillCard(user, '4000 0000 0000 0002');
    await user.click(screen.getByRole('button', { name: 'Pay $25.00' }));

    // The shell's snackbar region is an alert too: find the form's alert by its text.
    expect((await screen.findByText('Your card was declined.')).closest('[role="alert"]')).toHaveClass('alert--error');
    expect(app.service.callsTo('pay')).toEqual([]);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ann Smith');
    expect(screen.getByRole('textbox', { name: 'Card' })).toHaveValue('4000 0000 0000 0002');
    expect(screen.getByRole('textbox', { name: /Expiry/ })).toHaveValue('12/30');
    expect(screen.getByRole('textbox', { name: 'CVC' })).toHaveValue('123');
    expect(screen.getByRole('textbox', { name: 'Zip' })).toHaveValue('94107');
    expect(screen.getByRole('button', { name: 'Pay $25.00' })).toBeEnabled();
  });

  it("puts 'Please review this field' under the field a card error points at", async () => {
    const { app, user } = checkout();
    app.cards.nextToken = () => err({ code: 'incorrect_cvc', message: "Your card's security code is incorrect." });
    await screen.findByRole('heading', { level: 1, name: 'Checkout' });
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay $25.00' }));

    const cvc = screen.getByRole('textbox', { name: 'CVC' });
    await expectAnnounced(await screen.findByText('Please review this field'));
    expect(cvc).toHaveAccessibleDescription('Please review this field');
    expect(cvc).toHaveAttribute('aria-invalid', 'true');
    expect(cvc).toHaveValue('123');
    expect(screen.getByRole('textbox', { name: 'Zip' })).not.toHaveAccessibleDescription();
    expect(screen.queryByText("Your card's security code is incorrect.")).not.toBeInTheDocument();
  });

  it('mounts the hosted provider fields into labelled groups after the provider loads', async () => {
    const { app } = checkout('hosted');
    await screen.findByRole('heading', { level: 1, name: 'Checkout' });
    expect(screen.getByRole('group', { name: 'Card' })).toBeEmptyDOMElement();
    expect(screen.getByRole('group', { name: 'Expiry' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'CVC' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Card' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Zip' })).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Pay $25.00' });
    expect(app.cards.prepared).toBeGreaterThan(0);
    await waitFor(() => expect(app.cards.mounted).toEqual(expect.arrayContaining(['card', 'expiry', 'cvc'])));
  });

  it("takes the hosted fields' change reports: Pay once all are complete, a field's error under its group", async () => {
    const app = uiHarness({ cardInputs: 'hosted' });
    const reports = new Map<HostedCardField, (state: HostedFieldState) => void>();
    const unmounted: HostedCardField[] = [];
    app.cards.mount = (field, _container, onChange) => {
      reports.set(field, onChange);
      return () => unmounted.push(field);
    };
    app.service.snapshot = dueSnapshot();
    app.signIn();
    const { user, unmount } = app.renderApp('/pay');
    await screen.findByRole('heading', { level: 1, name: 'Checkout' });
    await waitFor(() => expect([...reports.keys()].sort()).toEqual(['card', 'cvc', 'expiry']));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ann Smith');
    await user.type(screen.getByRole('textbox', { name: 'Zip' }), '94107');
    const pay = screen.getByRole('button', { name: 'Pay $25.00' });
    act(() => {
      for (const report of reports.values()) report({ complete: true, error: null });
    });
    expect(pay).toBeEnabled();

    act(() => reports.get('expiry')!({ complete: false, error: { code: 'invalid_expiry', message: 'Bad expiry.' } }));
    expect(pay).toBeDisabled();
    expect(screen.getByRole('group', { name: 'Expiry' })).toHaveAccessibleDescription('Bad expiry.');

    unmount();
    expect(unmounted.sort()).toEqual(['card', 'cvc', 'expiry']);
  });

  it('says so when the card provider cannot load', async () => {
    const app = uiHarness({ cardInputs: 'hosted' });
    app.cards.loads = false;
    app.service.snapshot = dueSnapshot();
    app.signIn();
    app.renderApp('/pay');
    const notice = await screen.findByText(/The payment form could not load\./);
    expect(notice.closest('[role="alert"]')).toHaveClass('alert--error');
    expect(app.cards.mounted).toEqual([]);
  });
});
