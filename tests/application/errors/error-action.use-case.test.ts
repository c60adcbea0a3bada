import { businessLandingPath, ErrorActionUseCase } from '../../../src/application/use-cases/error-action.use-case';
import { SESSION_KEY } from '../../../src/application/use-cases/start-session.use-case';
import { settingsOf } from '../fakes/fake-app-settings';
import { FakeNavigator } from '../fakes/fake-navigator';
import { FakeSessionStore } from '../fakes/fake-session-store';

function setup(stored?: unknown) {
  const navigator = new FakeNavigator();
  const store = new FakeSessionStore();
  if (stored !== undefined) store.write(SESSION_KEY, stored);
  return { navigator, store, useCase: new ErrorActionUseCase(navigator, store, settingsOf()) };
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

  it('removes only the stored session on session-expired', () => {
    const { store, useCase } = setup({ caseId: 9, enableReturn: false });
    store.write('attest.chat', { kept: true });
    useCase.execute('session-expired');
    expect(store.read(SESSION_KEY)).toBeNull();
    expect(store.read('attest.chat')).toEqual({ kept: true });
  });

  it('keeps the stored session for the other actions', () => {
    const { store, useCase } = setup({ caseId: 9, enableReturn: false });
    useCase.execute('registration-not-found');
    useCase.execute('unknown-request');
    expect(store.read(SESSION_KEY)).toEqual({ caseId: 9, enableReturn: false });
  });

  it('builds the business landing path without the redeemed auth code', () => {
    expect(businessLandingPath(1234)).toBe('/v2/google-login/1234');
  });
});
