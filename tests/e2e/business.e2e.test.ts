import type { Locator, Page } from 'playwright-core';
import { LONG_ADDRESSES } from '../../sandbox/catalogue/business-scenarios';
import { caseIdOf, createScenario, DEVICES, injectFault, playCase, visit } from './support/browser';
import { expectPath, expectVisible, heading, tabStopsWithDialogOpen } from './support/expect-page';
import { useBrowser } from './support/use-browser';

// The business owner's form on /overview (spec 000 §2 'Business-listing (local-services) form'),
// against the sandbox's GLS service (sandbox/routes/gls-routes.ts): '0 Nowhere Road' is the address
// it refuses (INVALID_ADDRESS_LINE), links to @bounce.example bounce, and POST /__sandbox/cases/{id}
// plays people submitting and the case ending.

const REFUSED_ADDRESS =
  'The address you entered does not match a known address. Please enter the business address as it appears on Google Maps.';

/** Opens a fresh case of `scenario` by its link, which lands on the form on /overview by itself. */
async function openCase(page: Page, scenario: string, title: string | RegExp): Promise<number> {
  const link = await createScenario(scenario);
  const caseId = caseIdOf(link);
  await page.goto(link);
  await expectPath(page, '/overview');
  await expectVisible(heading(page, title));
  return caseId;
}

/** Pastes `text` into the input labelled `label`, as the clipboard would. */
async function paste(page: Page, label: string, text: string): Promise<void> {
  const input = page.getByLabel(label, { exact: true });
  await input.focus();
  await input.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

const stepStates = (page: Page) =>
  page.getByRole('list', { name: 'Application progress' }).getByRole('listitem').allTextContents();

async function fillAddress(page: Page, street: string): Promise<void> {
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: /^Street address/ }).fill(street);
  await main.getByRole('textbox', { name: /^City/ }).fill('Austin');
  await main.getByRole('combobox', { name: /^State/ }).selectOption('TX');
  await main.getByRole('textbox', { name: /^ZIP/ }).fill('78701');
}

