import { createScenario, DEVICES, origin, visit } from './support/browser';
import { expectPath, expectVisible, heading } from './support/expect-page';
import { useBrowser } from './support/use-browser';

// Screens an applicant reaches straight from a link: the overview, the status page of a request
// in each state, the expired link and a wrong address. Texts are spec 000's word for word where
// it quotes them (§2 pages, §4 'Status alerts', §5 errors).

describe.each(DEVICES)('pages reached from a link (%s)', (device) => {
  const session = useBrowser(device);

  it('opens the overview with the questions to answer', async () => {
    const { page } = session();
    await page.goto(await createScenario('applicant'));
    await expectPath(page, '/overview');
    await expectVisible(heading(page, 'Acme Staffing is requesting information from you'));
    await expectVisible(page.getByText('Action required to complete your profile'));
    const questions = page.getByRole('list', { name: 'Questions' }).getByRole('link');
    await expectVisible(questions);
    const names = await questions.allTextContents();
    for (const title of ['Full name', 'Social Security Number', 'Date of birth', 'Home address']) {
      expect(names.some((n) => n.includes(title))).toBe(true);
    }
    await expectVisible(page.getByText('* Required information'));
    await visit(page, 'applicant', 'overview', device);
  });

  it('leads a request in process whose questions are all answered to the thank-you page', async () => {
    // Spec 000 §2 stage rules: processing with every question done is not 'lookup' (the status
    // page) but 'finished' once consent was given, so the app goes to /finishing and then /done.
    const { page } = session();
    await page.goto(await createScenario('applicant-processing'));
    await expectPath(page, '/done');
    await expectVisible(heading(page, 'Thank you for submitting your information to Acme Staffing'));
    await expectVisible(page.getByText('You will be notified once your submission has finished processing.'));
    await visit(page, 'applicant-processing', 'done', device);
  });

  it('tells an applicant whose request is in process for 14 days about the delay on the thank-you page', async () => {
    // The stage rule leads here too (not to /status); the page adds the status page's processing
    // facts: days processing, the 13-day notice with its support ticket link, and the rules.
    const { page } = session();
    await page.goto(await createScenario('applicant-processing-14-days'));
    await expectPath(page, '/done');
    await expectVisible(heading(page, 'Thank you for submitting your information to Acme Staffing'));
    await expectVisible(page.getByRole('definition').filter({ hasText: /^14$/ }));
    const notice = page.getByRole('status').filter({ hasText: 'Verification is taking much longer than usual.' });
    await expectVisible(notice);
    const ticket = notice.getByRole('link', { name: 'Open a support ticket' });
    await expectVisible(ticket);
    expect(await ticket.getAttribute('href')).toBe('https://acme-staffing.example/help');
    await expectVisible(page.getByText(/expires 30 days after it is sent: this one expires on \d\d\/\d\d\/\d{4}\./));
    await expectVisible(page.getByText(/attempted at most two times/));
    await visit(page, 'applicant-processing-14-days', 'done', device);
  });

  it.each([
    ['applicant-complete', 'Your information verification has completed successfully', 'Complete'],
    ['applicant-timeout', 'This verification has expired due to lack of response', 'Timed Out'],
    ['applicant-canceled', 'This verification has been canceled', 'Canceled'],
  ])('shows the status page of %s', async (scenario, alert, label) => {
    const { page } = session();
    await page.goto(await createScenario(scenario));
    await expectPath(page, '/status');
    // The status alert is announced: a live region (role alert or status) holding the spec's text.
    await expectVisible(page.getByRole('main').locator('[role="alert"], [role="status"]').filter({ hasText: alert }));
    await expectVisible(page.getByRole('heading', { name: 'What happens next?' }));
    // The status named in the spec's labels (spec 000 §4), beside its term.
    await expectVisible(page.getByRole('definition').filter({ hasText: new RegExp(`^${label}$`) }));
    // The record's events (spec 000 §4 'Events'; the sandbox derives them) under their steps.
    await expectVisible(
      page
        .getByRole('list', { name: 'Verification progress' })
        .getByText(/^The organisation sent the request on \d\d\/\d\d\/\d{4}\.$/),
    );
    // A timed-out request says which rule ended it and when (created 31 days ago in the sandbox).
    if (scenario === 'applicant-timeout') {
      await expectVisible(page.getByText(/expires 30 days after it is sent: this one expired on \d\d\/\d\d\/\d{4}\./));
    }
    await visit(page, scenario, 'status', device);
  });

  it('shows the terminated page for a canceled insurance self-attestation', async () => {
    const { page } = session();
    await page.goto(await createScenario('applicant-insurance-canceled'));
    await expectPath(page, '/status');
    // Spec 000 §2 names its parts (link no longer available, reasons, next steps, privacy policy).
    await expectVisible(page.getByRole('heading', { level: 1 }).filter({ hasText: /no longer available/i }));
    await expectVisible(page.getByRole('link', { name: /privacy policy/i }));
    await visit(page, 'applicant-insurance-canceled', 'terminated', device);
  });

  it('explains an expired link', async () => {
    const { page } = session();
    await page.goto(await createScenario('expired-link'));
    await expectPath(page, '/unknown-request');
    await expectVisible(heading(page, 'This link is not working'));
    await visit(page, 'expired-link', 'unknown-request', device);
  });

  it('shows page-not-found for an unknown address', async () => {
    const { page } = session();
    await page.goto(`${origin()}/nope`);
    await expectVisible(heading(page, "That doesn't seem to be here."));
    await visit(page, 'not-found', 'nope', device);
  });

  it('offers a way back to the questions from a wrong address inside a session', async () => {
    const { page } = session();
    await page.goto(await createScenario('applicant'));
    await expectPath(page, '/overview');
    await page.goto(`${origin()}/nope`);
    await expectVisible(heading(page, "That doesn't seem to be here."));
    await visit(page, 'applicant', 'not-found-in-session', device);
    await page.getByRole('link', { name: 'Back to your questions' }).click();
    await expectPath(page, '/overview');
  });
});
