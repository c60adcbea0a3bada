import type { Page } from 'playwright-core';
import { startFromOverview, submitButton } from './support/answer-questions';
import { DEVICES, requestLink, visit } from './support/browser';
import { expectVisible } from './support/expect-page';
import { useBrowser } from './support/use-browser';

// Issue 15: the date picker and the colour picker in Chromium, by keyboard, with the content
// security policy of a host (useBrowser fails a test on any violation), axe and 360 px (visit).

/** Which element has the focus, by its accessible name or its text (for failure messages too). */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '';
  });

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

    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Choose date');
    await page.keyboard.press('Enter');
    const calendar = main.getByRole('dialog', { name: 'Calendar' });
    await expectVisible(calendar);
    expect(await focusedName(page)).toBe('Monday, February 10, 2020');
    await visit(page, 'pickers', 'date-question-calendar', device);

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('PageDown');
    expect(await focusedName(page)).toBe('Tuesday, March 17, 2020');
    await page.keyboard.press('Enter');
    await calendar.waitFor({ state: 'detached' });
    expect(await input.inputValue()).toBe('03/17/2020');
    expect(await focusedName(page)).toBe('Choose date');

    await submitButton(page).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/question/'), { timeout: 20_000 });
  });
});
