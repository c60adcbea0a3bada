import { ANSWERS } from '../e2e/support/answer-questions';
import { createScenario } from '../e2e/support/browser';
import { png } from '../e2e/support/photos';
import { CONSENT_TEXTS_ES } from '../../src/domain/consent/consent-texts.es';
import { QUESTION_TEXTS_ES, SUBMIT_LABELS_ES } from '../../src/domain/questions/messages.es';
import { THANK_YOU_TEXTS_ES } from '../../src/domain/stage/thank-you.es';
import { VALIDATION_MESSAGES_ES } from '../../src/domain/validation/messages.es';
import { FORM_MESSAGES_ES } from '../../src/domain/forms/messages.es';
import { BUSINESS_TEXTS_ES } from '../../src/ui/texts/business-texts.es';
import { CAPTURE_TEXTS_ES } from '../../src/ui/texts/capture-texts.es';
import { CHOICE_FIELD_TEXTS_ES } from '../../src/ui/texts/choice-field-texts.es';
import { SHELL_TEXTS_ES } from '../../src/ui/texts/shell-texts.es';
import { TYPED_FIELD_TEXTS_ES } from '../../src/ui/texts/typed-field-texts.es';
import type { EnginePage } from './support/engine-page';
import { fileOf } from './support/files';
import { heading } from './support/interview';
import { useEngine } from './support/use-engine';
import { visit } from './support/visit';

// Issue 28 in the engine of this run: the applicant's path, a capture question, the schema form and
// the business form in Spanish, as a Spanish reader meets them on a phone. The words are the
// Spanish catalogues' own (imported), so the test follows a reworded text.

/** The address with `lang=es`, as an issuer's link to a Spanish reader says it. */
const inSpanish = (link: string): string => {
  const url = new URL(link);
  url.searchParams.set('lang', 'es');
  return url.toString();
};

const continueButton = (page: EnginePage) =>
  page.getByRole('main').getByRole('button', {
    name: new RegExp(`^(${SUBMIT_LABELS_ES.continue}|${SUBMIT_LABELS_ES.lastQuestion}|${CONSENT_TEXTS_ES.submit})$`),
  });

/**
 * Opens a question from the overview by its tile (the issuer's English title), once its 'Do this
 * later' link shows in the page's language (Spanish unless said).
 */
async function openTile(page: EnginePage, title: string, doThisLater = QUESTION_TEXTS_ES.doThisLater): Promise<void> {
  await page.waitForPath('/overview');
  await page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(`^${title}`) })
    .click();
  await page.getByRole('link', { name: doThisLater }).waitFor();
}

async function submitAndLeave(page: EnginePage): Promise<void> {
  const before = await page.url();
  await continueButton(page).click();
  await page.waitForUrlChange(before);
}

