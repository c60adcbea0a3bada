import { ErrorActionUseCase } from '../../../src/application/use-cases/error-action.use-case';
import { businessLandingPath } from '../../../src/domain/session/resolve-route';
import { SESSION_KEY } from '../../../src/application/use-cases/stored-session';
import { InterviewStore } from '../../../src/application/view-models/interview.store';
import { settingsOf } from '../fakes/fake-app-settings';
import { FakeTime } from '../fakes/fake-time';
import { languageStoreOf } from '../fakes/fake-language';
import { FakeNavigator } from '../fakes/fake-navigator';
import { FakeSessionStore } from '../fakes/fake-session-store';

function setup(stored?: unknown) {
  const navigator = new FakeNavigator();
  const store = new FakeSessionStore();
  if (stored !== undefined) store.write(SESSION_KEY, stored);
  const interview = new InterviewStore(navigator, new FakeTime(), languageStoreOf());
  return { navigator, store, interview, useCase: new ErrorActionUseCase(navigator, store, settingsOf(), interview) };
}

describe('ErrorActionUseCase', () => {
  it('goes to the link-expired route, replacing the failed page in the history', () => {
    const { navigator, useCase } = setup();
    const go = jest.spyOn(navigator, 'go');
    expect(useCase.execute('unknown-request')).toEqual({ kind: 'route', path: '/unknown-request' });
    expect(go).toHaveBeenCalledWith('/unknown-request', { replace: true });
  });

  it('leaves for the configured page when a registration is not found', () => {
    const { navigator, useCase } = setup();
    expect(useCase.execute('registration-not-found')).toEqual({
      kind: 'external',
      url: 'https://ads.example/registration-not-found',
    });
    expect(navigator.redirects).toEqual(['https://ads.example/registration-not-found']);
  });

  it('logs out locally on session-expired: the stored session and the chat go, as with the logout control', () => {
    const { store, useCase } = setup({ caseId: 9, enableReturn: false });
    store.write('attest.chat', { messages: [] });
    useCase.execute('session-expired');
    expect(store.read(SESSION_KEY)).toBeNull();
    expect(store.read('attest.chat')).toBeNull();
  });

  it('keeps the stored session for the other actions', () => {
    const { store, useCase } = setup({ caseId: 9, enableReturn: false });
    useCase.execute('registration-not-found');
    useCase.execute('unknown-request');
    expect(store.read(SESSION_KEY)).toEqual({ caseId: 9, enableReturn: false });
  });

  it("sends a refused business session (gls/unauthorized, gls/forbidden) to its case's landing page, not away", () => {
    const { navigator, store, useCase } = setup({ caseId: 9, enableReturn: false, authCode: 'c' });
    expect(useCase.execute('registration-not-found')).toEqual({ kind: 'route', path: '/v2/google-login/9' });
    expect(navigator.visited).toEqual(['/v2/google-login/9']);
    expect(navigator.redirects).toEqual([]);
    expect(store.read(SESSION_KEY)).not.toBeNull();
  });

  it('logs an expired business session out of browser storage, then lands on its case, whose page forgets it', () => {
    const { navigator, store, interview, useCase } = setup({ caseId: 9, enableReturn: false });
    interview.startSession({ kind: 'business', caseId: 9, enableReturn: false });
    expect(useCase.execute('session-expired')).toEqual({ kind: 'route', path: '/v2/google-login/9' });
    expect(store.read(SESSION_KEY)).toBeNull();
    // Still the page's until the landing page shows (BusinessLandingViewModel forgets it there): the
    // form's route, seeing it gone, would move to the logged-out page after this move.
    expect(interview.businessFlow).toBe(true);
    expect(interview.status).not.toBe('loggedOut');
    expect(navigator.visited).toEqual(['/v2/google-login/9']);
  });

  it("takes the page's business session when browser storage holds none", () => {
    const { navigator, interview, useCase } = setup();
    interview.startSession({ kind: 'business', caseId: 5, enableReturn: false });
    useCase.execute('registration-not-found');
    expect(navigator.visited).toEqual(['/v2/google-login/5']);
  });

  it("sends an expired session without a case to the link-expired route, the page's session forgotten", () => {
    const { navigator, store, interview, useCase } = setup({ rprId: 'R1', canary: 'c-1', enableReturn: false });
    expect(useCase.execute('session-expired')).toEqual({ kind: 'route', path: '/unknown-request' });
    expect(store.read(SESSION_KEY)).toBeNull();
    expect(interview.status).toBe('loggedOut');
    expect(navigator.visited).toEqual(['/unknown-request']);
  });

  it('builds the business landing path without the redeemed auth code', () => {
    expect(businessLandingPath(1234)).toBe('/v2/google-login/1234');
  });
});
