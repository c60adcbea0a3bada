import { LogoutUseCase } from '../../../src/application/use-cases/logout.use-case';
import { SESSION_KEY, StartSessionUseCase } from '../../../src/application/use-cases/start-session.use-case';
import { BusinessLandingViewModel } from '../../../src/application/view-models/business-landing.view-model';
import { settingsOf } from '../fakes/fake-app-settings';
import { FakeBusinessCheckService, glsFailure } from '../fakes/fake-business-check-service';
import { FakeErrorReporter } from '../fakes/fake-error-reporter';
import { FakeInterviewService } from '../fakes/fake-interview-service';
import { FakeNavigator } from '../fakes/fake-navigator';
import { FakeSessionStore } from '../fakes/fake-session-store';

function landingHarness(stored?: unknown) {
  const store = new FakeSessionStore();
  if (stored !== undefined) store.write(SESSION_KEY, stored);
  const interviewService = new FakeInterviewService();
  const service = new FakeBusinessCheckService();
  const navigator = new FakeNavigator();
  const reporter = new FakeErrorReporter();
  const landing = new BusinessLandingViewModel(
    new StartSessionUseCase(store, interviewService),
    new LogoutUseCase(interviewService, store),
    service,
    store,
    navigator,
    settingsOf(),
    reporter,
  );
  return { store, interviewService, service, navigator, reporter, landing };
}

describe('BusinessLandingViewModel', () => {
  it('starts a business session for the case and its code when none is stored', async () => {
    const h = landingHarness();
    await h.landing.enter(42, 'code-1');
    expect(h.landing.change).toBe('start');
    expect(h.store.read(SESSION_KEY)).toEqual({ caseId: 42, enableReturn: false, authCode: 'code-1' });
    expect(h.service.callsTo('endSession')).toHaveLength(0);
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

  it("sends the sign-in button to the identity service's auth path", () => {
    const h = landingHarness();
    h.landing.signIn();
    expect(h.navigator.redirects).toEqual(['https://id.example/auth']);
  });
});
