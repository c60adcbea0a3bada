import { screen } from '@testing-library/react';
import { failure, issuerOf } from '../../application/fakes/fake-interview-service';
import { uiHarness } from '../support/ui-harness';

const base64 = (json: object) => Buffer.from(JSON.stringify(json)).toString('base64');

describe('the error pages', () => {
  it('shows page-not-found for an address outside the route table', async () => {
    uiHarness().renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: "That doesn't seem to be here." })).toHaveFocus();
    expect(document.title).toBe('Attest - Error');
  });

  it('reads the reason from the route parameter, slashes included', async () => {
    uiHarness().renderApp('/error/gls/not-found');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/not found/i);
  });

  it('reads the reason from the base64 reason query when the route has none', async () => {
    uiHarness().renderApp(`/error?reason=${base64({ auth_error: 'unauthorized-ido' })}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Unauthorized' })).toBeInTheDocument();
  });

  it('shows the unexpected texts for an unknown reason or a reason query that is not base64 JSON', async () => {
    uiHarness().renderApp('/error?reason=%%%');
    expect(await screen.findByRole('heading', { level: 1, name: 'Uh oh, something went wrong!' })).toBeInTheDocument();
    expect(
      screen.getByText(
        "We're currently working on this, and should have things back to normal soon. Please try again later.",
      ),
    ).toBeInTheDocument();
  });

  it('offers Try again (a reload) and Back to your questions on the unexpected page of a session', async () => {
    const app = uiHarness();
    app.signIn();
    await app.loader.load();
    const { user } = app.renderApp('/error/unexpected');
    await screen.findByRole('heading', { level: 1, name: 'Uh oh, something went wrong!' });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(app.navigator.reloads).toBe(1);
    await user.click(screen.getByRole('link', { name: 'Back to your questions' }));
    expect(await screen.findByRole('heading', { level: 1, name: /requesting information from you/ })).toBeVisible();
  });

  it('loads the interview again when Back to your questions follows a failed load of the overview', async () => {
    const app = uiHarness();
    app.service.on('loadInterview', () => failure(500, 'unexpected'));
    app.signIn();
    const { user } = app.renderApp('/overview');
    await screen.findByRole('heading', { level: 1, name: 'Uh oh, something went wrong!' });
    app.service.on('loadInterview', async () => ({ ok: true, value: app.service.snapshot }) as const);
    await user.click(screen.getByRole('link', { name: 'Back to your questions' }));
    expect(await screen.findByRole('heading', { level: 1, name: /requesting information from you/ })).toBeVisible();
  });

  it('offers Try again but no way back to questions without a session', async () => {
    uiHarness().renderApp('/error/network-outage');
    await screen.findByRole('heading', { level: 1, name: 'Connection problem' });
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Back to your questions' })).not.toBeInTheDocument();
  });

  it('offers only the way back to the questions on page-not-found', async () => {
    const app = uiHarness();
    app.signIn();
    app.renderApp('/no/such/page');
    await screen.findByRole('heading', { level: 1, name: "That doesn't seem to be here." });
    expect(screen.getByRole('link', { name: 'Back to your questions' })).toHaveAttribute('href', '/overview');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('runs the automatic action of an expired token: a spinner, then the link-expired page', async () => {
    const app = uiHarness();
    app.renderApp('/error/TokenExpired');
    expect(await screen.findByRole('heading', { level: 1, name: 'This link is not working' })).toBeInTheDocument();
    expect(app.navigator.visited).toContain('/unknown-request');
  });

  it('shows the link-expired page when the interview answers that the request is unknown', async () => {
    const app = uiHarness();
    app.service.on('loadInterview', () => failure(404, 'unknown-request'));
    app.signIn();
    app.renderApp('/overview');
    expect(await screen.findByRole('heading', { level: 1, name: 'This link is not working' })).toBeInTheDocument();
  });

  it('shows the link-expired page for a visit without any session', async () => {
    uiHarness().renderApp('/overview');
    expect(await screen.findByRole('heading', { level: 1, name: 'This link is not working' })).toBeInTheDocument();
  });

  it('names the requesting party in the request-timeout message once the issuer is known', async () => {
    const app = uiHarness();
    app.signIn();
    await app.loader.load();
    app.renderApp('/error/request-timeout');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This request link is no longer valid' }),
    ).toBeVisible();
    expect(screen.getByText('Please ask Acme Bank for a new link.')).toBeInTheDocument();
  });

  it("shows the request-timeout message's markup through the sanitiser: the party in bold, its name only text", async () => {
    const app = uiHarness();
    app.service.issuer = issuerOf({ displayName: 'Acme <img src="x" onerror="steal()"> Bank' });
    app.signIn();
    await app.loader.load();
    const { container } = app.renderApp('/error/request-timeout');
    const party = await screen.findByText('Acme <img src="x" onerror="steal()"> Bank', { selector: 'strong' });
    expect(party.closest('p')).toHaveTextContent(
      'Please ask Acme <img src="x" onerror="steal()"> Bank for a new link.',
    );
    expect(container.querySelector('main img')).toBeNull();
  });

  it('draws a warning unlike an error: its own class and icon on the page', async () => {
    const warning = uiHarness().renderApp('/error/cancelled-network-request');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Network issue: request cancelled' });
    expect(heading.closest('section')).toHaveClass('error-page--warning');
    expect(heading.querySelector('.error-page__icon--warning')).toHaveAttribute('aria-hidden', 'true');
    warning.unmount();
    uiHarness().renderApp('/error/unexpected');
    const error = await screen.findByRole('heading', { level: 1, name: 'Uh oh, something went wrong!' });
    expect(error.closest('section')).toHaveClass('error-page--error');
    expect(error.querySelector('.error-page__icon--error')).not.toBeNull();
  });

  it('shows the legacy google-login notice under the Welcome title', async () => {
    uiHarness().renderApp('/google-login');
    expect(await screen.findByRole('heading', { level: 1, name: 'We no longer take applications here' })).toBeVisible();
    expect(document.title).toBe('Attest - Welcome');
  });
});
