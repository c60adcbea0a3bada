import type { Locator, Page } from 'playwright-core';
import { currentQuestion, startFromOverview } from './support/answer-questions';
import { createScenario, DEVICES, requestLink, visit } from './support/browser';
import { expectPath, expectVisible, heading } from './support/expect-page';
import { fillContractorDetails, focused, PHONE_TYPING_DELAY, typeInto } from './support/schema-form';
import { storedAnswers } from './support/stored-answers';
import { useBrowser } from './support/use-browser';

// The schema-driven forms of issue 15 (spec 001 §10) in Chromium: each scenario's form filled and
// submitted by keyboard, the error summary and the focus move of an invalid submit, and the
// question finished (the app moves on to the full name); axe and 360 px at each step (visit).

/** Submits with Enter on the focused submit button. */
async function submitByKeyboard(page: Page): Promise<void> {
  const main = page.getByRole('main');
  await main.getByRole('button', { name: /^(Continue|Submit and Complete)$/ }).focus();
  await page.keyboard.press('Enter');
}

/** An invalid submit: the error summary shows, is focused, and its first link leads to its field. */
async function expectErrorSummary(page: Page, firstLink: RegExp, field: Locator): Promise<void> {
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expectVisible(summary);
  expect(await focused(summary)).toBe(true);
  await page.keyboard.press('Tab');
  const link = summary.getByRole('link').first();
  expect(await link.innerText()).toMatch(firstLink);
  expect(await focused(link)).toBe(true);
  await page.keyboard.press('Enter');
  expect(await focused(field)).toBe(true);
}

/** Optional text fields titled '{prefix} 1' to '{prefix} {count}'. */
const texts = (prefix: string, count: number) =>
  Object.fromEntries(
    Array.from({ length: count }, (_, i) => [
      `${prefix.toLowerCase()}${i + 1}`,
      { type: 'string', title: `${prefix} ${i + 1}` },
    ]),
  );

/**
 * A long form of sections (issue 25: each section is contained, so a keystroke costs its own
 * section): a dropdown ends the first, a date the second, and the last lies far below the screen.
 */
const SECTIONS_FORM = {
  type: 'object',
  title: 'Work history',
  properties: {
    current: {
      type: 'object',
      title: 'Current job',
      properties: {
        ...texts('Employer', 1),
        trade: { type: 'string', title: 'Trade', enum: ['Plumbing', 'Roofing', 'Painting', 'Carpentry', 'Masonry'] },
      },
    },
    previous: {
      type: 'object',
      title: 'Previous job',
      properties: { ...texts('Former employer', 1), left: { type: 'string', format: 'date', title: 'Left on' } },
    },
    duties: { type: 'object', title: 'Duties', properties: texts('Duty', 16) },
    references: { type: 'object', title: 'References', properties: texts('Reference', 16) },
    notes: { type: 'object', title: 'Notes', properties: texts('Note', 4) },
  },
};

/**
 * Where an open popup shows: 'whole past its section' when it reaches below the end of its section
 * and its own content is what shows along its bottom edge, else what covers it there.
 */
function popupShows(popup: Locator): Promise<string> {
  return popup.evaluate((element) => {
    element.scrollIntoView({ block: 'nearest' });
    const box = element.getBoundingClientRect();
    const section = element.closest('section')!.getBoundingClientRect();
    if (box.bottom <= section.bottom) return 'inside its section';
    const covering = [box.left + 6, box.left + box.width / 2, box.right - 6]
      .map((x) => document.elementFromPoint(x, box.bottom - 4))
      .find((hit) => hit === null || !element.contains(hit));
    return covering === undefined ? 'whole past its section' : `covered by ${covering?.outerHTML.slice(0, 80)}`;
  });
}

