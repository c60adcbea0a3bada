import { HandoffStartUseCase } from '../../../src/application/use-cases/handoff-start.use-case';
import { ErrorPageViewModel } from '../../../src/application/view-models/error-page.view-model';
import { HandOffViewModel } from '../../../src/application/view-models/hand-off.view-model';
import { err, ok } from '../../../src/domain/shared/result';
import { failure, question, snapshotOf } from '../fakes/fake-interview-service';
import { flushPromises } from '../fakes/fake-time';
import { interviewHarness } from '../interview/harness';

const USER_EMAIL = 'pat.applicant@example.com';
const SSN = '536-22-8451';
const PHONE = '+1 202 555 0123';

const ssn = question('core.ssn', { type: 'ssn', metadata: { nextAttrTypes: ['document.id'] } });
const idScan = question('document.id', { type: 'id-scan' });

/** An applicant whose /userInfo gives USER_EMAIL, on the SSN question. */
async function onSsnQuestion() {
  const h = interviewHarness();
  h.service.snapshot = snapshotOf({ questions: [ssn, idScan] });
  h.service.on('getUserInfo', () => ok({ email: USER_EMAIL, authDomain: 'example.com' }));
  h.signIn();
  const screen = h.questionScreen();
  await screen.enter('core-ssn');
  return { ...h, screen };
}

describe('the tracking events of an interview', () => {
  it('tracks a question opened and completed by its attribute type, never the answer or the e-mail', async () => {
    const h = await onSsnQuestion();
    h.screen.changeValue(SSN);
    await h.screen.submit();
    await flushPromises();
    expect(h.tracker.events).toEqual([
      { kind: 'question-opened', attrType: 'core.ssn' },
      { kind: 'question-completed', attrType: 'core.ssn' },
    ]);
    // The e-mail names the user in error reports only (spec 000 §6).
    expect(h.reporter.user?.email).toBe(USER_EMAIL);
    const sent = JSON.stringify(h.tracker.events);
    for (const value of [SSN, '536228451', USER_EMAIL, 'R1', 'c-1']) expect(sent).not.toContain(value);
  });

  it('tracks a text sent to a phone by its channel and question, never the number', async () => {
    const h = await onSsnQuestion();
    h.screen.open('document.id');
    h.service.on('createHandoff', () => ok({ code: 'H1', expiresAt: 900_000 }));
    await h.screen.delegate(PHONE);
    expect(h.tracker.of('handoff-sent')).toEqual([{ kind: 'handoff-sent', channel: 'text', attrType: 'document.id' }]);
    const sent = JSON.stringify(h.tracker.events);
    for (const value of ['2025550123', '202 555 0123', 'H1']) expect(sent).not.toContain(value);
  });

  it('tracks no text sent when the text fails', async () => {
    const h = await onSsnQuestion();
    h.screen.open('document.id');
    h.service.on('sendText', () => failure(500, 'unexpected'));
    await h.screen.delegate(PHONE);
    expect(h.tracker.of('handoff-sent')).toEqual([]);
  });

  it('tracks a QR code shown for a phone, never its code or link', async () => {
    const h = interviewHarness();
    // The service's flag that offers hand-off codes (HANDOFF_CODES_FLAG, from the hand-off branch).
    h.service.snapshot = snapshotOf({ featureFlags: { handoff_codes_enabled: true } });
    await h.loaded();
    h.service.on('createHandoff', () => ok({ code: 'H-SECRET', expiresAt: h.time.now() + 900_000 }));
    const handOff = new HandOffViewModel(h.handoffLinks, h.time, h.time, h.interview, h.tracker);
    await handOff.open('core.selfie');
    handOff.close();
    expect(h.tracker.events).toEqual([{ kind: 'handoff-sent', channel: 'qr', attrType: 'core.selfie' }]);
  });

  it('tracks a hand-off code used on the phone by its question, never the code; a refused code is no use', async () => {
    const h = interviewHarness();
    const start = new HandoffStartUseCase(h.service, h.store, h.loader, h.error, h.interview, h.tracker);
    h.service.on('redeemHandoff', () => failure(410, 'TokenRedeemed'));
    await start.execute('H-USED');
    expect(h.tracker.events).toEqual([]);
    h.service.on('redeemHandoff', () => ok({ rprId: 'R1', canary: 'c-1', attrType: 'core.selfie' }));
    await start.execute('H-2');
    expect(h.tracker.events).toEqual([{ kind: 'handoff-used', attrType: 'core.selfie' }]);
  });

  describe('payment results', () => {
    async function paying() {
      const h = interviewHarness();
      h.service.snapshot = snapshotOf({
        questions: [question('core.ssn', { complete: true })],
        balance: { currency: 'USD', amount: 25 },
      });
      await h.loaded();
      const checkout = h.checkout();
      await checkout.prepare();
      for (const field of ['card', 'expiry', 'cvc'] as const)
        checkout.hostedChange(field, { complete: true, error: null });
      checkout.changeName('Pat Applicant');
      checkout.changeZip('78701');
      return { ...h, checkout };
    }

    it('tracks a payment made', async () => {
      const h = await paying();
      await h.checkout.pay();
      expect(h.tracker.of('payment-result')).toEqual([{ kind: 'payment-result', outcome: 'paid' }]);
    });

    it("tracks a card the provider refused, without the provider's message or the card holder", async () => {
      const h = await paying();
      h.cards.nextToken = () => err({ code: 'card_declined', message: 'Your card ending 4242 was declined.' });
      await h.checkout.pay();
      expect(h.tracker.of('payment-result')).toEqual([{ kind: 'payment-result', outcome: 'card-error' }]);
      const sent = JSON.stringify(h.tracker.events);
      for (const value of ['4242', 'Pat Applicant', '78701']) expect(sent).not.toContain(value);
    });

    it('tracks a payment the service refused', async () => {
      const h = await paying();
      h.service.on('pay', async () => failure(402, 'unexpected'));
      await h.checkout.pay();
      expect(h.tracker.of('payment-result')).toEqual([{ kind: 'payment-result', outcome: 'refused' }]);
    });
  });

  it('tracks the error page shown by its reason', () => {
    const h = interviewHarness();
    const page = new ErrorPageViewModel(h.error, h.interview, h.loader, h.startSession, h.navigator, h.tracker);
    page.shown('network-outage');
    expect(h.tracker.events).toEqual([{ kind: 'error-page-shown', reason: 'network-outage' }]);
  });
});
