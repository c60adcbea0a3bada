import type { Page } from 'playwright-core';
import { fillQuestion, startFromOverview, submitButton } from './answer-questions';
import { expectPath, heading } from './expect-page';

/**
 * From an `applicant-selfie` link to its selfie question, as an applicant goes: the overview, the
 * full name, the biometric consent (the selfie stays hidden until it is given), then the selfie.
 */
export async function openSelfieQuestion(page: Page, link: string): Promise<void> {
  await page.goto(link);
  await startFromOverview(page, 'Full name');
  await heading(page, 'Full name').waitFor();
  await fillQuestion(page, 'Full name');
  await submitButton(page).click();
  await heading(page, 'Biometric consent').waitFor({ timeout: 20_000 });
  await page.getByRole('main').getByRole('checkbox').first().check();
  await submitButton(page).click();
  await heading(page, 'Selfie').waitFor({ timeout: 20_000 });
  await expectPath(page, /^\/question\//);
}
