import type { Locator, Page } from 'playwright-core';
import { hexOf, hsvOf, parseHexColour, rgbOf } from '../../src/domain/forms/hex-colour';
import { startFromOverview, submitButton } from './support/answer-questions';
import { DEVICES, requestLink, visit } from './support/browser';
import { expectVisible } from './support/expect-page';
import { storedAnswers } from './support/stored-answers';
import { useBrowser } from './support/use-browser';

// Issue 15: the date picker and the colour picker in Chromium, by keyboard, with the content
// security policy of a host (useBrowser fails a test on any violation), axe and 360 px (visit).

/** Which element has the focus, by its accessible name or its text (for failure messages too). */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '';
  });

/** From a date input, Tab to 'Choose date' and open the calendar with Enter: the focus is on `day`. */
async function openCalendarByKeyboard(page: Page, day: string): Promise<Locator> {
  await page.keyboard.press('Tab');
  expect(await focusedName(page)).toBe('Choose date');
  await page.keyboard.press('Enter');
  const calendar = page.getByRole('main').getByRole('dialog', { name: 'Calendar' });
  await expectVisible(calendar);
  expect(await focusedName(page)).toBe(day);
  return calendar;
}

/** Enter picks the focused day: the calendar closes and the focus is back on its button. */
async function pickFocusedDay(page: Page, calendar: Locator): Promise<void> {
  await page.keyboard.press('Enter');
  await calendar.waitFor({ state: 'detached' });
  expect(await focusedName(page)).toBe('Choose date');
}

describe.each(DEVICES)('the date question’s calendar (%s)', (device) => {
  const session = useBrowser(device);

  it('picks a date by keyboard into the typed input and sends it', async () => {
    const { page } = session();
    await page.goto(
      await requestLink({
        questions: [{ attrType: 'employment.start', type: 'date', metadata: { title: 'Start date', required: true } }],
      }),
    );
    await startFromOverview(page, 'Start date');
    const main = page.getByRole('main');
    const input = main.getByRole('textbox', { name: 'Start date' });
    await input.fill('02/10/2020');

    const calendar = await openCalendarByKeyboard(page, 'Monday, February 10, 2020');
    await visit(page, 'pickers', 'date-question-calendar', device);

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('PageDown');
    expect(await focusedName(page)).toBe('Tuesday, March 17, 2020');
    await pickFocusedDay(page, calendar);
    expect(await input.inputValue()).toBe('03/17/2020');

    await submitButton(page).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/question/'), { timeout: 20_000 });
  });
});

const PROFILE = 'onboarding.profile';

/** A form of the two picker kinds (spec 001 §10.5), both required. */
const PICKER_FORM = {
  $id: 'https://forms.attest.example/pickers',
  type: 'object',
  title: 'Contractor profile',
  required: ['startDate', 'brandColor'],
  properties: {
    startDate: { type: 'string', format: 'date', title: 'Available from' },
    brandColor: { type: 'string', format: 'color', title: 'Brand colour', minLength: 7 },
  },
};

describe.each(DEVICES)('the schema form’s pickers (%s)', (device) => {
  const session = useBrowser(device);

  it('picks a date and a colour by keyboard, drags the shade, and sends them', async () => {
    const { page } = session();
    const link = await requestLink({
      questions: [
        {
          attrType: PROFILE,
          type: 'smart-attribute:json-schema',
          metadata: { title: 'Contractor profile', required: true, schema: PICKER_FORM },
        },
      ],
    });
    await page.goto(link);
    await startFromOverview(page, 'Contractor profile');
    const main = page.getByRole('main');

    // The date: typed, then moved a day on in the calendar, by keyboard only.
    const date = main.getByRole('textbox', { name: /^Available from/ });
    await date.focus();
    await page.keyboard.type('3/4/2027');
    const calendar = await openCalendarByKeyboard(page, 'Thursday, March 4, 2027');
    await visit(page, 'pickers', 'form-calendar', device);
    await page.keyboard.press('ArrowRight');
    await pickFocusedDay(page, calendar);
    expect(await date.inputValue()).toBe('3/5/2027');

    // The colour: the hue slider by keyboard, its spoken value and the hex input with it.
    const hex = main.getByRole('textbox', { name: /^Brand colour/ });
    await hex.focus();
    await expectVisible(main.getByText('HEX color (ex. #3ab4fc)'));
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Choose color');
    await page.keyboard.press('Enter');
    const picker = main.getByRole('dialog', { name: 'Color picker' });
    await expectVisible(picker);
    expect(await focusedName(page)).toBe('Saturation and brightness');
    await page.keyboard.press('Tab');
    const hue = picker.getByRole('slider', { name: 'Hue' });
    expect(await focusedName(page)).toBe('Hue');
    await page.keyboard.press('Home');
    for (let i = 0; i < 12; i += 1) await page.keyboard.press('PageUp');
    expect(await hue.getAttribute('aria-valuetext')).toBe('Hue 120 degrees');
    await visit(page, 'pickers', 'form-colour-picker', device);
    expect(await hex.inputValue()).toBe(hexOf(rgbOf({ ...hsvOf(parseHexColour('#3ab4fc')!), hue: 120 })));

    // The pointer too: a drag from the shade area's middle out past its top right corner ends at
    // full saturation and brightness (the area keeps the pointer while it is dragged).
    const shade = picker.getByRole('slider', { name: 'Saturation and brightness' });
    const box = (await shade.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    expect(await shade.getAttribute('aria-valuenow')).toBe('50');
    await page.mouse.move(box.x + box.width + 30, box.y - 30, { steps: 4 });
    await page.mouse.up();
    expect(await shade.getAttribute('aria-valuetext')).toBe('Saturation 100 percent, brightness 100 percent');
    const picked = await hex.inputValue();
    expect(picked).toBe('#00ff00');
    await page.keyboard.press('Escape');
    await picker.waitFor({ state: 'detached' });
    expect(await focusedName(page)).toBe('Choose color');

    // Tab past the control (the frame's type hint goes), then Enter on the submit button.
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Submit and Complete');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => !url.pathname.startsWith('/question/'), { timeout: 20_000 });
    expect(JSON.stringify((await storedAnswers(link))[PROFILE])).toContain(
      JSON.stringify({ startDate: '2027-03-05', brandColor: picked }).slice(1, -1),
    );
  });
});
