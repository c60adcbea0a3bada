import type { AppSettings } from '../../../src/application/ports/app-settings.port';
import { LogoutUseCase } from '../../../src/application/use-cases/logout.use-case';
import { ErrorViewModel } from '../../../src/application/view-models/error.view-model';
import { StartSessionUseCase } from '../../../src/application/use-cases/start-session.use-case';
import { SESSION_KEY } from '../../../src/application/use-cases/stored-session';
import { BusinessLandingViewModel } from '../../../src/application/view-models/business-landing.view-model';
import { InterviewStore } from '../../../src/application/view-models/interview.store';
import { settingsOf } from '../fakes/fake-app-settings';
import { FakeBusinessCheckService, glsFailure } from '../fakes/fake-business-check-service';
import { FakeDeviceProfile } from '../fakes/fake-device-profile';
import { FakeErrorReporter } from '../fakes/fake-error-reporter';
import { FakeInterviewService } from '../fakes/fake-interview-service';
import { FakeNavigator } from '../fakes/fake-navigator';
import { FakeSessionStore } from '../fakes/fake-session-store';
import { FakeTime } from '../fakes/fake-time';
import { languageStoreOf } from '../fakes/fake-language';
import { ok } from '../../../src/domain/shared/result';

function landingHarness(stored?: unknown, settings: Partial<AppSettings> = {}, cookies = true) {
  const store = new FakeSessionStore();
  if (stored !== undefined) store.write(SESSION_KEY, stored);
  const interviewService = new FakeInterviewService();
  const service = new FakeBusinessCheckService();
  const navigator = new FakeNavigator();
  const reporter = new FakeErrorReporter();
  const interview = new InterviewStore(navigator, new FakeTime(), languageStoreOf());
  const logout = new LogoutUseCase(
    interviewService,
    store,
    service,
    navigator,
    interview,
    new ErrorViewModel(),
    reporter,
  );
  const landing = new BusinessLandingViewModel(
    new StartSessionUseCase(store, interviewService),
    logout,
    service,
    store,
    navigator,
    settingsOf(settings),
    reporter,
    interview,
    new FakeDeviceProfile(undefined, true, { webAssembly: true, cookies }),
  );
  return { store, interviewService, service, navigator, reporter, interview, logout, landing };
}

