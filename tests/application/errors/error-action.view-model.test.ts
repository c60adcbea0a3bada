import type { ServiceError } from '../../../src/application/ports/service-error';
import { ErrorActionUseCase } from '../../../src/application/use-cases/error-action.use-case';
import { SESSION_KEY } from '../../../src/application/use-cases/stored-session';
import { ErrorActionViewModel } from '../../../src/application/view-models/error-action.view-model';
import { ErrorViewModel } from '../../../src/application/view-models/error.view-model';
import { InterviewStore } from '../../../src/application/view-models/interview.store';
import { SnackbarViewModel } from '../../../src/application/view-models/snackbar.view-model';
import type { ErrorReason } from '../../../src/domain/errors/error-reason';
import { settingsOf } from '../fakes/fake-app-settings';
import { FakeErrorReporter } from '../fakes/fake-error-reporter';
import { FakeNavigator } from '../fakes/fake-navigator';
import { FakeSessionStore } from '../fakes/fake-session-store';
import { FakeTime } from '../fakes/fake-time';
import { languageStoreOf } from '../fakes/fake-language';

const settings = settingsOf();

function harness(options: { pathname?: string; stored?: unknown } = {}) {
  const time = new FakeTime();
  const navigator = new FakeNavigator({
    origin: 'https://attest.example',
    host: 'attest.example',
    pathname: options.pathname ?? '/overview',
    search: '',
  });
  const store = new FakeSessionStore();
  if (options.stored !== undefined) store.write(SESSION_KEY, options.stored);
  const error = new ErrorViewModel();
  const snackbar = new SnackbarViewModel(time);
  const reporter = new FakeErrorReporter();
  const interview = new InterviewStore(navigator, time, languageStoreOf(time));
  const actions = new ErrorActionViewModel(
    error,
    snackbar,
    new ErrorActionUseCase(navigator, store, settings, interview),
    reporter,
  );
  return { time, navigator, store, error, snackbar, reporter, interview, actions };
}

const httpFailure = (status: number, reason: ErrorReason): ServiceError => ({
  kind: 'http',
  status,
  reason,
  message: `HTTP ${status}`,
});

const BUSINESS_SESSION = { caseId: 42, enableReturn: false, authCode: 'code-1' };
const INTERVIEW_SESSION = { rprId: 'R1', canary: 'c-1', enableReturn: false };