describe('in Spanish on a phone', () => {
  const session = useEngine('mobile');

  it('answers the interview from a lang=es link to the thank-you page, a refused answer said in Spanish', async () => {
    const { page } = session();
    await page.goto(inSpanish(await createScenario('applicant')));
    await page.waitForPath('/overview');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    await page.getByRole('button', { name: 'English' }).waitFor();
    await visit(page, 'spanish', 'overview', 'mobile');

    await openTile(page, 'Full name');
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: TYPED_FIELD_TEXTS_ES.firstName }).fill(ANSWERS.first);
    await main.getByRole('textbox', { name: TYPED_FIELD_TEXTS_ES.lastName }).fill(ANSWERS.last);
    await visit(page, 'spanish', 'full-name', 'mobile');
    await submitAndLeave(page);

    while ((await page.pathname()).startsWith('/question/')) {
      await page.getByRole('link', { name: QUESTION_TEXTS_ES.doThisLater }).waitFor();
      const title = await page.getByRole('heading', { level: 1 }).innerText();
      if (title === 'Social Security Number') {
        const ssn = main.getByRole('textbox', { name: TYPED_FIELD_TEXTS_ES.ssn });
        await ssn.fill('123');
        await page.keyboard.press('Tab');
        await page.getByText(VALIDATION_MESSAGES_ES.ssn).first().waitFor();
        await visit(page, 'spanish', 'ssn-refused', 'mobile');
        await ssn.fill(ANSWERS.ssn);
      } else if (title === 'Date of birth') {
        await main.getByRole('textbox', { name: TYPED_FIELD_TEXTS_ES.birthday }).fill(ANSWERS.birthday);
      } else if (title === 'Home address') {
        await main.getByRole('textbox', { name: TYPED_FIELD_TEXTS_ES.streetAddress }).fill(ANSWERS.street);
        await main.getByRole('textbox', { name: TYPED_FIELD_TEXTS_ES.city }).fill(ANSWERS.city);
        await main.getByRole('combobox', { name: TYPED_FIELD_TEXTS_ES.state }).selectOption(ANSWERS.state);
        await main.getByRole('textbox', { name: TYPED_FIELD_TEXTS_ES.zip }).fill(ANSWERS.zip);
      } else if (title === 'Background check consent') {
        await main.getByRole('heading', { name: CONSENT_TEXTS_ES.heading }).waitFor();
        await main.getByRole('checkbox', { name: CONSENT_TEXTS_ES.acceptCheckbox }).check();
        await visit(page, 'spanish', 'consent', 'mobile');
      } else throw new Error(`The Spanish walk does not know the question '${title}'`);
      await submitAndLeave(page);
    }
    await page.waitForPath('/done', 30_000);
    await heading(page, THANK_YOU_TEXTS_ES.heading('Acme Staffing')).waitFor();
    await visit(page, 'spanish', 'done', 'mobile');
  });

  it('takes a selfie from a chosen photo, the capture said in Spanish', async () => {
    const { page } = session();
    await page.goto(inSpanish(await createScenario('applicant-selfie')));
    // As an applicant meets it: the name, the biometric consent in Spanish, then the selfie.
    await openTile(page, 'Full name');
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: TYPED_FIELD_TEXTS_ES.firstName }).fill(ANSWERS.first);
    await main.getByRole('textbox', { name: TYPED_FIELD_TEXTS_ES.lastName }).fill(ANSWERS.last);
    await submitAndLeave(page);
    await main.getByRole('heading', { level: 2, name: CHOICE_FIELD_TEXTS_ES.biometricHeading }).waitFor();
    await main.getByRole('checkbox').first().check();
    await submitAndLeave(page);
    await heading(page, 'Selfie').waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: CAPTURE_TEXTS_ES.takeSelfie }).waitFor();
    await visit(page, 'spanish', 'selfie', 'mobile');
    await page.getByLabel(CAPTURE_TEXTS_ES.choosePhoto).setInputFiles([fileOf('yo.png', png(640, 480, 'photo'))]);
    await page.getByText(CAPTURE_TEXTS_ES.ready).waitFor();
    await visit(page, 'spanish', 'selfie-ready', 'mobile');
  });

  it('switches the schema form to Spanish from the header, keeping what was typed, its errors in Spanish', async () => {
    const { page } = session();
    await page.goto(await createScenario('applicant-custom-form'));
    await openTile(page, 'Contractor profile', 'Do this later');
    const company = page.getByRole('main').getByRole('textbox', { name: /^Company name/ });
    await company.fill('Acme Heating');
    await page.getByRole('button', { name: 'Español' }).click();
    await page.getByRole('button', { name: 'English' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    expect(await company.inputValue()).toBe('Acme Heating');
    await continueButton(page).click();
    await page.getByText(FORM_MESSAGES_ES.required).first().waitFor();
    await visit(page, 'spanish', 'schema-form', 'mobile');
  });

  it('shows the business form in Spanish, its own texts around the issuer name', async () => {
    const { page } = session();
    await page.goto(inSpanish(await createScenario('business-home-services')));
    await heading(page, BUSINESS_TEXTS_ES.heading('Acme Home Services')).waitFor();
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: new RegExp(`^${BUSINESS_TEXTS_ES.address.street}`) }).waitFor();
    await page.getByRole('button', { name: SHELL_TEXTS_ES.logout }).waitFor();
    await visit(page, 'spanish', 'business', 'mobile');
  });
});