describe.each(DEVICES)('the schema forms (%s)', (device) => {
  const session = useBrowser(device);

  it('fills the custom form with every field kind by keyboard and finishes it', async () => {
    const { page } = session();
    const link = await createScenario('applicant-custom-form');
    await page.goto(link);
    await startFromOverview(page, 'Contractor profile');
    expect(await currentQuestion(page)).toBe('Contractor profile');
    const main = page.getByRole('main');
    await visit(page, 'custom-form', 'opened', device);

    const company = main.getByRole('textbox', { name: /^Company name/ });
    await submitByKeyboard(page);
    await expectErrorSummary(page, /^Company name: This field is required$/, company);
    await visit(page, 'custom-form', 'errors', device);

    await page.keyboard.type('Acme Plumbing');
    await typeInto(page, main.getByRole('combobox', { name: /^Main trade/ }), 'Plumbing');
    await typeInto(page, main.getByRole('combobox', { name: /^Home state/ }), 'Texas');
    await fillContractorDetails(page, main);
    const reference = main.getByRole('region', { name: 'References' }).getByRole('group', { name: 'Item 1 of 1' });
    expect(await main.getByRole('alert').filter({ hasText: 'There is a problem' }).count()).toBe(0);

    // The colour's type hint keeps its line: focusing and leaving the field moves nothing below it,
    // so a click on Submit right after typing a colour lands on the button.
    const submit = main.getByRole('button', { name: 'Continue' });
    // Its place in the page (focusing a field scrolls the viewport).
    const top = () => submit.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    const resting = await top();
    await main.getByRole('textbox', { name: /^Brand colour/ }).focus();
    await expectVisible(main.getByText('HEX color (ex. #3ab4fc)'));
    expect(await top()).toBe(resting);
    await page.keyboard.type('#3ab4fc');
    await main.getByRole('spinbutton', { name: /^Hourly rate/ }).focus();
    expect(await top()).toBe(resting);

    // A second reference added by keyboard takes focus, then is deleted again.
    await main.getByRole('button', { name: 'Add a reference' }).focus();
    await page.keyboard.press('Enter');
    const references = main.getByRole('region', { name: 'References' });
    const added = references.getByRole('group', { name: 'Item 2 of 2' });
    expect(await focused(added.getByRole('textbox', { name: /^Name/ }))).toBe(true);
    await added.getByRole('button', { name: 'Delete Item 2 of 2' }).focus();
    await page.keyboard.press('Enter');
    expect(await references.getByRole('group').count()).toBe(1);
    expect(await focused(references)).toBe(true);
    await visit(page, 'custom-form', 'filled', device);

    // Enter in a text field submits its form.
    await reference.getByRole('textbox', { name: /^E-mail/ }).focus();
    await page.keyboard.press('Enter');
    await expectPath(page, '/question/core-fullname');
    await expectVisible(heading(page, 'Full name'));
    // The answer as formAnswer shapes it: numbers as numbers, the phone as '+' and digits, the
    // date yyyy-MM-dd, the const and read-only values and the default list included, blanks left out.
    expect((await storedAnswers(link))['onboarding.contractor_profile']).toEqual({
      formVersion: '2026-11',
      programme: 'Local services trust programme',
      companyName: 'Acme Plumbing',
      contactEmail: 'office@acme.example',
      phone: '+15125550123',
      startDate: '2027-01-15',
      yearsInBusiness: 12,
      insured: true,
      brandColor: '#3ab4fc',
      trade: 'plumbing',
      homeState: 'TX',
      references: [{ name: 'Dana Reyes', email: 'dana@example.com' }],
      certifications: ['OSHA 10', 'EPA 608'],
    });
  });

  it('reads a phone in its country, names each list in its items, keeps focus, and asks before a reload', async () => {
    const { page } = session();
    const link = await createScenario('applicant-custom-form');
    await page.goto(link);
    await startFromOverview(page, 'Contractor profile');
    const main = page.getByRole('main');
    await expectVisible(main.getByText('* Required information', { exact: true }));

    // The phone starts in the US: its own placeholder there, another country's example elsewhere;
    // a number that is no US one is refused, '(646) 555-1234' is a US one.
    const phone = main.getByRole('textbox', { name: /^Business phone/ });
    const country = main.getByRole('combobox', { name: /^Country Business phone/ });
    await expectVisible(phone);
    expect(await country.inputValue()).toBe('US');
    expect(await phone.getAttribute('placeholder')).toBe('(512) 555-0123');
    await country.selectOption('GB');
    expect(await phone.getAttribute('placeholder')).toBe('07400 123456');
    await country.selectOption('US');
    await typeInto(page, phone, '(555) 123-4567', PHONE_TYPING_DELAY);
    await page.keyboard.press('Tab');
    await expectVisible(main.getByText('Please enter valid phone number', { exact: true }));
    await phone.fill('');
    await typeInto(page, phone, '(646) 555-1234', PHONE_TYPING_DELAY);
    expect(await phone.inputValue()).toBe('(646) 555-1234');

    // Two lists on one form: each item and its delete button name their list.
    const exact = { exact: true } as const;
    expect(await main.getByRole('group', { name: 'Item 1 of 1 in References', ...exact }).count()).toBe(1);
    const certification = main.getByRole('group', { name: 'Item 2 of 2 in Certifications', ...exact });
    expect(await certification.getByRole('button', { name: 'Delete Item 2 of 2 in Certifications' }).count()).toBe(1);

    // The optional mailing address removed by keyboard: focus goes to what takes its place.
    await main.getByRole('button', { name: 'Remove Mailing address, if different' }).focus();
    await page.keyboard.press('Enter');
    expect(await focused(main.getByRole('button', { name: 'Add Mailing address, if different' }))).toBe(true);
    await page.keyboard.press('Enter');
    const mailing = main.getByRole('region', { name: 'Mailing address, if different' });
    expect(await focused(mailing.getByRole('textbox', { name: /^Street/ }))).toBe(true);

    // A reload with edits not sent asks first; staying keeps them.
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.type());
      void dialog.dismiss();
    });
    await page.evaluate(() => window.location.reload());
    for (let waited = 0; asked.length === 0 && waited < 5000; waited += 100) await page.waitForTimeout(100);
    expect(asked).toEqual(['beforeunload']);
    expect(await phone.inputValue()).toBe('(646) 555-1234');

    await typeInto(page, main.getByRole('textbox', { name: /^Company name/ }), 'Acme Plumbing');
    await typeInto(page, main.getByRole('combobox', { name: /^Main trade/ }), 'Plumbing');
    await typeInto(page, main.getByRole('combobox', { name: /^Home state/ }), 'Texas');
    await typeInto(page, main.getByRole('textbox', { name: /^Contact e-mail/ }), 'office@acme.example');
    await typeInto(page, main.getByRole('textbox', { name: /^Available from/ }), '1/15/2027');
    await typeInto(page, main.getByRole('spinbutton', { name: /^Years in business/ }), '12');
    await main
      .getByRole('group', { name: /^Do you carry liability insurance/ })
      .getByRole('radio', { name: 'Yes' })
      .check();
    const reference = main.getByRole('group', { name: 'Item 1 of 1 in References', ...exact });
    await typeInto(page, reference.getByRole('textbox', { name: /^Name/ }), 'Dana Reyes');
    await typeInto(page, reference.getByRole('textbox', { name: /^E-mail/ }), 'dana@example.com');
    await submitByKeyboard(page);
    await expectPath(page, '/question/core-fullname');
    const answer = (await storedAnswers(link))['onboarding.contractor_profile'] as Record<string, unknown>;
    expect(answer.phone).toBe('+16465551234');
  });

  it("checks the licence number against the chosen state's format and finishes the form", async () => {
    const { page } = session();
    await page.goto(await createScenario('applicant-licence-form'));
    await startFromOverview(page, 'Nursing licence');
    const main = page.getByRole('main');
    const state = main.getByRole('combobox', { name: /^Licence state/ });
    await submitByKeyboard(page);
    await expectErrorSummary(page, /^Licence state: This field is required$/, state);

    await page.keyboard.type('Ohio');
    const number = main.getByRole('textbox', { name: /^Licence number/ });
    await typeInto(page, number, '12');
    await page.keyboard.press('Tab');
    await expectVisible(main.getByText('Incorrect format. Eg. RN.312345', { exact: true }));
    await visit(page, 'licence-form', 'wrong-number', device);

    await number.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('RN.312345');
    await typeInto(page, main.getByRole('textbox', { name: /^Expiry date/ }), '5/31/2028');
    await page.keyboard.press('Enter');
    await expectPath(page, '/question/core-fullname');
  });

  it('shows the locked form disabled with its lock icons, and confirms it as it is', async () => {
    const { page } = session();
    await page.goto(await createScenario('applicant-locked-form'));
    await startFromOverview(page, 'Position details');
    const main = page.getByRole('main');
    const job = main.getByRole('textbox', { name: /^Job title/ });
    await expectVisible(job);
    expect(await job.isDisabled()).toBe(true);
    expect(await job.inputValue()).toBe('Field technician');
    expect(await main.getByRole('img', { name: 'Locked' }).count()).toBeGreaterThan(4);
    expect(await main.getByRole('button', { name: /^(ADD|Delete|Remove)/ }).count()).toBe(0);
    await visit(page, 'locked-form', 'opened', device);

    await submitByKeyboard(page);
    await expectPath(page, '/question/core-fullname');
  });
  it("keeps every section of a long form in the accessibility tree, and shows a popup opened at a section's end whole", async () => {
    const { page } = session();
    await page.goto(
      await requestLink({
        questions: [
          {
            attrType: 'work.history',
            type: 'smart-attribute:json-schema',
            metadata: { title: 'Work history', schema: SECTIONS_FORM },
          },
        ],
      }),
    );
    await startFromOverview(page, 'Work history');
    const main = page.getByRole('main');
    await expectVisible(main.getByRole('button', { name: 'Choose date' }));

    // Far below the screen, the last section and its fields are in the tree a screen reader reads
    // (Chromium's own, which leaves out what it does not render, as content-visibility: auto would).
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    const exposed = (role: string, name: string) =>
      nodes.some((node) => !node.ignored && node.role?.value === role && node.name?.value === name);
    expect(
      await main.getByRole('textbox', { name: 'Note 4' }).evaluate((input) => input.getBoundingClientRect().top),
    ).toBeGreaterThan(4 * (page.viewportSize()?.height ?? 740));
    expect([exposed('region', 'Notes'), exposed('heading', 'Notes'), exposed('textbox', 'Note 4')]).toEqual([
      true,
      true,
      true,
    ]);

    // A dropdown ending a section opens over the next one, by keyboard and by a click.
    const trade = main.getByRole('combobox', { name: 'Trade' });
    await trade.focus();
    await page.keyboard.press('Enter');
    expect(await popupShows(main.getByRole('listbox'))).toBe('whole past its section');
    await page.keyboard.press('Escape');
    await main.getByRole('textbox', { name: 'Employer 1', exact: true }).focus();
    await trade.click();
    expect(await popupShows(main.getByRole('listbox'))).toBe('whole past its section');
    await page.keyboard.press('Escape');

    // So does the calendar ending the next section.
    await main.getByRole('button', { name: 'Choose date' }).click();
    const calendar = main.getByRole('dialog', { name: 'Calendar' });
    await expectVisible(calendar);
    expect(await popupShows(calendar)).toBe('whole past its section');
    await visit(page, 'sections-form', 'calendar', device);
  });
});