describe('ErrorActionViewModel', () => {
  it.each<ErrorReason>([
    'unknown-request',
    'NoCredentialsSpecified',
    'InvalidCredentialsSpecified',
    'TokenExpired',
    'TokenRedeemed',
    'TokenVerificationFailed',
    'TokenSubjectDomainMismatch',
    'TokenInvalidDomainMismatch',
  ])('sends %s to the link-expired route', (reason) => {
    const h = harness({ stored: INTERVIEW_SESSION });
    h.error.fail(reason);
    expect(h.actions.run()).toEqual({ kind: 'route', path: '/unknown-request' });
    expect(h.navigator.visited).toEqual(['/unknown-request']);
    expect(h.store.read(SESSION_KEY)).toEqual(INTERVIEW_SESSION);
  });

  it('does not navigate again when the browser is already on the link-expired route', () => {
    const h = harness({ pathname: '/unknown-request' });
    h.error.fail('unknown-request');
    h.actions.run();
    expect(h.navigator.visited).toEqual([]);
    expect(h.error.reason).toBe('unknown-request');
  });

  it.each<ErrorReason>(['gls/unauthorized', 'gls/forbidden'])(
    'redirects %s without a business session to the registration-not-found page',
    (reason) => {
      const h = harness({ stored: INTERVIEW_SESSION });
      h.error.fail(reason);
      h.actions.run();
      expect(h.navigator.redirects).toEqual(['https://ads.example/registration-not-found']);
      expect(h.navigator.visited).toEqual([]);
    },
  );

  it('sends a refused business session to its business verification route and clears the error', () => {
    const h = harness({ stored: BUSINESS_SESSION });
    h.actions.failWith(httpFailure(403, 'gls/forbidden'));
    expect(h.navigator.visited).toEqual(['/v2/google-login/42']);
    expect(h.navigator.redirects).toEqual([]);
    expect(h.error.reason).toBeNull();
    expect(h.store.read(SESSION_KEY)).toEqual(BUSINESS_SESSION);
  });

  it('on an expired session shows the snackbar, logs out of browser storage, then lands on the case', () => {
    const h = harness({ stored: BUSINESS_SESSION });
    h.interview.startSession({ kind: 'business', caseId: 42, enableReturn: false, authCode: 'code-1' });
    h.actions.failWith(httpFailure(440, 'gls/session-expired'));
    expect(h.snackbar.current?.message).toBe('Your session has expired, please log in again.');
    expect(h.snackbar.current?.permanent).toBe(false);
    expect(h.store.read(SESSION_KEY)).toBeNull();
    expect(h.navigator.visited).toEqual(['/v2/google-login/42']);
    expect(h.error.reason).toBeNull();
  });

  it('sends an expired session without a case to the link-expired route', () => {
    const h = harness({ stored: INTERVIEW_SESSION });
    h.error.fail('gls/session-expired');
    h.actions.run();
    expect(h.store.read(SESSION_KEY)).toBeNull();
    expect(h.navigator.visited).toEqual(['/unknown-request']);
  });

  it('shows one snackbar when the action runs twice', () => {
    const h = harness({ stored: BUSINESS_SESSION });
    h.error.fail('gls/session-expired');
    h.actions.run('gls/session-expired');
    h.actions.run('gls/session-expired');
    expect(h.snackbar.queue).toHaveLength(1);
  });

  it('shows a spinner only while the reason has an automatic action', () => {
    const h = harness();
    expect(h.actions.showsSpinner).toBe(false);
    h.error.fail('network-outage');
    expect(h.actions.showsSpinner).toBe(false);
    h.error.fail('TokenExpired');
    expect(h.actions.showsSpinner).toBe(true);
    expect(h.actions.showsSpinnerFor('gls/unauthorized')).toBe(true);
    expect(h.actions.showsSpinnerFor('page-not-found')).toBe(false);
    expect(h.actions.showsSpinnerFor(null)).toBe(false);
  });

  it('leaves a reason without an action on the error page', () => {
    const h = harness();
    expect(h.actions.failWith(httpFailure(404, 'gls/not-found'))).toBeNull();
    expect(h.error.reason).toBe('gls/not-found');
    expect(h.navigator.visited).toEqual([]);
    expect(h.navigator.redirects).toEqual([]);
  });

  it('shows a network failure as cancelled-network-request', () => {
    const h = harness();
    h.actions.failWith({ kind: 'network', reason: 'cancelled-network-request', message: 'Network issue' });
    expect(h.error.reason).toBe('cancelled-network-request');
    expect(h.error.message).toBe('Network issue');
  });

  it('reports a malformed answer and shows it as unexpected', () => {
    const h = harness();
    h.actions.failWith({ kind: 'malformed', reason: 'unexpected', message: 'status must be a string' });
    expect(h.error.reason).toBe('unexpected');
    expect(h.reporter.reports).toHaveLength(1);
  });

  it('shows a refused address that reached the error page as unexpected', () => {
    const h = harness();
    h.actions.failWith({ kind: 'invalid-business-address', status: 400, message: 'bad address' });
    expect(h.error.reason).toBe('unexpected');
  });

  it('treats an unreadable stored session as no business session', () => {
    const h = harness({ stored: { caseId: 'not a number' } });
    h.error.fail('gls/unauthorized');
    h.actions.run();
    expect(h.navigator.redirects).toEqual(['https://ads.example/registration-not-found']);
  });
});
