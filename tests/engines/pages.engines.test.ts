import { createScenario, origin } from '../e2e/support/browser';
import { DEVICES } from './support/driver';
import { heading } from './support/interview';
import { useEngine } from './support/use-engine';
import { visit } from './support/visit';

// Screens an applicant reaches straight from a link, in the engine of this run: the thank-you
// page of a request in process (with the 14-day notice), the status page in each state, the
// terminated page, the expired link and page-not-found (spec 000 §2, §4, §5).

describe.each(DEVICES)('pages reached from a link (%s)', (device) => {
  const session = useEngine(device);

  it('tells an applicant whose request is in process for 14 days about the delay on the thank-you page', async () => {
    const { page } = session();
    await page.goto(await createScenario('applicant-processing-14-days'));
    await page.waitForPath('/done');
    await heading(page, 'Thank you for submitting your information to Acme Staffing').waitFor();
    const notice = page.getByRole('status').filter({ hasText: 'Verification is taking much longer than usual.' });
    await notice.getByRole('link', { name: 'Open a support ticket' }).waitFor();
    await visit(page, 'applicant-processing-14-days', 'done', device);
  });

  it.each([
    ['applicant-complete', 'Your information verification has completed successfully', 'Complete'],
    ['applicant-timeout', 'This verification has expired due to lack of response', 'Timed Out'],
    ['applicant-canceled', 'This verification has been canceled', 'Canceled'],
  ])('shows the status page of %s', async (scenario, alert, label) => {
    const { page } = session();
    await page.goto(await createScenario(scenario));
    await page.waitForPath('/status');
    await page.getByRole('main').locator('[role="alert"], [role="status"]').filter({ hasText: alert }).waitFor();
    await page.getByRole('heading', { name: 'What happens next?' }).waitFor();
    await page
      .getByRole('definition')
      .filter({ hasText: new RegExp(`^${label}$`) })
      .waitFor();
    await visit(page, scenario, 'status', device);
  });

  it('shows the terminated page for a canceled insurance self-attestation', async () => {
    const { page } = session();
    await page.goto(await createScenario('applicant-insurance-canceled'));
    await page.waitForPath('/status');
    await page.getByRole('heading', { level: 1, name: /no longer available/i }).waitFor();
    await page.getByRole('link', { name: /privacy policy/i }).waitFor();
    await visit(page, 'applicant-insurance-canceled', 'terminated', device);
  });

  it('explains an expired link', async () => {
    const { page } = session();
    await page.goto(await createScenario('expired-link'));
    await page.waitForPath('/unknown-request');
    await heading(page, 'This link is not working').waitFor();
    await visit(page, 'expired-link', 'unknown-request', device);
  });

  it('offers a way back to the questions from a wrong address inside a session', async () => {
    const { page } = session();
    await page.goto(await createScenario('applicant'));
    await page.waitForPath('/overview');
    await page.goto(`${origin()}/nope`);
    await heading(page, "That doesn't seem to be here.").waitFor();
    await visit(page, 'applicant', 'not-found-in-session', device);
    await page.getByRole('link', { name: 'Back to your questions' }).click();
    await page.waitForPath('/overview');
  });
});
