import { err, ok } from '../../../src/domain/shared/result';
import { failure, networkFailure, question, snapshotOf } from '../fakes/fake-interview-service';
import { interviewHarness } from './harness';

async function checkoutScreen(cardInputs: 'hosted' | 'plain' = 'hosted') {
  const h = interviewHarness({ cardInputs });
  h.service.snapshot = snapshotOf({
    questions: [question('core.ssn', { complete: true })],
    balance: { currency: 'USD', amount: 25 },
  });
  await h.loaded();
  const screen = h.checkout();
  await screen.prepare();
  return { ...h, screen };
}

function fillHosted(screen: Awaited<ReturnType<typeof checkoutScreen>>['screen']) {
  for (const field of ['card', 'expiry', 'cvc'] as const) screen.hostedChange(field, { complete: true, error: null });
  screen.changeName('Ann Lee');
  screen.changeZip('94110');
}

describe('CheckoutViewModel', () => {
  it('labels the Pay button with the amount', async () => {
    const { screen } = await checkoutScreen();
    expect(screen.payLabel).toBe('Pay $25.00');
    expect(screen.providerReady).toBe(true);
  });

  it("labels Pay and gives the card provider the page's language, following a switch (issue 28)", async () => {
    const { screen, cards, language } = await checkoutScreen();
    await language.choose('es');
    expect(screen.payLabel).toBe('Pagar $25.00');
    await language.choose('en');
    expect(cards.languages).toEqual(['en', 'es', 'en']);
  });

  it('enables Pay only once every card field is complete and a name is given', async () => {
    const { screen } = await checkoutScreen();
    expect(screen.canPay).toBe(false);
    fillHosted(screen);
    expect(screen.canPay).toBe(true);
    screen.hostedChange('cvc', { complete: false, error: null });
    expect(screen.canPay).toBe(false);
    screen.hostedChange('cvc', { complete: true, error: null });
    screen.changeName('  ');
    expect(screen.canPay).toBe(false);
  });

  it("sends no payment without the applicant's session: unauthorized-ido, 'Session not established.'", async () => {
    const { screen, service, interview, error } = await checkoutScreen();
    fillHosted(screen);
    interview.startSession(null);
    await screen.pay();
    expect(service.callsTo('pay')).toEqual([]);
    expect([error.reason, error.message]).toEqual(['unauthorized-ido', 'Session not established.']);
  });

  it('pays with the token, reloads the interview and goes to the stage route', async () => {
    const { screen, service, cards, navigator } = await checkoutScreen();
    fillHosted(screen);
    service.on('reloadInterview', async () =>
      ok(snapshotOf({ questions: [question('core.ssn', { complete: true })] })),
    );
    await screen.pay();
    expect(cards.tokenRequests).toEqual([{ cardholderName: 'Ann Lee', postalCode: '94110' }]);
    expect(service.callsTo('pay')).toEqual([['tok_visa']]);
    expect(service.callsTo('reloadInterview')).toHaveLength(1);
    expect(navigator.current).toBe('/finishing');
    expect(screen.pending).toBe(false);
  });

  it('goes on to wait for results, not back to the checkout, when the reload after paying fails', async () => {
    const { screen, service, navigator, interview } = await checkoutScreen();
    fillHosted(screen);
    service.on('reloadInterview', async () => networkFailure());
    await screen.pay();
    expect(service.callsTo('pay')).toHaveLength(1);
    expect(interview.amountDue).toBeNull();
    expect(navigator.current).toBe('/finishing');
  });

  it.each([
    ['exp_month', 'expiry'],
    ['exp_year', 'expiry'],
    ['cvc', 'cvc'],
    ['incorrect_cvc', 'cvc'],
    ['address_zip', 'zip'],
  ] as const)('points the card error %s at %s and keeps the typed name and ZIP', async (code, field) => {
    const { screen, cards, service } = await checkoutScreen();
    fillHosted(screen);
    cards.nextToken = () => err({ code, message: 'Your card was declined.' });
    await screen.pay();
    expect(screen.fieldErrors[field]).toBe('Please review this field');
    expect(screen.formError).toBeNull();
    expect([screen.cardholderName, screen.zip]).toEqual(['Ann Lee', '94110']);
    expect(service.callsTo('pay')).toEqual([]);
    expect(screen.pending).toBe(false);
  });

  it("shows the provider's message for any other card error", async () => {
    const { screen, cards } = await checkoutScreen();
    fillHosted(screen);
    cards.nextToken = () => err({ code: 'card_declined', message: 'Your card was declined.' });
    await screen.pay();
    expect(screen.formError).toBe('Your card was declined.');
  });

  it('shows the error page when the payment is refused, keeping the typed name and ZIP', async () => {
    const { screen, service, error, navigator } = await checkoutScreen();
    fillHosted(screen);
    service.on('pay', async () => failure(403, 'unauthorized-ido'));
    await screen.pay();
    expect(error.reason).toBe('unauthorized-ido');
    expect([screen.cardholderName, screen.zip]).toEqual(['Ann Lee', '94110']);
    expect(navigator.visited).toEqual([]);
  });

  it('passes the plain card inputs to a provider that draws no fields', async () => {
    const { screen, cards } = await checkoutScreen('plain');
    screen.changePlain('card', '4242 4242 4242 4242');
    screen.changePlain('expiry', '12/30');
    expect(screen.canPay).toBe(false);
    screen.changePlain('cvc', '123');
    screen.changeName('Ann Lee');
    screen.changeZip('94110');
    expect(screen.canPay).toBe(true);
    await screen.pay();
    expect(cards.tokenRequests[0]?.plain).toEqual({ number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' });
  });

  it('does not pay twice while a payment is pending', async () => {
    const { screen, service } = await checkoutScreen();
    fillHosted(screen);
    const first = screen.pay();
    expect(screen.canPay).toBe(false);
    await screen.pay();
    await first;
    expect(service.callsTo('pay')).toHaveLength(1);
  });
});
