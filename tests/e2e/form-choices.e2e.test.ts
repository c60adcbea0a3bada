import type { Locator, Page } from 'playwright-core';
import { US_STATES } from '../../src/domain/validation/us-states';
import { startFromOverview, submitButton } from './support/answer-questions';
import { createScenario, DEVICES, visit } from './support/browser';
import { expectPath, expectVisible, heading } from './support/expect-page';
import { png } from './support/photos';
import { fillContractorDetails, focused, typeInto } from './support/schema-form';
import { storedAnswers } from './support/stored-answers';
import { useBrowser } from './support/use-browser';

// The schema form's dropdowns and image field (issue 15, spec 001 §10.3 and §10.5) in Chromium on
// the applicant-custom-form scenario: a state picked from the long list by keyboard with the search
// and the virtual list, the languages multi-select's Cancel, Apply and apply-on-leave, the logo
// uploaded, replaced and removed under the content security policy (the guard fails any violation),
// and the choices sent with the form; axe and 360 px at each step (visit).

const SCENARIO = 'applicant-custom-form';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30"/></svg>';

/** The text of the option a combobox (or search box) points at with aria-activedescendant. */
const activeOption = (owner: Locator): Promise<string | null> =>
  owner.evaluate((element) => {
    const id = element.getAttribute('aria-activedescendant');
    return id === null ? null : (document.getElementById(id)?.textContent ?? null);
  });

/** Whether the element is wholly on screen (not below or above the viewport). */
const whollyOnScreen = async (page: Page, element: Locator): Promise<boolean> => {
  const box = await element.boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  return box !== null && box.y >= 0 && box.y + box.height <= height;
};

/** The preview's address and the size of the image it shows, once loaded. */
const previewOf = (preview: Locator) =>
  preview.evaluate(async (element) => {
    const image = element as HTMLImageElement;
    await image.decode();
    return { src: image.getAttribute('src') ?? '', width: image.naturalWidth };
  });

/** A fresh request opened at its contractor profile form. */
async function openForm(page: Page): Promise<{ link: string; main: Locator }> {
  const link = await createScenario(SCENARIO);
  await page.goto(link);
  await startFromOverview(page, 'Contractor profile');
  await heading(page, 'Contractor profile').waitFor();
  const main = page.getByRole('main');
  await expectVisible(main.getByRole('combobox', { name: /^Home state/ }));
  return { link, main };
}

