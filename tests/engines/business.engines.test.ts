import { createScenario, origin } from '../e2e/support/browser';
import { DEVICES } from './support/driver';
import type { EnginePage } from './support/engine-page';
import { heading } from './support/interview';
import { useEngine } from './support/use-engine';
import { visit } from './support/visit';

// The business owner's form in the engine of this run (spec 000 §2 'Business-listing form'):
// people pasted and typed, the owner-or-employee question, an address the service refuses, links
// sent (one bounces), and the case followed to its result as the sandbox plays it.

const REFUSED_ADDRESS =
  'The address you entered does not match a known address. Please enter the business address as it appears on Google Maps.';

async function openCase(page: EnginePage, scenario: string, title: string): Promise<number> {
  const link = await createScenario(scenario);
  await page.goto(link);
  await page.waitForPath('/overview');
  await heading(page, title).waitFor();
  return Number(new URL(link).pathname.split('/').pop());
}

async function playCase(caseId: number, body: { submitted?: string[]; caseStatus?: string }): Promise<void> {
  const response = await fetch(`${origin()}/__sandbox/cases/${caseId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`The sandbox answered ${response.status}: ${await response.text()}`);
}

describe.each(DEVICES)('the business owner (%s)', (device) => {
  const session = useEngine(device);

  it('lists people, sends links, submits the address and follows the case to its result', async () => {
    const { page } = session();
    const caseId = await openCase(page, 'business-home-services', 'Business verification for Acme Home Services');
    await visit(page, 'business-home-services', 'form', device);
    const main = page.getByRole('main');

    // Two employees typed, a separator after each (the pasted list is tests/e2e's).
    await main.getByLabel('Add new employee').fill('helper@acme.example, x@bounce.example,');
    await main.getByRole('button', { name: 'Add employees' }).click();
    const employees = main.getByRole('table', { name: 'employees' });
    await employees.getByRole('rowheader', { name: 'x@bounce.example' }).waitFor();

    // A new owner typed, who turns out to be an employee.
    await main.getByLabel('Add new business owner or senior partner').fill('sam@acme.example');
    await main.getByRole('button', { name: 'Add owners' }).click();
    const confirmation = page.getByRole('dialog', {
      name: 'Is sam@acme.example a Business Owner and not an Employee?',
    });
    await confirmation.waitFor();
    await visit(page, 'business-home-services', 'owner-confirmation', device);
    await confirmation.getByRole('button', { name: 'Employee' }).click();
    await employees.getByRole('rowheader', { name: 'sam@acme.example' }).waitFor();

    const submit = main.getByRole('button', { name: 'Submit and continue to the next step' });
    await main.getByRole('textbox', { name: /^Street address/ }).fill('0 Nowhere Road');
    await main.getByRole('textbox', { name: /^City/ }).fill('Austin');
    await main.getByRole('combobox', { name: /^State/ }).selectOption('TX');
    await main.getByRole('textbox', { name: /^ZIP/ }).fill('78701');
    await submit.click();
    await page.getByRole('alert').filter({ hasText: REFUSED_ADDRESS }).waitFor();
    expect(await main.getByRole('textbox', { name: /^Street address/ }).inputValue()).toBe('0 Nowhere Road');
    await visit(page, 'business-home-services', 'refused-address', device);
    await page.getByRole('alert').getByRole('button', { name: 'Close' }).click();

    await main.getByRole('textbox', { name: /^Street address/ }).fill('1 Main St');
    await submit.click();
    const resume = page.getByRole('dialog', { name: 'Click "Continue" to resume your submission' });
    await resume.waitFor();
    await visit(page, 'business-home-services', 'resume', device);
    await resume.getByRole('button', { name: 'Continue later' }).click();

    await main.getByRole('button', { name: 'Email Submission Links to All Users' }).click();
    await main.getByText(/These addresses could not be reached: x@bounce\.example\./).waitFor();
    await visit(page, 'business-home-services', 'links-sent', device);

    await playCase(caseId, {
      submitted: ['owner@acme.example', 'helper@acme.example', 'x@bounce.example', 'sam@acme.example'],
    });
    await main.getByText('Processing Background Checks (In progress)').waitFor({ timeout: 25_000 });
    await playCase(caseId, { caseStatus: 'CASE_STATUS_PASSED' });
    await main.getByText('Results sent to Google (Done)').waitFor({ timeout: 25_000 });
    expect(
      await page.getByRole('list', { name: 'Application progress' }).getByRole('listitem').allInnerTexts(),
    ).toEqual([
      'Collect Applicant Information (Done)',
      'Processing Background Checks (Done)',
      'Results sent to Google (Done)',
    ]);
    await visit(page, 'business-home-services', 'passed', device);
  });

  it('shows the end state of a case that stopped', async () => {
    const { page } = session();
    await openCase(page, 'business-case-dropoff', 'Business verification for Acme Painting');
    await page.getByRole('main').getByText('Application Canceled (Stopped)').waitFor();
    await visit(page, 'business-case-dropoff', 'end-state', device);
  });
});
