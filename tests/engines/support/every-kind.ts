import { format, addDays, subDays } from 'date-fns';
import type { EnginePage } from './engine-page';
import { fillQuestion } from './interview';

/**
 * How a person answers each typed question of applicant-every-question, by its title (the
 * capture questions have journeys of their own). Values pass the domain's rules: made up, not real.
 */
export const TYPED_ANSWERS: Readonly<Record<string, (page: EnginePage) => Promise<void>>> = {
  'Full name': (page) => fillQuestion(page, 'Full name'),
  'Social Security Number': (page) => fillQuestion(page, 'Social Security Number'),
  'Date of birth': (page) => fillQuestion(page, 'Date of birth'),
  'Background check consent': (page) => fillQuestion(page, 'Background check consent'),
  'Home address': (page) => fillQuestion(page, 'Home address'),
  'Bar licence': async (page) => {
    const main = page.getByRole('main');
    await main.getByRole('combobox', { name: 'Jurisdiction' }).selectOption('Texas');
    await main.getByRole('textbox', { name: 'Year admitted' }).fill('2015');
  },
  'CPR certification': async (page) => {
    const main = page.getByRole('main');
    await main.getByRole('combobox', { name: 'CPR provider' }).selectOption('American Heart Association');
    await main.getByRole('textbox', { name: 'Certificate ID' }).fill('AHA-20431');
  },
  'Do you own a vehicle?': (page) => page.getByRole('main').getByRole('radio', { name: 'Yes' }).check(),
  'E-mail address': (page) =>
    page.getByRole('main').getByRole('textbox', { name: 'Email address' }).fill('ann.lee@example.com'),
  'Employer Identification Number': (page) =>
    page.getByRole('main').getByRole('textbox', { name: 'Employer Identification Number (EIN)' }).fill('12-3456789'),
  'Employment reference': (page) =>
    page.getByRole('main').getByRole('textbox', { name: 'Employment reference' }).fill('Jane Roe at Acme Freight'),
  'Insurance policy number': (page) =>
    page.getByRole('main').getByRole('textbox', { name: 'Policy number' }).fill('PL-4471-2290'),
  'Last day at your previous job': (page) =>
    page
      .getByRole('main')
      .getByRole('textbox', { name: 'Last day at your previous job' })
      .fill(format(subDays(new Date(), 30), 'MM/dd/yyyy')),
  'MMC reference number': (page) =>
    page.getByRole('main').getByRole('textbox', { name: 'MMC reference number' }).fill('1234567'),
  'Past names': async () => undefined,
  'Phone number': (page) => page.getByRole('main').getByRole('textbox', { name: 'Phone number' }).fill('2015550123'),
  'Reference e-mail addresses': async (page) => {
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: 'Email addresses' }).fill('ref.one@example.com');
    await page.keyboard.press('Enter');
    await main
      .getByRole('checkbox', { name: 'I certify that the information above is complete and accurate.' })
      .check();
  },
  'School or university': async (page) => {
    await page.getByRole('main').getByRole('combobox', { name: 'Institution' }).fill('Univ');
    await page.getByRole('option').first().click();
  },
  'Shifts you can work': (page) => page.getByRole('main').getByRole('checkbox', { name: 'Morning' }).check(),
  'Start date': (page) =>
    page
      .getByRole('main')
      .getByRole('textbox', { name: 'Start date' })
      .fill(format(addDays(new Date(), 30), 'MM/dd/yyyy')),
  'State of residence': (page) => page.getByRole('main').getByRole('combobox', { name: 'State' }).selectOption('TX'),
  'Statement of truth': (page) =>
    page
      .getByRole('main')
      .getByRole('checkbox', { name: /^By submitting this form I attest/ })
      .check(),
  'Uniform size': (page) => page.getByRole('main').getByRole('combobox', { name: 'Uniform size' }).selectOption('M'),
  'Utility account': async (page) => {
    const main = page.getByRole('main');
    await main.getByRole('combobox', { name: 'Utility providers' }).fill('Pacific');
    await page.getByRole('option', { name: 'Pacific Power' }).click();
    await main.getByRole('textbox', { name: /username|e-?mail/i }).fill('ann.lee@example.com');
    await main.getByLabel(/^Password/).fill('correct horse battery staple');
  },
  'Years of experience': (page) =>
    page.getByRole('main').getByRole('textbox', { name: 'Years of experience' }).fill('5'),
  'Individualized assessment': async (page) => {
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: 'Age at the time of the offense' }).fill('25');
    await main.getByRole('textbox', { name: 'Last position held' }).fill('Cashier');
    await main.getByRole('radio', { name: 'No' }).check();
    await main.getByRole('checkbox', { name: 'Job training' }).check();
    for (const name of [
      'Parole requirements',
      'Offense-related training',
      'Substance abuse training',
      'Additional rehabilitation efforts',
      'Additional information',
    ]) {
      await main.getByRole('textbox', { name }).fill('Completed a course in 2021');
    }
  },
};

/** The capture questions of applicant-every-question: opened here, answered in their own journeys. */
export const CAPTURE_TITLES = [
  'Selfie',
  'ID card or passport',
  'Liveness check',
  'Certificate of insurance',
  'Résumé',
] as const;