describe('BusinessLandingViewModel', () => {
  it('shows the cookies-needed page when the browser refuses cookies, before storing or asking anything', async () => {
    const h = landingHarness(undefined, {}, false);
    await h.landing.enter(42, 'code-1');
    expect(h.navigator.visited).toEqual(['/error/cookies-needed']);
    expect(h.store.read(SESSION_KEY)).toBeNull();
    expect(h.service.calls).toEqual([]);
    expect(h.landing.phase).toBe('entering');
  });

  it('starts a business session for the case and its code when none is stored', async () => {
    const h = landingHarness();
    await h.landing.enter(42, 'code-1');
    expect(h.landing.change).toBe('start');
    expect(h.store.read(SESSION_KEY)).toEqual({ caseId: 42, enableReturn: false, authCode: 'code-1' });
    expect(h.service.callsTo('endSession')).toHaveLength(0);
  });

  it("starts the page's business session and moves on to the business form with the link's auth code", async () => {
    const h = landingHarness();
    await h.landing.enter(42, 'code-1');
    expect(h.interview.businessFlow).toBe(true);
    expect(h.interview.session).toEqual({ kind: 'business', caseId: 42, enableReturn: false, authCode: 'code-1' });
    expect(h.navigator.visited).toEqual(['/overview']);
    expect(h.reporter.user).toEqual({ email: null, businessFlow: true, issuerId: null });
  });

  it('moves on to the form only after the old session has ended', async () => {
    const h = landingHarness({ caseId: 7, enableReturn: false });
    const visitedAtEnd: string[][] = [];
    h.service.on('endSession', () => {
      visitedAtEnd.push([...h.navigator.visited]);
      return ok(undefined);
    });
    await h.landing.enter(42, 'code-2');
    expect(visitedAtEnd).toEqual([[]]);
    expect(h.navigator.visited).toEqual(['/overview']);
  });

  it('keeps the session of the same case without logging out', async () => {
    const stored = { caseId: 42, enableReturn: false, authCode: 'code-1' };
    const h = landingHarness(stored);
    await h.landing.enter(42);
    expect(h.landing.change).toBe('keep');
    expect(h.store.read(SESSION_KEY)).toEqual(stored);
    expect(h.service.callsTo('endSession')).toHaveLength(0);
  });

  it('ends the old business session on the service when the case changes', async () => {
    const h = landingHarness({ caseId: 7, enableReturn: false });
    await h.landing.enter(42, 'code-2');
    expect(h.landing.change).toBe('replace');
    expect(h.service.callsTo('endSession')).toHaveLength(1);
    expect(h.store.read(SESSION_KEY)).toEqual({ caseId: 42, enableReturn: false, authCode: 'code-2' });
  });

  it('logs an interview session out before starting the case', async () => {
    const h = landingHarness({ rprId: 'R1', canary: 'c-1', enableReturn: false });
    await h.landing.enter(42);
    expect(h.interviewService.callsTo('logout')).toHaveLength(1);
    expect(h.store.read(SESSION_KEY)).toEqual({ caseId: 42, enableReturn: false });
  });

  it('starts the new session even when the old one could not be ended, and reports it', async () => {
    const h = landingHarness({ caseId: 42, enableReturn: false, authCode: 'old' });
    h.service.on('endSession', () => glsFailure(440, 'gls/session-expired'));
    await h.landing.enter(42, 'new');
    expect(h.store.read(SESSION_KEY)).toEqual({ caseId: 42, enableReturn: false, authCode: 'new' });
    expect(h.reporter.reports).toHaveLength(1);
  });

  it('goes on to the form without an auth code when the session cookie already covers the case', async () => {
    const h = landingHarness();
    await h.landing.enter(42);
    expect(h.service.callsTo('authorize')).toEqual([[42, null]]);
    expect(h.landing.phase).toBe('entered');
    expect(h.interview.businessFlow).toBe(true);
    expect(h.navigator.visited).toEqual(['/overview']);
  });

  it('does not ask the service before going on with the link auth code (the form redeems it)', async () => {
    const h = landingHarness();
    await h.landing.enter(42, 'code-1');
    expect(h.service.callsTo('authorize')).toEqual([]);
    expect(h.landing.phase).toBe('entered');
  });

  it.each([
    [401, 'gls/unauthorized'],
    [403, 'gls/forbidden'],
    [440, 'gls/session-expired'],
  ] as const)('shows the sign-in button when the check answers %i, without reporting it', async (status, reason) => {
    const h = landingHarness();
    h.service.on('authorize', () => glsFailure(status, reason));
    const entering = h.landing.enter(42);
    expect(h.landing.phase).toBe('entering');
    await entering;
    expect(h.landing.phase).toBe('sign-in');
    expect(h.navigator.visited).toEqual([]);
    expect(h.interview.session).toBeNull();
    expect(h.reporter.reports).toEqual([]);
    // Nobody is in: the tab keeps nothing of the case's session (ASVS 14.3.1).
    expect(h.store.read(SESSION_KEY)).toBeNull();
  });

  it('shows the sign-in button without asking the service right after a logout of the case in this page', async () => {
    const h = landingHarness();
    h.interview.startSession({ kind: 'business', caseId: 42, enableReturn: false });
    h.logout.leave({ kind: 'business', caseId: 42, enableReturn: false });
    await h.landing.enter(42);
    expect(h.service.callsTo('authorize')).toEqual([]);
    expect(h.landing.phase).toBe('sign-in');
    expect(h.interview.session).toBeNull();
    expect(h.navigator.visited).toEqual(['/v2/google-login/42']);

    // Only once: entering again (say, back from signing in) asks the service.
    await h.landing.enter(42);
    expect(h.service.callsTo('authorize')).toEqual([[42, null]]);
  });

  it('asks the service as usual after a logout of another case', async () => {
    const h = landingHarness();
    h.logout.leave({ kind: 'business', caseId: 7, enableReturn: false });
    await h.landing.enter(42);
    expect(h.service.callsTo('authorize')).toEqual([[42, null]]);
  });

  it('ends the business session the store still held when the owner turns out not to be in', async () => {
    const h = landingHarness({ caseId: 42, enableReturn: false });
    h.interview.startSession({ kind: 'business', caseId: 42, enableReturn: false });
    h.service.on('authorize', () => glsFailure(401, 'gls/unauthorized'));
    await h.landing.enter(42);
    expect(h.landing.phase).toBe('sign-in');
    expect(h.interview.businessFlow).toBe(false);
  });

  it('shows the sign-in button on any other failed check too, and reports that one', async () => {
    const h = landingHarness();
    h.service.on('authorize', () => glsFailure(500, 'unexpected'));
    await h.landing.enter(42);
    expect(h.landing.phase).toBe('sign-in');
    expect(h.reporter.reports).toHaveLength(1);
  });

  it("sends the sign-in button to the identity service with the case's landing page as the return address", async () => {
    const h = landingHarness();
    h.service.on('authorize', () => glsFailure(401, 'gls/unauthorized'));
    await h.landing.enter(42);
    h.landing.signIn();
    expect(h.navigator.redirects).toEqual([
      `https://id.example/auth?continue=${encodeURIComponent('https://attest.example/v2/google-login/42')}`,
    ]);
  });

  it('shows the unexpected-error page instead of a dead button when the sign-in address cannot be followed', async () => {
    const h = landingHarness(undefined, { signInUrl: '/api/gls/v1/auth' });
    h.service.on('authorize', () => glsFailure(401, 'gls/unauthorized'));
    await h.landing.enter(42);
    h.landing.signIn();
    expect(h.navigator.redirects).toEqual([]);
    expect(h.navigator.visited).toEqual(['/error/unexpected']);
    expect(h.reporter.reports).toHaveLength(1);
  });
});
