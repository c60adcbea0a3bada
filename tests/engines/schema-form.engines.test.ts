import { createScenario, requestLink } from '../e2e/support/browser';
import { storedAnswers } from '../e2e/support/stored-answers';
import { DEVICES } from './support/driver';
import type { EnginePage, Locator } from './support/engine-page';
import { heading, startFromOverview, submitButton } from './support/interview';
import { useEngine } from './support/use-engine';
import { visit } from './support/visit';

// The schema form (spec 001 §10) in the engine of this run, by keyboard and by mouse: text, the
// phone in its country, the rich-text editor with bold, the dropdowns (typed search and Enter),
// the multi-select (ticks by mouse, Apply, and leaving it applies), each list named in its items,
// focus when an optional object is removed and restored, then the date and colour pickers by
// keyboard.

const focusedName = (page: EnginePage) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '';
  });

async function typeInto(page: EnginePage, control: Locator, text: string): Promise<void> {
  await control.focus();
  await page.keyboard.type(text);
}

/**
 * Types key by key at a person's pace: the phone field's formatter places the caret after a
 * timeout on Android (input-format), so a whole string sent at once lands out of order there.
 */
async function typeSlowly(page: EnginePage, control: Locator, text: string): Promise<void> {
  await control.focus();
  for (const key of text) {
    await page.keyboard.type(key);
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
}

describe.each(DEVICES)('the schema form (%s)', (device) => {
  const session = useEngine(device);

  it('fills the contractor profile by keyboard and mouse and sends it', async () => {
    const { page } = session();
    const link = await createScenario('applicant-custom-form');
    await page.goto(link);
    await startFromOverview(page, 'Contractor profile');
    await heading(page, 'Contractor profile').waitFor();
    const main = page.getByRole('main');
    await main.getByRole('combobox', { name: /^Home state/ }).waitFor();

    await typeInto(page, main.getByRole('textbox', { name: /^Company name/ }), 'Acme Heating');
    await typeInto(page, main.getByRole('textbox', { name: /^Contact e-mail/ }), 'office@acme.example');
    // The phone starts in the US (its own placeholder; another country shows that country's
    // example), so a number typed without its dial code is a US one.
    const phone = main.getByRole('textbox', { name: /^Business phone/ });
    const country = main.getByRole('combobox', { name: /^Country Business phone/ });
    expect(await country.inputValue()).toBe('US');
    expect(await phone.getAttribute('placeholder')).toBe('(512) 555-0123');
    await country.selectOption('GB');
    expect(await phone.getAttribute('placeholder')).toBe('07400 123456');
    await country.selectOption('US');
    await typeSlowly(page, phone, '(646) 555-1234');
    expect(await phone.inputValue()).toBe('(646) 555-1234');
    await typeInto(page, main.getByRole('textbox', { name: /^Available from/ }), '1/15/2027');
    await typeInto(page, main.getByRole('spinbutton', { name: /^Years in business/ }), '12');
    await main
      .getByRole('group', { name: /^Do you carry liability insurance/ })
      .getByRole('radio', { name: 'Yes' })
      .press('Space');
    // Each list names itself in its items and their delete buttons.
    const reference = main.getByRole('group', { name: 'Item 1 of 1 in References', exact: true });
    await main
      .getByRole('group', { name: 'Item 2 of 2 in Certifications', exact: true })
      .getByRole('button', { name: 'Delete Item 2 of 2 in Certifications', exact: true })
      .waitFor();
    await typeInto(page, reference.getByRole('textbox', { name: /^Name/ }), 'Dana Reyes');
    await typeInto(page, reference.getByRole('textbox', { name: /^E-mail/ }), 'dana@example.com');

    // The rich text: typed, then made bold with the toolbar by mouse.
    const letter = main.getByRole('textbox', { name: /^Introduction letter/ });
    await letter.click();
    await page.keyboard.type('Dear customer');
    await page.keyboard.press('Shift+Home');
    await main.locator('.rich-text').getByRole('button', { name: 'Bold' }).click();
    await letter.locator('strong').filter({ hasText: 'Dear customer' }).waitFor();

    // The dropdowns by keyboard: typing searches, Enter picks.
    await typeInto(page, main.getByRole('combobox', { name: /^Main trade/ }), 'heating');
    await page.keyboard.press('Enter');
    await typeInto(page, main.getByRole('combobox', { name: /^Home state/ }), 'calif');
    await page.keyboard.press('Enter');
    expect(await main.getByRole('combobox', { name: /^Home state/ }).innerText()).toContain('California');

    // The multi-select by mouse: ticks and Apply, then one more ticked and the list left: applied.
    const languages = main.getByRole('combobox', { name: /^Languages spoken/ });
    await languages.click();
    await main.getByRole('option', { name: 'Chinese' }).click();
    await main.getByRole('option', { name: 'English' }).click();
    await visit(page, 'schema-form', 'languages-open', device);
    await main.getByRole('button', { name: 'Apply' }).click();
    expect(await languages.innerText()).toContain('2 selected');
    await languages.click();
    await main.getByRole('option', { name: 'Spanish' }).click();
    await heading(page, 'Contractor profile').click();
    await main.getByRole('listbox', { name: /^Languages spoken/ }).waitFor({ state: 'detached' });
    expect(await languages.innerText()).toContain('3 selected');
    await visit(page, 'schema-form', 'filled', device);

    // The optional mailing address removed by keyboard: focus goes to its 'Add' button, then back
    // to its first field, never to the page.
    await main.getByRole('button', { name: 'Remove Mailing address, if different' }).press('Enter');
    await main.getByRole('button', { name: 'Add Mailing address, if different' }).waitFor();
    expect(await focusedName(page)).toBe('Add Mailing address, if different');
    await page.keyboard.press('Enter');
    await main.getByRole('textbox', { name: /^Street/ }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.id ?? '')).toMatch(/mailingAddress.*street$/);

    // Sent by keyboard: a click here once in a few runs landed beside the button in WebKit (as one
    // in Firefox 153 after a chosen photo did: capture.engines), leaving the form with no error.
    await submitButton(page).press('Enter');
    await page.waitForPath('/question/core-fullname').catch(async (error: Error) => {
      // A form that refuses to send says why in its error summary: name it, so that a failure here
      // (once in WebKit beside Firefox, not since reproduced) says which field.
      const summary = await main
        .getByRole('alert', { name: 'There is a problem' })
        .innerText()
        .catch(() => 'no error summary');
      throw new Error(`${error.message}; the form says: ${summary}`);
    });
    const answer = (await storedAnswers(link))['onboarding.contractor_profile'] as Record<string, unknown>;
    expect(answer).toEqual(
      expect.objectContaining({ trade: 'hvac', homeState: 'CA', languages: ['en', 'es', 'zh'], phone: '+16465551234' }),
    );
    expect(String(answer.introduction)).toContain('<strong>Dear customer</strong>');
  });

  it('picks a date and a colour by keyboard and sends them', async () => {
    const { page } = session();
    const profile = 'onboarding.profile';
    const link = await requestLink({
      questions: [
        {
          attrType: profile,
          type: 'smart-attribute:json-schema',
          metadata: {
            title: 'Contractor profile',
            required: true,
            schema: {
              $id: 'https://forms.attest.example/pickers',
              type: 'object',
              title: 'Contractor profile',
              required: ['startDate', 'brandColor'],
              properties: {
                startDate: { type: 'string', format: 'date', title: 'Available from' },
                brandColor: { type: 'string', format: 'color', title: 'Brand colour', minLength: 7 },
              },
            },
          },
        },
      ],
    });
    await page.goto(link);
    await startFromOverview(page, 'Contractor profile');
    const main = page.getByRole('main');

    const date = main.getByRole('textbox', { name: /^Available from/ });
    await typeInto(page, date, '3/4/2027');
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Choose date');
    await page.keyboard.press('Enter');
    const calendar = main.getByRole('dialog', { name: 'Calendar' });
    await calendar.waitFor();
    expect(await focusedName(page)).toBe('Thursday, March 4, 2027');
    await visit(page, 'schema-form', 'calendar', device);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await calendar.waitFor({ state: 'detached' });
    expect(await date.inputValue()).toBe('3/5/2027');

    const hex = main.getByRole('textbox', { name: /^Brand colour/ });
    await hex.focus();
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Choose color');
    await page.keyboard.press('Enter');
    const picker = main.getByRole('dialog', { name: 'Color picker' });
    await picker.waitFor();
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Hue');
    await page.keyboard.press('Home');
    for (let i = 0; i < 12; i += 1) await page.keyboard.press('PageUp');
    expect(await picker.getByRole('slider', { name: 'Hue' }).getAttribute('aria-valuetext')).toBe('Hue 120 degrees');
    await visit(page, 'schema-form', 'colour-picker', device);
    await page.keyboard.press('Escape');
    await picker.waitFor({ state: 'detached' });
    const colour = await hex.inputValue();
    expect(colour).toMatch(/^#[0-9a-f]{6}$/);

    await submitButton(page).click();
    await page.waitForPath((path) => !path.startsWith('/question/'));
    expect(JSON.stringify((await storedAnswers(link))[profile])).toContain(
      JSON.stringify({ startDate: '2027-03-05', brandColor: colour }).slice(1, -1),
    );
  });
});
