import { AXE_WCAG_TAGS } from '../support/axe-tags';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { startFromOverview } from './support/answer-questions';
import { createScenario, DEVICES, describeViolations, SCREENSHOTS } from './support/browser';
import { expectVisible } from './support/expect-page';
import { useBrowser } from './support/use-browser';

// The rich-text control of a schema form (spec 001 §10.5) in Chromium, on the custom form of the
// sandbox's applicant-custom-form scenario ('Introduction letter': variables, links allowed): typing,
// bold, a list and a variable by keyboard, Tab leaving the editor, axe on the control. Every page
// here runs under the app's content security policy and fails the test on any violation
// (useBrowser), which is what Quill's toolbar, its pickers of colours and its clipboard are checked
// against.

const FIELD = /^Introduction letter/;

async function openForm(page: Page): Promise<Locator> {
  await page.goto(await createScenario('applicant-custom-form'));
  await startFromOverview(page, 'Contractor profile');
  const editor = page.getByRole('main').getByRole('textbox', { name: FIELD });
  await expectVisible(editor);
  return editor;
}

/** What the applicant reads: the text without the zero-width guards Quill keeps around a token. */
const textOf = async (locator: Locator): Promise<string> => (await locator.innerText()).replaceAll('\uFEFF', '').trim();

/** Whether the focus is inside the rich-text control (toolbar, editor, variable list). */
const focusInControl = (page: Page): Promise<boolean> =>
  page.evaluate(() => document.activeElement?.closest('.rich-text') !== null);

describe.each(DEVICES)('the rich-text control (%s)', (device) => {
  const session = useBrowser(device);

  it('types, bolds, makes a list, inserts a variable as one token, and Tab leaves it', async () => {
    const { page } = session();
    const editor = await openForm(page);
    // The form's one html field.
    const control = page.getByRole('main').locator('.rich-text');

    await editor.click();
    await page.keyboard.type('Dear customer');
    await page.keyboard.press('Shift+Home');
    await control.getByRole('button', { name: 'Bold' }).click();
    await expectVisible(editor.locator('strong', { hasText: 'Dear customer' }));
    await expectVisible(control.getByRole('button', { name: 'Bold', pressed: true }));

    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await control.getByRole('button', { name: 'Bulleted list' }).click();
    await page.keyboard.type('Hello {{');
    const list = control.getByRole('listbox', { name: 'Variables' });
    await expectVisible(list);
    expect(await list.getByRole('option').allInnerTexts()).toEqual([
      'customer first name',
      'company.name',
      'service:area',
    ]);
    await page.keyboard.press('Enter');
    await page.keyboard.type(', welcome');
    const item = editor.locator('li[data-list="bullet"]');
    expect(await textOf(item)).toBe('Hello {{customer first name}}, welcome');
    await expect(item.locator('.ql-variable').count()).resolves.toBe(1);

    // Every toolbar button shows Quill's icon, written as TrustedHTML under Trusted Types.
    const iconless = await control
      .locator('.ql-toolbar button')
      .evaluateAll((buttons) => buttons.filter((button) => button.querySelector('svg') === null).length);
    expect(iconless).toBe(0);

    mkdirSync(SCREENSHOTS, { recursive: true });
    await control.screenshot({ path: path.join(SCREENSHOTS, `rich-text-${device}.png`) });

    // The token goes whole: ', welcome' (9 characters), then one Backspace for the variable.
    for (let press = 0; press < 10; press += 1) await page.keyboard.press('Backspace');
    expect(await textOf(item)).toBe('Hello');

    await page.keyboard.press('Tab');
    expect(await focusInControl(page)).toBe(false);
    await page.keyboard.press('Shift+Tab');
    expect(await focusInControl(page)).toBe(true);

    const results = await new AxeBuilder({ page })
      .include('.rich-text')
      .withTags([...AXE_WCAG_TAGS])
      .analyze();
    if (results.violations.length > 0) throw new Error(describeViolations(results.violations));
  });

  it('pastes styled, scripted HTML without a policy violation, keeping only what the profile allows', async () => {
    const { page } = session();
    const editor = await openForm(page);
    await editor.click();
    await page.evaluate(() => {
      const data = new DataTransfer();
      data.setData(
        'text/html',
        '<p style="color:red" onclick="alert(1)">Pasted <span style="background:yellow">styled</span></p>' +
          '<style>body{display:none}</style><img src="x" onerror="alert(2)">',
      );
      data.setData('text/plain', 'Pasted styled');
      document
        .querySelector('.rich-text .ql-editor')
        ?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    expect(await textOf(editor)).toContain('Pasted styled');
    await expect(editor.locator('img, style, [onclick]').count()).resolves.toBe(0);
  });
});