describe.each(DEVICES)('the business owner (%s)', (device) => {
  const session = useBrowser(device);

  it('lists people, sends links, submits the address and follows the case to its result', async () => {
    const { page } = session();
    const caseId = await openCase(page, 'business-home-services', 'Business verification for Acme Home Services');
    await visit(page, 'business-home-services', 'form', device);
    const main = page.getByRole('main');
    // The section headings read as written, capitalised in the text itself (not by CSS).
    expect(await main.getByRole('heading', { level: 2 }).allTextContents()).toEqual([
      'Business address',
      'Business owners and senior partners',
      'Employees',
    ]);

    // Two employees by pasting, one of whom will bounce.
    await paste(page, 'Add new employee', 'helper@acme.example\nx@bounce.example');
    await main.getByRole('button', { name: 'Add employees' }).click();
    const employees = main.getByRole('table', { name: 'Employees' });
    await expectVisible(employees.getByRole('rowheader', { name: 'x@bounce.example' }));

    // A new owner who turns out to be an employee.
    await main.getByLabel('Add new business owner or senior partner', { exact: true }).fill('sam@acme.example');
    await main.getByRole('button', { name: 'Add owners' }).click();
    const confirmation = page.getByRole('dialog', {
      name: 'Is sam@acme.example a Business Owner and not an Employee?',
    });
    await expectVisible(confirmation);
    await visit(page, 'business-home-services', 'owner-confirmation', device);
    // Tab goes round the dialog's controls (and the browser's own, as with a native modal dialog),
    // never to the page it covers (WCAG 2.4.3, 2.4.11).
    const stops = await tabStopsWithDialogOpen(page);
    expect(stops.filter((where) => where.startsWith('the page'))).toEqual([]);
    expect(stops).toContain('the dialog');
    await confirmation.getByRole('button', { name: 'Employee' }).click();
    await expectVisible(employees.getByRole('rowheader', { name: 'sam@acme.example' }));

    // An address the service does not know: the permanent snackbar, the typed address kept.
    const submit = main.getByRole('button', { name: 'Submit and continue to the next step' });
    await fillAddress(page, '0 Nowhere Road');
    await submit.click();
    await expectVisible(page.getByRole('alert').filter({ hasText: REFUSED_ADDRESS }));
    expect(await main.getByRole('textbox', { name: /^Street address/ }).inputValue()).toBe('0 Nowhere Road');
    await visit(page, 'business-home-services', 'refused-address', device);
    await page.getByRole('alert').getByRole('button', { name: 'Close' }).click();

    // A known one: the form is sent; the owner's own check is still to do.
    await main.getByRole('textbox', { name: /^Street address/ }).fill('1 Main St');
    await submit.click();
    const resume = page.getByRole('dialog', { name: 'Click "Continue" to resume your submission' });
    await expectVisible(resume);
    await visit(page, 'business-home-services', 'resume', device);
    await resume.getByRole('button', { name: 'Continue later' }).click();
    // Focus goes to the same step offered for later, not to the page body.
    const own = main.getByRole('button', { name: 'Continue to your own submission' });
    await expect(own.evaluate((button) => button === document.activeElement)).resolves.toBe(true);
    expect(await stepStates(page)).toEqual([
      'Collect Applicant Information (In progress)',
      'Processing Background Checks (Not started)',
      'Results sent to Google (Not started)',
    ]);

    // Links to everyone: one bounces, and the page says which.
    await main.getByRole('button', { name: 'Email Submission Links to All Users' }).click();
    await expectVisible(main.getByText(/These addresses could not be reached: x@bounce\.example\./));
    await expectVisible(employees.getByRole('row', { name: /helper@acme\.example/ }).getByText('Sent!'));
    await visit(page, 'business-home-services', 'links-sent', device);

    // Everyone submits, then the case passes: the page follows by itself.
    await playCase(caseId, {
      submitted: ['owner@acme.example', 'helper@acme.example', 'x@bounce.example', 'sam@acme.example'],
    });
    await expectVisible(main.getByText('Processing Background Checks (In progress)'), 25_000);
    await expectVisible(main.getByRole('link', { name: /^Learn more/ }));
    await playCase(caseId, { caseStatus: 'CASE_STATUS_PASSED' });
    await expectVisible(main.getByText('Results sent to Google (Done)'), 25_000);
    expect(await stepStates(page)).toEqual([
      'Collect Applicant Information (Done)',
      'Processing Background Checks (Done)',
      'Results sent to Google (Done)',
    ]);
    expect(await main.getByRole('textbox', { name: /Add new/ }).count()).toBe(0);
    // Nothing can be sent any more: no links button and no outcome of the last sending.
    expect(await main.getByRole('button', { name: 'Email Submission Links to All Users' }).count()).toBe(0);
    expect(await main.getByText(/could not be reached|Links sent to/).count()).toBe(0);
    await visit(page, 'business-home-services', 'passed', device);
  });

  it("keeps the primary owner's tooltip out of the table's scroll box, whole in the viewport when shown", async () => {
    const { page } = session();
    await openCase(page, 'business-home-services', 'Business verification for Acme Home Services');
    const owners = page.getByRole('main').getByRole('table', { name: 'Business owners and senior partners' });
    // The table's scroll box (overflow-x: auto) must not scroll: an engine with scrollbars
    // (Firefox) would draw one for any overflow, the hidden tooltip's included.
    const scrollBox = owners.locator('xpath=..');
    const expectNoOverflow = async () =>
      expect(
        await scrollBox.evaluate((box) => ({
          vertical: box.scrollHeight <= box.clientHeight,
          horizontal: box.scrollWidth <= box.clientWidth,
        })),
      ).toEqual({ vertical: true, horizontal: true });
    await expectNoOverflow();

    const mark = owners.getByText('- PRIMARY');
    await mark.focus();
    const tooltip = page.getByRole('tooltip');
    await expectVisible(tooltip);
    expect(await tooltip.textContent()).toBe('The Primary Business Owner cannot be removed from the roster');
    expect(await mark.getAttribute('aria-describedby')).toBe(await tooltip.getAttribute('id'));
    await expectNoOverflow();
    // Whole in the viewport, and drawn on top everywhere (a scroll box clipping it would show the
    // page beneath near its corners; inset past the rounded corners, which hit testing leaves out).
    const seen = await tooltip.evaluate((tip) => {
      const box = tip.getBoundingClientRect();
      const inset = 12;
      const points = [
        [box.left + inset, box.top + inset],
        [box.right - inset, box.top + inset],
        [box.left + inset, box.bottom - inset],
        [box.right - inset, box.bottom - inset],
        [(box.left + box.right) / 2, (box.top + box.bottom) / 2],
      ] as const;
      return {
        inViewport: box.left >= 0 && box.top >= 0 && box.right <= innerWidth && box.bottom <= innerHeight,
        onTop: points.every(([x, y]) => {
          const hit = document.elementFromPoint(x, y);
          return hit !== null && tip.contains(hit);
        }),
      };
    });
    expect(seen).toEqual({ inViewport: true, onTop: true });

    // Escape hides it without moving focus; hovering shows it again.
    await page.keyboard.press('Escape');
    await tooltip.waitFor({ state: 'hidden' });
    await expect(mark.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await mark.blur();
    await mark.hover();
    await expectVisible(tooltip);
  });

  it('a professional-services owner cannot add owners', async () => {
    const { page } = session();
    await openCase(page, 'business-professional-services', 'Business verification for Acme Legal Partners');
    const main = page.getByRole('main');
    await expectVisible(main.getByLabel('Add new employee', { exact: true }));
    expect(await main.getByLabel(/Add new business owner/).count()).toBe(0);
    await expectVisible(
      main.getByRole('table', { name: 'Business owners and senior partners' }).getByText('- PRIMARY'),
    );
    await visit(page, 'business-professional-services', 'form', device);
  });

  it("a single-owner business shows the single-email 'business owner(s)' form", async () => {
    const { page } = session();
    await openCase(page, 'business-single-owner', 'Business verification for Acme Accounting');
    const main = page.getByRole('main');
    await expectVisible(main.getByRole('heading', { level: 2, name: 'Business owner(s)' }));
    expect(await main.getByRole('table', { name: 'Business owner(s)' }).getByRole('rowheader').count()).toBe(1);
    expect(await main.getByRole('textbox', { name: /Add new/ }).count()).toBe(0);
    await visit(page, 'business-single-owner', 'form', device);
  });

  it.each([
    ['business-case-passed', 'Acme Roofing', 'Results sent to Google (Done)'],
    ['business-case-dropoff', 'Acme Painting', 'Application Canceled (Stopped)'],
  ])('%s shows its end state', async (scenario, business, last) => {
    const { page } = session();
    await openCase(page, scenario, `Business verification for ${business}`);
    const main = page.getByRole('main');
    await expectVisible(main.getByText(last));
    await expectVisible(main.getByText('This application is finished; the form can no longer be changed.'));
    await visit(page, scenario, 'end-state', device);
  });
});

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

// Item 12 of issue 23: 44-character addresses (business-long-addresses) on a phone 320 and 360 px
// wide wrap wherever they appear: the tables, the chips, the owner question, the links' outcome.
describe.each([320, 360])('a phone %i px wide with 44-character addresses', (width) => {
  const session = useBrowser('mobile', { viewport: { width, height: 740 } });
  const scenario = 'business-long-addresses';

  it('wraps every address, says what a call under way does, and makes one call per click', async () => {
    const { page } = session();
    await openCase(page, scenario, 'Business verification for Acme Home Repairs');
    const main = page.getByRole('main');
    await visit(page, scenario, `form-${width}`, 'mobile');
    const owners = main.getByRole('table', { name: 'Business owners and senior partners' });
    await expectWithinWidth(
      owners.getByRole('rowheader', { name: new RegExp(LONG_ADDRESSES.primaryOwner) }),
      'The primary owner',
    );
    // The owner's own check is still pending: it is offered without a submit in this visit.
    await expectVisible(main.getByRole('button', { name: 'Continue to your own submission' }));

    // Chips of long addresses, not added: they wrap, then are taken out again.
    const [first, second] = LONG_ADDRESSES.fieldWorkers.map((email) => email.replace('@', '.extra@'));
    await paste(page, 'Add new employee', `${first} ${second}`);
    const chips = main.getByRole('list', { name: 'Add new employee' });
    await expectVisible(chips);
    await expectWithinWidth(chips, 'The chips');
    await visit(page, scenario, `chips-${width}`, 'mobile');
    await main.getByRole('button', { name: `Remove ${first}` }).click();
    await main.getByRole('button', { name: `Remove ${second}` }).click();

    // The owner question names the address: it wraps, its close button stays on screen.
    const newcomer = LONG_ADDRESSES.newcomer;
    await injectFault({
      method: 'POST',
      path: `/business_owners/${encodeURIComponent(newcomer)}`,
      delayMs: 2500,
      times: 1,
    });
    await main.getByLabel('Add new business owner or senior partner', { exact: true }).fill(newcomer);
    await main.getByRole('button', { name: 'Add owners' }).click();
    const question = page.getByRole('dialog', { name: `Is ${newcomer} a Business Owner and not an Employee?` });
    await expectVisible(question);
    await expectWithinWidth(question, 'The owner question');
    await expectWithinWidth(question.getByRole('heading'), "The owner question's title");
    await expectWithinWidth(question.getByRole('button', { name: 'Close' }), 'Its close button');
    await visit(page, scenario, `owner-question-${width}`, 'mobile');
    await question.getByRole('button', { name: 'Business Owner' }).click();
    // While the service adds them, their row says so (item 9).
    const adding = owners.getByRole('button', { name: `Adding ${newcomer}…` });
    await expectVisible(adding);
    expect(await adding.textContent()).toBe('Adding…');
    await expectVisible(owners.getByRole('button', { name: `Delete ${newcomer}` }), 10_000);

    // Deleting an employee: 'Deleting…' while the call runs; pressing again makes no second call
    // (the sandbox would answer it 404 and the page would show the error).
    const [leaving, staying] = LONG_ADDRESSES.fieldWorkers;
    await injectFault({
      method: 'DELETE',
      path: `/field_workers/${encodeURIComponent(leaving)}`,
      delayMs: 2500,
      times: 1,
    });
    const employees = main.getByRole('table', { name: 'Employees' });
    await employees.getByRole('button', { name: `Delete ${leaving}` }).click();
    const deleting = employees.getByRole('button', { name: `Deleting ${leaving}…` });
    await expectVisible(deleting);
    expect(await deleting.getAttribute('aria-disabled')).toBe('true');
    expect(await employees.getByRole('row', { name: new RegExp(leaving) }).getAttribute('aria-busy')).toBe('true');
    // aria-disabled: Playwright holds off clicking it; a person can press it all the same.
    await deleting.click({ force: true });
    await employees.getByRole('rowheader', { name: leaving }).waitFor({ state: 'detached', timeout: 10_000 });
    const next = employees.getByRole('button', { name: `Delete ${staying}` });
    await expect(next.evaluate((button) => button === document.activeElement)).resolves.toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Business verification for Acme Home Repairs',
    );

    // The links' outcome lists every address: it wraps and the page does not scroll sideways.
    await main.getByRole('button', { name: 'Email Submission Links to All Users' }).click();
    const sent = main.getByText(/^Links sent to /);
    await expectVisible(sent);
    await expectWithinWidth(sent, "'Links sent to …'");
    await visit(page, scenario, `links-sent-${width}`, 'mobile');
  });
});

describe('the immediate case', () => {
  const session = useBrowser('desktop');

  it("submits by itself and goes on to the owner's own check", async () => {
    const { page } = session();
    const link = await createScenario('business-immediate');
    await page.goto(link);
    // The landing page, the form ('Working on your request') and then the owner's own check.
    // The link's query is read from the URL the browser opened: the app drops it from the address
    // bar once read, so page.url() a moment later may no longer hold it.
    let opened: URL | null = null;
    await page.waitForURL(
      (url) => {
        if (url.searchParams.has('rprId')) opened = url;
        return opened !== null;
      },
      { timeout: 30_000 },
    );
    expect((opened as URL | null)?.searchParams.get('rprId')).toMatch(/^rpr/);
    // The own check is the programme's, not another business's (issue 23, item 22).
    await expectVisible(page.getByText('Google Local Services is requesting information from you'), 30_000);
    expect(await page.getByText(/Acme Home Services/).count()).toBe(0);
  });
});
