import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { glsFailure } from '../../application/fakes/fake-business-check-service';
import { uiHarness } from '../support/ui-harness';

const SIGN_IN_HEADING = 'Sign in to continue your application';

describe('the business landing page', () => {
  it("enters the case from the link's auth code and moves on to the business form on /overview", async () => {
    const app = uiHarness();
    app.renderApp('/v2/google-login/42?auth_code=abc');

    await waitFor(() => expect(app.navigator.current).toBe('/overview'));
    expect(app.interview.session).toEqual({ kind: 'business', caseId: 42, enableReturn: false, authCode: 'abc' });
    expect(JSON.stringify([...app.store.entries.values()])).toContain('"authCode":"abc"');
    expect(screen.queryByRole('heading', { name: SIGN_IN_HEADING })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).not.toBeInTheDocument();
    expect(app.navigator.redirects).toEqual([]);
  });

  it('moves on to the form without an auth code when the session cookie already covers the case', async () => {
    const app = uiHarness();
    app.renderApp('/v2/google-login/42');

    await waitFor(() => expect(app.navigator.current).toBe('/overview'));
    expect(app.business.callsTo('authorize')).toEqual([[42, null]]);
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).not.toBeInTheDocument();
  });

  it('shows the sign-in button when not signed in; it sends the browser to the identity service', async () => {
    const app = uiHarness();
    app.business.on('authorize', () => glsFailure(401, 'gls/unauthorized'));
    const { user } = app.renderApp('/v2/google-login/42');

    expect(await screen.findByRole('heading', { level: 1, name: SIGN_IN_HEADING })).toHaveFocus();
    expect(screen.getByText('Sign in with the Google account you use for your business to continue.')).toBeVisible();
    expect(app.navigator.visited).toEqual([]);
    // No logout control: nobody is in yet.
    expect(screen.queryByRole('button', { name: /log ?out/i })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    expect(app.navigator.redirects).toEqual([
      `https://id.example/auth?continue=${encodeURIComponent('https://attest.example/v2/google-login/42')}`,
    ]);
  });

  it('logs out an applicant session before entering a business case', async () => {
    const app = uiHarness();
    app.signIn();
    app.business.on('authorize', () => glsFailure(401, 'gls/unauthorized'));
    app.renderApp('/v2/google-login/7');
    await screen.findByRole('button', { name: 'Sign in with Google' });
    expect(app.service.callsTo('logout')).toHaveLength(1);
    // Nobody is signed in to the case: the tab keeps neither session (ASVS 14.3.1).
    expect(app.store.entries.has('attest.session')).toBe(false);
  });
});

describe("the header's logout in the business flow", () => {
  // Looked up in the header: the business form behind it is a large page for jsdom's role queries.
  const logoutControl = () => within(screen.getByRole('banner')).findByRole('button', { name: 'Log out' });

  async function signedInOwner() {
    const app = uiHarness();
    app.renderApp('/v2/google-login/42?auth_code=abc');
    await waitFor(() => expect(app.navigator.current).toBe('/overview'));
    // user-event's pointer-events check walks the styles of the whole business form: too slow for jsdom.
    return { app, user: userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }) };
  }

  it('ends the business session (DELETE /v1/session), clears it and lands on the sign-in button of the case', async () => {
    const { app, user } = await signedInOwner();
    await user.click(await logoutControl());

    expect(await screen.findByRole('button', { name: 'Sign in with Google' })).toBeVisible();
    expect(app.business.callsTo('endSession')).toHaveLength(1);
    expect(app.service.callsTo('logout')).toHaveLength(0);
    expect(app.navigator.visited).toEqual(['/overview', '/v2/google-login/42']);
    expect(app.interview.businessFlow).toBe(false);
    expect(app.interview.status).not.toBe('error');
    // The landing page stored the case again (without the redeemed code), and did not let the owner back in.
    expect(JSON.stringify([...app.store.entries.values()])).not.toContain('abc');
    // The business form may have redeemed the link's code meanwhile; the landing page did not ask
    // the service to let the owner back in (an authorization without a code).
    expect(app.business.callsTo('authorize').filter(([, code]) => code === null)).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });

  it('reports a failed DELETE /v1/session and still clears the local session', async () => {
    const { app, user } = await signedInOwner();
    app.business.on('endSession', () => glsFailure(500, 'unexpected'));
    await user.click(await logoutControl());

    expect(await screen.findByRole('button', { name: 'Sign in with Google' })).toBeVisible();
    expect(app.reporter.reports).toHaveLength(1);
    expect(String(app.reporter.reports[0]?.error)).toContain('logout failed');
    expect(app.interview.session).toBeNull();
    expect(JSON.stringify([...app.store.entries.values()])).not.toContain('abc');
    expect(app.navigator.visited).toEqual(['/overview', '/v2/google-login/42']);
    expect(app.business.callsTo('authorize')).not.toContainEqual([42, null]);
  });
});
