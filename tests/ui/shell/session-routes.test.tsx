import { act, screen, waitFor, within } from '@testing-library/react';
import { SESSION_KEY } from '../../../src/application/use-cases/stored-session';
import { businessCaseOf } from '../../application/fakes/fake-business-check-service';
import { question } from '../../application/fakes/fake-interview-service';
import { uiHarness } from '../support/ui-harness';

const STAY = 'Please stay on this page until your information has been sent.';

/** A business owner's page load on `path` (a reload there): the stored session of case 42, started from storage. */
function businessOwnerAt(path: string) {
  const app = uiHarness();
  app.store.write(SESSION_KEY, { caseId: 42, enableReturn: false });
  app.business.businessCase = businessCaseOf({});
  app.signIn(undefined, '');
  return { app, ...app.renderApp(path) };
}

describe("a business owner on the interview's routes", () => {
  it.each(['/question/core-ssn', '/pay', '/finishing', '/done', '/status'])(
    'goes from %s to the business form, never calling the interview service',
    async (path) => {
      const { app } = businessOwnerAt(path);
      expect(await screen.findByRole('heading', { level: 1, name: /^Business verification/ })).toBeVisible();
      expect(document.title).toBe('Attest - Overview');
      expect(app.service.callsTo('loadInterview')).toHaveLength(0);
    },
  );
});

describe("an applicant's logout", () => {
  const logoutControl = () => within(screen.getByRole('banner')).findByRole('button', { name: 'Log out' });

  it('is in the header; it ends the session (DELETE /auth) and lands on the logged-out page', async () => {
    const app = uiHarness();
    app.signIn([question('core.ssn', { type: 'ssn', metadata: { title: 'Social Security Number' } })]);
    const { user } = app.renderApp('/overview');
    await screen.findByRole('link', { name: /Social Security Number/ });
    await user.click(await logoutControl());

    expect(await screen.findByRole('heading', { level: 1, name: 'You have logged out' })).toHaveFocus();
    expect(
      screen.getByText(
        'Your session on this device has ended. To come back, return to the text or email where you received ' +
          'your request and click the original link.',
      ),
    ).toBeVisible();
    expect(document.title).toBe('Attest - Logged out');
    expect(app.service.callsTo('logout')).toHaveLength(1);
    expect(app.store.entries.has(SESSION_KEY)).toBe(false);
    expect(within(screen.getByRole('banner')).queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
    // Nothing of the applicant's is left on the page: the header is the brand's again.
    expect(screen.getByRole('banner')).toHaveTextContent('Attest');
  });

  it('is refused, saying why, while a submission is in flight', async () => {
    const app = uiHarness();
    app.signIn([question('core.ssn', { type: 'ssn', metadata: { title: 'Social Security Number' } })]);
    const { user } = app.renderApp('/overview');
    await screen.findByRole('link', { name: /Social Security Number/ });
    act(() => app.interview.setInFlight(['core.ssn'], true));
    await user.click(await logoutControl());
    expect(await screen.findByRole('alert')).toHaveTextContent(STAY);
    expect(app.service.callsTo('logout')).toHaveLength(0);
  });

  it('is not offered without a session (the link-expired page)', async () => {
    uiHarness().renderApp('/unknown-request');
    await screen.findByRole('heading', { level: 1 });
    expect(within(screen.getByRole('banner')).queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });
});

describe('the navigation guard says why the page stays', () => {
  it('on Back or Forward refused by the browser navigator', async () => {
    const app = uiHarness();
    app.signIn();
    app.renderApp('/overview');
    await screen.findByRole('heading', { level: 1, name: /requesting information from you/ });
    act(() => app.interview.setInFlight(['core.ssn'], true));
    act(() => app.navigator.pressBack());
    expect(await screen.findByRole('alert')).toHaveTextContent(STAY);
  });

  it('on an in-app link while a business save is in flight', async () => {
    const app = uiHarness();
    app.signIn([question('core.ssn', { type: 'ssn', metadata: { title: 'Social Security Number' } })]);
    const { user } = app.renderApp('/overview');
    const link = await screen.findByRole('link', { name: /Social Security Number/ });
    // What BusinessCaseViewModel.submit sets while the save runs (the store's flags are not involved).
    act(() => app.navigator.guardLeaving('Your data are still not sent. Do you want to abort the submission?'));
    await user.click(link);
    expect(await screen.findByRole('alert')).toHaveTextContent(STAY);
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: /requesting information from you/ })).toBeVisible(),
    );
  });
});
