import type { AppSettings } from '../../../src/application/ports/app-settings.port';
import { ok } from '../../../src/domain/shared/result';
import type { TransitionAnswer } from '../../../src/application/ports/interview-service.port';
import { TRANSITION_RETRY_MS } from '../../../src/application/view-models/finishing.view-model';
import { deferred, failure, networkFailure, question, snapshotOf } from '../fakes/fake-interview-service';
import { interviewHarness } from './harness';

async function finishingScreen(consentGiven = false, settings: Partial<AppSettings> = {}) {
  const h = interviewHarness({ settings });
  h.service.snapshot = snapshotOf({ questions: [question('core.ssn', { complete: true })], consentGiven });
  await h.loaded();
  return { ...h, screen: h.finishing() };
}

describe('FinishingViewModel', () => {
  it('gives consent first when it was not given, then asks for a transition', async () => {
    const { screen, service, interview } = await finishingScreen(false);
    await screen.start();
    expect(service.calls.filter((c) => c.method === 'giveConsent' || c.method === 'requestTransition')).toEqual([
      { method: 'giveConsent', args: ['R1'] },
      { method: 'requestTransition', args: ['R1'] },
    ]);
    expect(interview.consentGiven).toBe(true);
  });

  it("sends neither consent nor a transition without an applicant's session: 'Session not established.'", async () => {
    const h = interviewHarness();
    h.interview.startSession({ kind: 'business', caseId: 42, enableReturn: false });
    await h.finishing().start();
    expect(h.service.calls.map((call) => call.method)).toEqual([]);
    expect([h.error.reason, h.error.message]).toEqual(['unauthorized-ido', 'Session not established.']);
  });

  it('does not send consent again once given', async () => {
    const { screen, service } = await finishingScreen(true);
    await screen.start();
    expect(service.callsTo('giveConsent')).toEqual([]);
  });

  it('waits for the interview load under way before deciding whether consent is needed', async () => {
    const h = interviewHarness();
    h.service.snapshot = snapshotOf({ questions: [question('core.ssn', { complete: true })], consentGiven: true });
    const held = deferred<Awaited<ReturnType<typeof h.service.loadInterview>>>();
    h.service.on('loadInterview', () => held.promise);
    h.signIn();
    const shell = h.loader.load();
    const starting = h.finishing().start();
    held.resolve(ok(h.service.snapshot));
    await Promise.all([shell, starting]);
    expect(h.service.callsTo('giveConsent')).toEqual([]);
    expect(h.navigator.current).toBe('/done');
  });

  it('sends no consent and asks for no transition in the business flow', async () => {
    const h = interviewHarness();
    h.signIn('?case_id=42&auth_code=A7');
    const screen = h.finishing();
    await screen.start();
    await h.time.advance(3 * TRANSITION_RETRY_MS);
    expect(h.service.callsTo('giveConsent')).toEqual([]);
    expect(h.service.callsTo('requestTransition')).toEqual([]);
    expect(screen.running).toBe(false);
  });

  it('finishes and thanks the applicant when no transition is needed', async () => {
    const { screen, interview, navigator } = await finishingScreen(true);
    await screen.start();
    expect(interview.status).toBe('finished');
    expect(interview.stageRoute).toBe('/done');
    expect(navigator.current).toBe('/done');
    expect(screen.running).toBe(false);
  });

  it('moves to transition and follows a ready transition URI', async () => {
    const { screen, service, interview, navigator } = await finishingScreen(true);
    service.on('requestTransition', async () =>
      ok({ status: 'transitionReady' as const, transitionUri: 'https://next.example/step?x=1' }),
    );
    await screen.start();
    expect(interview.status).toBe('transition');
    expect(navigator.redirects).toEqual(['https://next.example/step?x=1']);
  });

  it('refuses an unsafe transition URI, finishes instead and reports it', async () => {
    const { screen, service, interview, navigator, reporter } = await finishingScreen(true);
    service.on('requestTransition', async () =>
      ok({ status: 'transitionReady' as const, transitionUri: 'javascript:alert(1)' }),
    );
    await screen.start();
    expect(navigator.redirects).toEqual([]);
    expect(interview.status).toBe('finished');
    expect(navigator.current).toBe('/done');
    expect(reporter.reports).toHaveLength(1);
  });

  it.each([
    ['an allowed origin', 'https://next.example/step', ['https://next.example/step']],
    ['the same host on another port', 'https://next.example:8443/step', []],
    ['another host', 'https://evil.example/step', []],
    ['a subdomain of an allowed host', 'https://a.next.example/step', []],
  ])(
    'follows a transition URI to %s only when the configuration lists its origin (ASVS 3.7.2)',
    async (_case, uri, followed) => {
      const { screen, service, navigator, reporter } = await finishingScreen(true, {
        redirectOrigins: ['https://attest.example', 'https://next.example'],
      });
      service.on('requestTransition', async () => ok({ status: 'transitionReady' as const, transitionUri: uri }));
      await screen.start();
      expect(navigator.redirects).toEqual(followed);
      expect(reporter.reports).toHaveLength(followed.length === 0 ? 1 : 0);
    },
  );

  it('asks again every second while the answer does not come through', async () => {
    const { screen, service, time, navigator } = await finishingScreen(true);
    const answers = [networkFailure(), networkFailure()];
    service.on('requestTransition', async () => answers.shift() ?? ok({ status: 'transitionNotNeeded' as const }));
    await screen.start();
    expect(service.callsTo('requestTransition')).toHaveLength(1);
    await time.advance(TRANSITION_RETRY_MS - 1);
    expect(service.callsTo('requestTransition')).toHaveLength(1);
    await time.advance(1);
    expect(service.callsTo('requestTransition')).toHaveLength(2);
    await time.advance(TRANSITION_RETRY_MS);
    expect(service.callsTo('requestTransition')).toHaveLength(3);
    expect(navigator.current).toBe('/done');
    await time.advance(5 * TRANSITION_RETRY_MS);
    expect(service.callsTo('requestTransition')).toHaveLength(3);
  });

  it('does not ask again while a transition request is under way', async () => {
    const { screen, service, time, navigator } = await finishingScreen(true);
    const held = deferred<Awaited<ReturnType<typeof service.requestTransition>>>();
    service.on('requestTransition', () => held.promise);
    const starting = screen.start();
    await time.advance(3 * TRANSITION_RETRY_MS + 500);
    expect(service.callsTo('requestTransition')).toHaveLength(1);
    held.resolve(ok<TransitionAnswer>({ status: 'transitionNotNeeded' }));
    await starting;
    expect(navigator.current).toBe('/done');
    expect(time.waiting).toBe(0);
  });

  it('shows the error page and stops when consent is refused', async () => {
    const { screen, service, error, time } = await finishingScreen(false);
    service.on('giveConsent', async () => failure(401, 'unauthorized-ido'));
    await screen.start();
    await time.advance(3 * TRANSITION_RETRY_MS);
    expect(error.reason).toBe('unauthorized-ido');
    expect(service.callsTo('requestTransition')).toEqual([]);
  });

  it('stops asking when the transition request is answered with an error', async () => {
    const { screen, service, error, time } = await finishingScreen(true);
    service.on('requestTransition', async () => failure(404, 'unknown-request'));
    await screen.start();
    await time.advance(3 * TRANSITION_RETRY_MS);
    expect(error.reason).toBe('unknown-request');
    expect(service.callsTo('requestTransition')).toHaveLength(1);
  });

  it('stops asking when the screen is left', async () => {
    const { screen, service, time } = await finishingScreen(true);
    service.on('requestTransition', async () => networkFailure());
    await screen.start();
    screen.stop();
    await time.advance(5 * TRANSITION_RETRY_MS);
    expect(service.callsTo('requestTransition')).toHaveLength(1);
  });
});
