import type { Page } from 'playwright-core';
import {
  ANSWERS,
  answerAll,
  currentQuestion,
  fillQuestion,
  startFromOverview,
  submitButton,
} from './support/answer-questions';
import { clearFaults, createScenario, DEVICES, injectFault, visit } from './support/browser';
import { expectPath, expectVisible, heading } from './support/expect-page';
import { useBrowser } from './support/use-browser';

// The applicant's journey of issue §5: from the link to the thank-you page, a reload half-way,
// and a submission the sandbox makes fail once.

/** Every path the tab shows, including the app's own (history) navigations. */
function recordPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) paths.push(new URL(frame.url()).pathname);
  });
  return paths;
}

/** Is the element with this label the one that has the keyboard focus? */
async function hasFocus(page: Page, label: string): Promise<boolean> {
  return page
    .getByRole('main')
    .getByRole('textbox', { name: label, exact: true })
    .evaluate((element) => element === document.activeElement);
}

/** Presses Tab until the field with this label has focus (at most `limit` times). */
async function tabTo(page: Page, label: string, limit = 12): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    if (await hasFocus(page, label)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached the field '${label}'`);
}

describe.each(DEVICES)('the applicant (%s)', (device) => {
  const session = useBrowser(device);
  afterEach(clearFaults);

  it('answers every question from the link to the thank-you page', async () => {
    const { page } = session();
    const paths = recordPaths(page);
    await page.goto(await createScenario('applicant'));
    await expectPath(page, '/overview');
    await visit(page, 'applicant', 'overview', device);

    // The first question by keyboard only: Tab to the inputs, type, Enter submits.
    await startFromOverview(page, 'Full name');
    expect(await currentQuestion(page)).toBe('Full name');
    await tabTo(page, 'First name');
    await page.keyboard.type(ANSWERS.first);
    await tabTo(page, 'Last name');
    await page.keyboard.type(ANSWERS.last);
    await visit(page, 'applicant', 'full-name', device);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname !== '/question/core-fullname');

    const asked = await answerAll(page, (title) => visit(page, 'applicant', slug(title), device));
    expect([...asked].sort()).toEqual(
      ['Background check consent', 'Date of birth', 'Home address', 'Social Security Number'].sort(),
    );
    // Spec is silent on the order after a submit (spec 001 §2: 'where the user goes next is not
    // shown'); the app follows the overview's order, where FCRA consent is a core item (spec 000
    // §2), so the home address comes after it. Every question is asked exactly once either way.

    await expectPath(page, '/done', 30_000);
    expect(paths).toContain('/finishing');
    await expectVisible(heading(page, 'Thank you for submitting your information to Acme Staffing'));
    await expectVisible(page.getByText('You will be notified once your submission has finished processing.'));
    await visit(page, 'applicant', 'done', device);
  });

  it('keeps the session and the saved answers when the page is reloaded mid-interview', async () => {
    const { page } = session();
    await page.goto(await createScenario('applicant'));
    await startFromOverview(page, 'Full name');
    await fillQuestion(page, 'Full name');
    await submitButton(page).click();
    await page.waitForURL((url) => url.pathname !== '/question/core-fullname');
    const at = new URL(page.url()).pathname;
    expect(at).toMatch(/^\/question\//);

    await page.reload();
    // Still signed in: the same question, not the expired-link page.
    await expectPath(page, at);
    const title = await currentQuestion(page);
    await visit(page, 'applicant-reload', 'after-reload', device);

    // The answer sent before the reload is kept by the service: the overview lists it as done,
    // and the full-name question is no longer offered.
    await page.getByRole('link', { name: 'Do this later' }).click();
    await expectPath(page, '/overview');
    const tiles = page.getByRole('list', { name: 'Questions' });
    await expectVisible(tiles.getByRole('link', { name: new RegExp(`^${title}`) }));
    await page.goto(new URL('/question/core-fullname', page.url()).href);
    await page.waitForURL((url) => url.pathname !== '/question/core-fullname');
    expect(await currentQuestion(page)).not.toBe('Full name');
  });

  it('shows Submission failed, keeps what was typed, and a retry succeeds', async () => {
    const { page } = session();
    await page.goto(await createScenario('applicant'));
    await startFromOverview(page, 'Social Security Number');
    await fillQuestion(page, 'Social Security Number');
    await injectFault({ method: 'POST', path: '/attributeData', status: 500, times: 1 });
    await submitButton(page).click();

    await expectVisible(page.getByRole('alert').filter({ hasText: 'Submission failed' }));
    await expectPath(page, '/question/core-ssn');
    expect(
      await page.getByRole('main').getByRole('textbox', { name: 'Social Security Number', exact: true }).inputValue(),
    ).toBe(ANSWERS.ssn);
    await visit(page, 'applicant-fault', 'submission-failed', device);

    await submitButton(page).click();
    await page.waitForURL((url) => url.pathname !== '/question/core-ssn');
    expect(await currentQuestion(page)).not.toBe('Social Security Number');
  });
});

/** A question title as a file-name part: 'Home address' -> 'home-address'. */
function slug(title: string): string {
  return title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}