describe.each(DEVICES)('the schema form choices (%s)', (device) => {
  const session = useBrowser(device);

  it('picks a state from the long list by keyboard: virtual list, search, No results, Escape', async () => {
    const { page } = session();
    const { main } = await openForm(page);
    const state = main.getByRole('combobox', { name: /^Home state/ });
    await state.focus();
    await page.keyboard.press('End');
    const search = main.getByRole('combobox', { name: /^Search Home state/ });
    expect(await focused(search)).toBe(true);
    const list = main.getByRole('listbox', { name: /^Home state/ });
    expect(await whollyOnScreen(page, list)).toBe(true);

    // Only the rows in view and a few more are in the page, 48 px high, each saying where it stands.
    const last = US_STATES[US_STATES.length - 1]!.name;
    expect(await activeOption(search)).toBe(last);
    const options = list.getByRole('option');
    expect(await options.count()).toBeLessThanOrEqual(13);
    const lastOption = list.getByRole('option', { name: last });
    expect(await lastOption.getAttribute('aria-posinset')).toBe(String(US_STATES.length));
    expect(await lastOption.getAttribute('aria-setsize')).toBe(String(US_STATES.length));
    expect((await lastOption.boundingBox())?.height).toBe(48);
    expect(await lastOption.isVisible()).toBe(true);

    await page.keyboard.type('new');
    expect(await options.allInnerTexts()).toEqual(['New Hampshire', 'New Jersey', 'New Mexico', 'New York']);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('End');
    expect(await activeOption(search)).toBe('New York');
    await visit(page, 'form-choices', 'state-search', device);
    await page.keyboard.press('Enter');
    expect(await focused(state)).toBe(true);
    expect(await state.innerText()).toContain('New York');

    // Typing on the closed combobox searches; nothing matches; Escape changes nothing.
    await page.keyboard.type('zz');
    await expectVisible(main.getByText('No results', { exact: true }));
    await page.keyboard.press('Escape');
    expect(await focused(state)).toBe(true);
    expect(await state.innerText()).toContain('New York');
    expect(await list.count()).toBe(0);
  });

  it('ticks languages: Cancel restores, Apply applies, leaving the list applies too', async () => {
    const { page } = session();
    const { main } = await openForm(page);
    const languages = main.getByRole('combobox', { name: /^Languages spoken/ });
    await languages.click();
    expect(await main.getByRole('listbox', { name: /^Languages spoken/ }).getAttribute('aria-multiselectable')).toBe(
      'true',
    );
    await main.getByRole('option', { name: 'Spanish' }).click();
    expect(await main.getByRole('option', { name: 'Spanish' }).getAttribute('aria-selected')).toBe('true');
    await main.getByRole('button', { name: 'Cancel' }).click();
    expect(await languages.innerText()).toContain('Select...');
    expect(await focused(languages)).toBe(true);

    // By keyboard: open, tick English and French, Tab along the actions to Apply.
    await page.keyboard.press('Enter');
    expect(await whollyOnScreen(page, main.getByRole('button', { name: 'Apply' }))).toBe(true);
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await visit(page, 'form-choices', 'languages', device);
    expect(await languages.innerText()).toContain('Select...');
    for (const name of ['SELECT ALL', 'CLEAR', 'Cancel', 'Apply']) {
      await page.keyboard.press('Tab');
      expect(await focused(main.getByRole('button', { name, exact: true }))).toBe(true);
    }
    await page.keyboard.press('Enter');
    expect(await languages.innerText()).toContain('2 selected: English, French');

    // Ticked, then the applicant moves elsewhere: applied.
    await languages.click();
    await main.getByRole('option', { name: 'Vietnamese' }).click();
    await heading(page, 'Contractor profile').click();
    expect(await main.getByRole('listbox', { name: /^Languages spoken/ }).count()).toBe(0);
    expect(await languages.innerText()).toContain('3 selected: English, French, Vietnamese');
  });

  it('uploads a logo shown through an object URL, ignores a GIF, replaces and removes it', async () => {
    const { page } = session();
    const { main } = await openForm(page);
    await expectVisible(main.getByText('No file uploaded', { exact: true }));
    const upload = main.getByRole('button', { name: /^Upload Company logo/ });
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), upload.click()]);
    await chooser.setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png(64, 48, 'photo') });
    const preview = main.getByRole('img', { name: 'Uploaded image' });
    await expectVisible(preview);
    const first = await previewOf(preview);
    expect(first.src).toMatch(/^blob:/);
    expect(first.width).toBe(64);

    // Not an accepted type: nothing happens.
    await main.locator('input[type="file"]').setInputFiles({
      name: 'anim.gif',
      mimeType: 'image/gif',
      buffer: Buffer.from('GIF89a'),
    });
    expect(await main.getByText('Processing...').count()).toBe(0);
    expect((await previewOf(preview)).src).toBe(first.src);

    const replace = main.getByRole('button', { name: /^Replace Company logo/ });
    const [again] = await Promise.all([page.waitForEvent('filechooser'), replace.click()]);
    await again.setFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(SVG) });
    await page.waitForFunction(
      (old) => document.querySelector('.image-url__preview')?.getAttribute('src') !== old,
      first.src,
    );
    expect((await previewOf(preview)).width).toBe(40);
    await visit(page, 'form-choices', 'logo', device);

    await main.getByRole('button', { name: /^Remove Company logo/ }).click();
    await expectVisible(main.getByText('No file uploaded', { exact: true }));
    expect(await focused(upload)).toBe(true);
  });

  it('sends the chosen trade, state, languages and logo with the form', async () => {
    const { page } = session();
    const { link, main } = await openForm(page);
    await typeInto(page, main.getByRole('textbox', { name: /^Company name/ }), 'Acme Heating');
    await fillContractorDetails(page, main);
    await typeInto(page, main.getByRole('combobox', { name: /^Main trade/ }), 'heating');
    await page.keyboard.press('Enter');
    await typeInto(page, main.getByRole('combobox', { name: /^Home state/ }), 'calif');
    await page.keyboard.press('Enter');
    await main.getByRole('combobox', { name: /^Languages spoken/ }).click();
    await main.getByRole('option', { name: 'Chinese' }).click();
    await main.getByRole('option', { name: 'English' }).click();
    await main.getByRole('button', { name: 'Apply' }).click();
    const logo = png(32, 32, 'photo');
    await main.locator('input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
    await expectVisible(main.getByRole('img', { name: 'Uploaded image' }));
    await visit(page, 'form-choices', 'filled', device);

    await submitButton(page).click();
    await expectPath(page, '/question/core-fullname');
    const answer = (await storedAnswers(link))['onboarding.contractor_profile'] as Record<string, unknown>;
    expect(answer).toEqual(
      expect.objectContaining({
        trade: 'hvac',
        homeState: 'CA',
        languages: ['en', 'zh'],
        logo: `data:image/png;base64,${logo.toString('base64')}`,
      }),
    );
  });
});
