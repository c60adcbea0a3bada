import { LONG_ADDRESSES } from '../../sandbox/catalogue/business-scenarios';
import { LOCAL_SERVICES_HELP } from '../../sandbox/routes/control-routes';
import { caseIdOf, createScenario, injectFault, origin } from '../e2e/support/browser';
import { DEVICES } from './support/driver';
import type { EnginePage, Locator } from './support/engine-page';
import { heading } from './support/interview';
import { useEngine } from './support/use-engine';
import { visit } from './support/visit';

// The business owner's form in the engine of this run (spec 000 §2 'Business-listing form'):
// people pasted and typed, the owner-or-employee question, an address the service refuses, links
// sent (one bounces), and the case followed to its result as the sandbox plays it; on a phone,
// 44-character addresses that wrap and a person's deletion seen while it runs (issue 23).

const REFUSED_ADDRESS =
  'The address you entered does not match a known address. Please enter the business address as it appears on Google Maps.';

async function openCase(page: EnginePage, scenario: string, title: string): Promise<number> {
  const link = await createScenario(scenario);
  await page.goto(link);
  await page.waitForPath('/overview');
  await heading(page, title).waitFor();
  return caseIdOf(link);
}

const hasFocus = (locator: Locator): Promise<boolean> =>
  locator.evaluate((element) => element === document.activeElement);

/** Fails unless the element lies within the viewport's width and nothing in it scrolls sideways. */
async function expectWithinWidth(locator: Locator, what: string): Promise<void> {
  const found = await locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return {
      left: Math.round(box.left),
      right: Math.round(box.right),
      width: document.documentElement.clientWidth,
      overflows: element.scrollWidth > element.clientWidth + 1,
    };
  });
  if (found.left < 0 || found.right > found.width || found.overflows) {
    throw new Error(`${what} does not fit ${found.width} px: ${JSON.stringify(found)}`);
  }
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
    // The section headings read as written (capitalised in the text, not by CSS).
    expect(await main.getByRole('heading', { level: 2 }).allInnerTexts()).toEqual([
      'Business address',
      'Business owners and senior partners',
      'Employees',
    ]);
    // Each section's Help opens the article the runtime configuration gives (item 8: the sandbox's
    // own, never a placeholder), in a new tab so the form stays as typed.
    const help = async (topic: string): Promise<(string | null)[]> => {
      const link = main.getByRole('link', { name: `Help with ${topic}` });
      return [await link.getAttribute('href'), await link.getAttribute('target')];
    };
    expect(await help('Business address')).toEqual([LOCAL_SERVICES_HELP['gls.businessaddress'], '_blank']);
    expect(await help('Employees')).toEqual([LOCAL_SERVICES_HELP['gls.fieldworkers'], '_blank']);

    // Two employees typed, a separator after each (the pasted list is tests/e2e's).
    await main.getByLabel('Add new employee').fill('helper@acme.example, x@bounce.example,');
    await main.getByRole('button', { name: 'Add employees' }).click();
    const employees = main.getByRole('table', { name: 'Employees' });
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
    // Focus goes to the same step offered for later, which stays offered.
    expect(await hasFocus(main.getByRole('button', { name: 'Continue to your own submission' }))).toBe(true);

    await main.getByRole('button', { name: 'Email Submission Links to All Users' }).click();
    await main.getByText(/These addresses could not be reached: x@bounce\.example\./).waitFor();
    await visit(page, 'business-home-services', 'links-sent', device);

    await playCase(caseId, {
      submitted: ['owner@acme.example', 'helper@acme.example', 'x@bounce.example', 'sam@acme.example'],
    });
    await main.getByText('Processing Background Checks (In progress)').waitFor({ timeout: 25_000 });
    expect(await main.getByRole('link', { name: /^Learn more/ }).getAttribute('href')).toBe(
      LOCAL_SERVICES_HELP['step.processing'],
    );
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

  // On the phone only (360 px): the desktop has room for any address, so no such test is registered there.
  const onPhone = (name: string, test: () => Promise<void>): void => {
    if (device === 'mobile') it(name, test);
  };
  onPhone('wraps 44-character addresses and says what a deletion under way does', async () => {
    const { page } = session();
    const scenario = 'business-long-addresses';
    await openCase(page, scenario, 'Business verification for Acme Home Repairs');
    const main = page.getByRole('main');
    // The owner's own check is offered without a submit in this visit (item 7).
    await main.getByRole('button', { name: 'Continue to your own submission' }).waitFor();
    await visit(page, scenario, 'form', device);

    const newcomer = LONG_ADDRESSES.newcomer;
    await main.getByLabel('Add new business owner or senior partner').fill(newcomer);
    await main.getByRole('button', { name: 'Add owners' }).click();
    const question = page.getByRole('dialog', { name: `Is ${newcomer} a Business Owner and not an Employee?` });
    await question.waitFor();
    await expectWithinWidth(question, 'The owner question');
    await expectWithinWidth(question.getByRole('button', { name: 'Close' }), 'Its close button');
    await visit(page, scenario, 'owner-question', device);
    await question.getByRole('button', { name: 'Business Owner' }).click();
    const owners = main.getByRole('table', { name: 'Business owners and senior partners' });
    await owners.getByRole('button', { name: `Delete ${newcomer}` }).waitFor();

    // A deletion under way says so on its row; a second press makes no second call (the sandbox
    // would answer it 404 and the page would show the error); focus then moves to the next row.
    const [leaving, staying] = LONG_ADDRESSES.fieldWorkers;
    await injectFault({
      method: 'DELETE',
      path: `/field_workers/${encodeURIComponent(leaving)}`,
      delayMs: 3000,
      times: 1,
    });
    const employees = main.getByRole('table', { name: 'Employees' });
    await employees.getByRole('button', { name: `Delete ${leaving}` }).click();
    const deleting = employees.getByRole('button', { name: `Deleting ${leaving}…` });
    await deleting.waitFor();
    expect(await deleting.innerText()).toBe('Deleting…');
    expect(await deleting.getAttribute('aria-disabled')).toBe('true');
    // Pressed again by keyboard (a pointer click on an aria-disabled button is held off by
    // Chromium's driver; a person can press it all the same).
    await deleting.press('Enter');
    await employees.getByRole('rowheader', { name: leaving }).waitFor({ state: 'detached' });
    expect(await hasFocus(employees.getByRole('button', { name: `Delete ${staying}` }))).toBe(true);
    await heading(page, 'Business verification for Acme Home Repairs').waitFor();

    await main.getByRole('button', { name: 'Email Submission Links to All Users' }).click();
    const sent = main.getByText(/^Links sent to /);
    await sent.waitFor();
    await expectWithinWidth(sent, "'Links sent to …'");
    await visit(page, scenario, 'links-sent', device);
  });

  it('shows the end state of a case that stopped', async () => {
    const { page } = session();
    await openCase(page, 'business-case-dropoff', 'Business verification for Acme Painting');
    await page.getByRole('main').getByText('Application Canceled (Stopped)').waitFor();
    await visit(page, 'business-case-dropoff', 'end-state', device);
  });
});
