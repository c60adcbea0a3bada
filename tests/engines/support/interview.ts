import { ANSWERS } from '../../e2e/support/answer-questions';
import type { EnginePage, Locator } from './engine-page';

// The applicant's moves on the interview, as tests/e2e/support/answer-questions.ts makes them in
// Chromium, over the engine layer.

/** The submit button of a question screen, whatever the frame names it (spec 001 §2). */
export const submitButton = (page: EnginePage): Locator =>
  page.getByRole('button', { name: /^(Continue|Submit and Complete|Authorize)$/ });

/** The page's level 1 heading (each screen has exactly one). */
export const heading = (page: EnginePage, name: string | RegExp): Locator =>
  page.getByRole('heading', { level: 1, name });

/** The question now on screen, by its page heading (once its 'Do this later' link shows). */
export async function currentQuestion(page: EnginePage): Promise<string> {
  await page.getByRole('link', { name: 'Do this later' }).waitFor();
  return page.getByRole('heading', { level: 1 }).innerText();
}

/** Types the applicant's answer into the question on screen, by label. */
export async function fillQuestion(page: EnginePage, title: string): Promise<void> {
  const main = page.getByRole('main');
  switch (title) {
    case 'Full name':
      await main.getByRole('textbox', { name: 'First name' }).fill(ANSWERS.first);
      await main.getByRole('textbox', { name: 'Last name' }).fill(ANSWERS.last);
      return;
    case 'Social Security Number':
      await main.getByRole('textbox', { name: 'Social Security Number' }).fill(ANSWERS.ssn);
      return;
    case 'Date of birth':
      await main.getByRole('textbox', { name: 'Date of birth' }).fill(ANSWERS.birthday);
      return;
    case 'Home address':
      await main.getByRole('textbox', { name: 'Street address' }).fill(ANSWERS.street);
      await main.getByRole('textbox', { name: 'City' }).fill(ANSWERS.city);
      await main.getByRole('combobox', { name: 'State' }).selectOption(ANSWERS.state);
      await main.getByRole('textbox', { name: 'ZIP code' }).fill(ANSWERS.zip);
      return;
    case 'Background check consent':
      await main.getByRole('heading', { name: 'Background Check Disclosure & Authorization' }).waitFor();
      await main.getByRole('checkbox', { name: 'I have read and accept this disclosure' }).check();
      return;
    default:
      throw new Error(`The journey does not know the question '${title}' at ${await page.url()}`);
  }
}

/**
 * Answers every question the app leads to until it leaves the question route; `each` runs on
 * every filled-in question screen. Returns the titles in the order the app asked them.
 */
export async function answerAll(
  page: EnginePage,
  each: (title: string) => Promise<void> = async () => undefined,
): Promise<string[]> {
  const asked: string[] = [];
  while ((await page.pathname()).startsWith('/question/')) {
    const title = await currentQuestion(page);
    if (asked.includes(title)) throw new Error(`The app asked '${title}' twice (at ${await page.url()})`);
    asked.push(title);
    await fillQuestion(page, title);
    await each(title);
    const before = await page.url();
    await submitButton(page).click();
    await page.waitForUrlChange(before);
  }
  return asked;
}

/** Opens a question from the overview by its tile, as an applicant does. */
export async function startFromOverview(page: EnginePage, title: string): Promise<void> {
  await page.waitForPath('/overview');
  await page
    .getByRole('list', { name: 'Questions' })
    .getByRole('link', { name: new RegExp(`^${title}`) })
    .click();
  await page.waitForPath(/^\/question\//);
}

/** A title as a file-name part: 'Home address' -> 'home-address'. */
export const slug = (title: string): string => title.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/**
 * Opens `link` and walks to the selfie question of `applicant-selfie`: the full name, then the
 * biometric consent (its own heading, not the background check's), then the selfie.
 */
export async function openSelfieQuestion(page: EnginePage, link: string): Promise<void> {
  await page.goto(link);
  await startFromOverview(page, 'Full name');
  await fillQuestion(page, 'Full name');
  await submitButton(page).click();
  await heading(page, 'Biometric consent').waitFor({ timeout: 20_000 });
  // Issue 23: the biometric consent has a heading of its own, not the background check's.
  const main = page.getByRole('main');
  await main.getByRole('heading', { level: 2, name: 'Biometric Data Consent' }).waitFor();
  await main
    .getByRole('heading', { name: 'Background Check Disclosure & Authorization' })
    .waitFor({ state: 'detached' });
  await main.getByRole('checkbox').first().check();
  await submitButton(page).click();
  await heading(page, 'Selfie').waitFor({ timeout: 20_000 });
}
