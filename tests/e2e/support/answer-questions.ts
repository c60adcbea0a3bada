import type { Page } from 'playwright-core';
import { expectPath, expectVisible } from './expect-page';

/** The applicant's answers: made-up values that pass the domain's rules (SSN 536-22-1847 is valid, not real). */
export const ANSWERS = {
  first: 'Ann',
  last: 'Lee',
  ssn: '536-22-1847',
  birthday: '04/12/1988',
  street: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
} as const;

/** The submit button of a question screen, whatever the frame names it (spec 001 §2). */
export const submitButton = (page: Page) =>
  page.getByRole('button', { name: /^(Continue|Submit and Complete|Authorize)$/ });

/** The question now on screen, by its page heading. */
export async function currentQuestion(page: Page): Promise<string> {
  // The address changes before the question's chunk has loaded: until every question screen's
  // 'Do this later' link shows, the h1 may still be the overview's.
  await page.getByRole('link', { name: 'Do this later' }).waitFor();
  const title = page.getByRole('heading', { level: 1 });
  await title.waitFor();
  return (await title.innerText()).trim();
}

/** Types the applicant's answer into the question on screen, by label, like a person with a mouse. */
export async function fillQuestion(page: Page, title: string): Promise<void> {
  const main = page.getByRole('main');
  switch (title) {
    case 'Full name':
      await main.getByRole('textbox', { name: 'First name', exact: true }).fill(ANSWERS.first);
      await main.getByRole('textbox', { name: 'Last name', exact: true }).fill(ANSWERS.last);
      return;
    case 'Social Security Number':
      await main.getByRole('textbox', { name: 'Social Security Number', exact: true }).fill(ANSWERS.ssn);
      return;
    case 'Date of birth':
      await main.getByRole('textbox', { name: 'Date of birth', exact: true }).fill(ANSWERS.birthday);
      return;
    case 'Home address':
      await main.getByRole('textbox', { name: 'Street address', exact: true }).fill(ANSWERS.street);
      await main.getByRole('textbox', { name: 'City', exact: true }).fill(ANSWERS.city);
      await main.getByRole('combobox', { name: 'State', exact: true }).selectOption(ANSWERS.state);
      await main.getByRole('textbox', { name: 'ZIP code', exact: true }).fill(ANSWERS.zip);
      return;
    case 'Background check consent':
      // Spec 001 §5.10: the disclosure, then the required agreement (the free copy stays optional).
      await expectVisible(main.getByRole('heading', { name: 'Background Check Disclosure & Authorization' }));
      await main.getByRole('checkbox', { name: 'I have read and accept this disclosure' }).check();
      return;
    default:
      throw new Error(`The applicant journey does not know the screen '${title}' at ${page.url()}`);
  }
}

/**
 * Answers every question the app leads to, from the screen it is on, until it leaves the question
 * route; `each` runs on every question screen once it is filled in (axe and screenshots).
 * Returns the titles in the order the app asked them.
 */
export async function answerAll(
  page: Page,
  each: (title: string, index: number) => Promise<void> = async () => undefined,
): Promise<string[]> {
  const asked: string[] = [];
  while (new URL(page.url()).pathname.startsWith('/question/')) {
    const title = await currentQuestion(page);
    if (asked.includes(title)) throw new Error(`The app asked '${title}' twice (at ${page.url()})`);
    asked.push(title);
    try {
      await fillQuestion(page, title);
    } catch (error) {
      throw new Error(`${(error as Error).message} (questions answered before: ${asked.slice(0, -1).join(', ')})`, {
        cause: error,
      });
    }
    await each(title, asked.length);
    const before = page.url();
    await submitButton(page).click();
    await page.waitForURL((url) => url.href !== before, { timeout: 20_000 });
  }
  return asked;
}

/** Opens the first question from the overview by its tile, as an applicant does. */
export async function startFromOverview(page: Page, title: string): Promise<void> {
  await expectPath(page, '/overview');
  await page
    .getByRole('list', { name: 'Questions' })
    .getByRole('link', { name: new RegExp(`^${title}`) })
    .click();
  await expectPath(page, /^\/question\//);
}

/** The addresses of the overview's question tiles, in their order, once the tiles show. */
export async function questionPaths(page: Page): Promise<string[]> {
  const tiles = page.getByRole('list', { name: 'Questions' }).getByRole('link');
  await expectVisible(tiles);
  return tiles.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}
