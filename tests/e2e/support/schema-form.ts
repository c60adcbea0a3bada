import type { Locator, Page } from 'playwright-core';

/**
 * Focuses the control and types, as a person at the keyboard does. `delay` (ms between keys) for
 * the phone field: its formatter places the caret after a timeout on Android (input-format), so
 * keys sent faster than any person types land out of order there.
 */
export async function typeInto(page: Page, control: Locator, text: string, delay = 0): Promise<void> {
  await control.focus();
  await page.keyboard.type(text, { delay });
}

/** A person's pace of typing, for the phone field (see typeInto). */
export const PHONE_TYPING_DELAY = 40;

/** Whether the element has the keyboard focus. */
export const focused = (control: Locator): Promise<boolean> =>
  control.evaluate((element) => element === document.activeElement);

/**
 * The applicant-custom-form's contractor profile: its required fields other than the company name
 * and the choices (trade, state), typed by keyboard: e-mail, phone, start date, years in business,
 * insured (Yes) and the first reference.
 */
export async function fillContractorDetails(page: Page, main: Locator): Promise<void> {
  await typeInto(page, main.getByRole('textbox', { name: /^Contact e-mail/ }), 'office@acme.example');
  await typeInto(page, main.getByRole('textbox', { name: /^Business phone/ }), '+1 512 555 0123', PHONE_TYPING_DELAY);
  await typeInto(page, main.getByRole('textbox', { name: /^Available from/ }), '1/15/2027');
  await typeInto(page, main.getByRole('spinbutton', { name: /^Years in business/ }), '12');
  await main
    .getByRole('group', { name: /^Do you carry liability insurance/ })
    .getByRole('radio', { name: 'Yes' })
    .focus();
  await page.keyboard.press('Space');
  const reference = main.getByRole('region', { name: 'References' }).getByRole('group', { name: 'Item 1 of 1' });
  await typeInto(page, reference.getByRole('textbox', { name: /^Name/ }), 'Dana Reyes');
  await typeInto(page, reference.getByRole('textbox', { name: /^E-mail/ }), 'dana@example.com');
}
