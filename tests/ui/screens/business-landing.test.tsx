import { screen, waitFor } from '@testing-library/react';
import { uiHarness } from '../support/ui-harness';

describe('the business landing page', () => {
  it("enters the case from the link's auth code and moves on to the business form on /overview", async () => {
    const app = uiHarness();
    app.renderApp('/v2/google-login/42?auth_code=abc');

    await waitFor(() => expect(app.navigator.current).toBe('/overview'));
    expect(app.interview.session).toEqual({ kind: 'business', caseId: 42, enableReturn: false, authCode: 'abc' });
    expect(JSON.stringify([...app.store.entries.values()])).toContain('"authCode":"abc"');
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Sign in to continue your application' })).not.toBeInTheDocument(),
    );
    expect(app.navigator.redirects).toEqual([]);
  });

  it('logs out an applicant session before entering a business case', async () => {
    const app = uiHarness();
    await app.signIn();
    app.renderApp('/v2/google-login/7');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled());
    expect(app.service.callsTo('logout')).toHaveLength(1);
    expect(JSON.stringify([...app.store.entries.values()])).toContain('7');
  });
});
