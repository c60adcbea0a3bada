import { ANSWERS } from '../e2e/support/answer-questions';
import { clearFaults, createScenario, injectFault } from '../e2e/support/browser';
import { DEVICES } from './support/driver';
import type { EnginePage } from './support/engine-page';
import {
  answerAll,
  currentQuestion,
  fillQuestion,
  heading,
  slug,
  startFromOverview,
  submitButton,
} from './support/interview';
import { useEngine } from './support/use-engine';
import { visit } from './support/visit';

// The applicant's path in the engine of this run: from the link to the thank-you page, the first
// question by keyboard, a reload half-way, and a failed submission that keeps what was typed.

/** Presses Tab until the field with this label has the focus (at most `limit` times). */
async function tabTo(page: EnginePage, label: string, limit = 12): Promise<void> {
  const field = page.getByRole('main').getByRole('textbox', { name: label });
  for (let i = 0; i < limit; i += 1) {
    if (await field.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached the field '${label}'`);
}

describe.each(DEVICES)('the applicant (%s)', (device) => {
  const session = useEngine(device);
  afterEach(clearFaults);

  it('answers every question from the link to the thank-you page, the first by keyboard', async () => {
    const { page } = session();
    await page.goto(await createScenario('applicant'));
    await page.waitForPath('/overview');
    await visit(page, 'applicant', 'overview', device);

    await startFromOverview(page, 'Full name');
    expect(await currentQuestion(page)).toBe('Full name');
    // By keyboard only: Tab to each field, type, Enter submits.
    await tabTo(page, 'First name');
    await page.keyboard.type(ANSWERS.first);
    await tabTo(page, 'Last name');
    await page.keyboard.type(ANSWERS.last);
    expect(await page.getByRole('textbox', { name: 'Last name' }).inputValue()).toBe(ANSWERS.last);
    await visit(page, 'applicant', 'full-name', device);
    await page.keyboard.press('Enter');
    await page.waitForPath((path) => path !== '/question/core-fullname');

    const asked = await answerAll(page, (title) => visit(page, 'applicant', slug(title), device));
    expect([...asked].sort()).toEqual(
      ['Background check consent', 'Date of birth', 'Home address', 'Social Security Number'].sort(),
    );
    await page.waitForPath('/done', 30_000);
    await heading(page, 'Thank you for submitting your information to Acme Staffing').waitFor();
    await visit(page, 'applicant', 'done', device);
  });

  it('keeps the session and the saved answers when the page is reloaded mid-interview', async () => {
    const { page } = session();
    await page.goto(await createScenario('applicant'));
    await startFromOverview(page, 'Full name');
    await fillQuestion(page, 'Full name');
    await submitButton(page).click();
    await page.waitForPath((path) => path !== '/question/core-fullname');
    const at = await page.pathname();
    expect(at).toMatch(/^\/question\//);

    await page.reload();
    await page.waitForPath(at);
    await currentQuestion(page);
    await page.getByRole('link', { name: 'Do this later' }).click();
    await page.waitForPath('/overview');
    const tiles = page.getByRole('list', { name: 'Questions' });
    // The answer sent before the reload is kept by the service: its tile is named completed.
    await tiles.getByRole('listitem', { name: 'Full name (required), completed' }).waitFor();
  });

  it('shows Submission failed, keeps what was typed, and a retry succeeds', async () => {
    const { page } = session();
    await page.goto(await createScenario('applicant'));
    await startFromOverview(page, 'Social Security Number');
    await fillQuestion(page, 'Social Security Number');
    await injectFault({ method: 'POST', path: '/attributeData', status: 500, times: 1 });
    await submitButton(page).click();
    await page.getByRole('alert').filter({ hasText: 'Submission failed' }).waitFor();
    expect(await page.pathname()).toBe('/question/core-ssn');
    expect(await page.getByRole('main').getByRole('textbox', { name: 'Social Security Number' }).inputValue()).toBe(
      ANSWERS.ssn,
    );
    await visit(page, 'applicant-fault', 'submission-failed', device);
    await submitButton(page).click();
    await page.waitForPath((path) => path !== '/question/core-ssn');
  });
});
