import { screen, waitFor } from '@testing-library/react';
import { uiHarness } from '../support/ui-harness';

describe('the business landing page', () => {
  it('enters the case from the link, then the sign-in button sends the browser to the identity service', async () => {
    const app = uiHarness();
    const { user } = app.renderApp('/v2/google-login/42?auth_code=abc');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to continue your application' }),
    ).toHaveFocus();
    const signIn = screen.getByRole('button', { name: 'Sign in with Google' });
    await waitFor(() => expect(signIn).toBeEnabled());
    expect(JSON.stringify([...app.store.entries.values()])).toContain('42');
    expect(app.navigator.redirects).toEqual([]);

    await user.click(signIn);
    expect(app.navigator.redirects).toEqual(['https://id.example/auth']);
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
