import type { Page } from 'playwright-core';
import { SCREEN_SCENARIOS } from '../support/accessibility-snapshot';
import { createScenario } from './support/browser';
import { expectVisible } from './support/expect-page';
import { givenTexts, untranslated } from './support/untranslated';
import { useBrowser } from './support/use-browser';

// Issue 28: every text Attest shows comes from a catalogue, so Spanish misses none. Each screen is
// opened in the sandbox's pseudo-locale (every catalogue text with its letters swapped for accented
// look-alikes, src/main/pseudo-texts.ts); a plain Latin letter left on screen is a text no
// catalogue gave, unless the services sent it (the issuer's own words) or the test typed it.

/** The address with the pseudo-locale asked for (a sandbox link's `pseudo=1` with `lang=es`). */
function inPseudo(address: string): string {
  const url = new URL(address);
  url.searchParams.set('lang', 'es');
  url.searchParams.set('pseudo', '1');
  return url.toString();
}

async function opened(page: Page, address: string): Promise<void> {
  await page.goto(address);
  await page.waitForLoadState('networkidle');
  await expectVisible(page.getByRole('heading', { level: 1 }), 20_000);
}

describe('every text comes from a catalogue (pseudo-locale, Chromium)', () => {
  const session = useBrowser('desktop');

  it('the overview and every question of the interview', async () => {
    const { page } = session();
    const given = givenTexts(page);
    await opened(page, inPseudo(await createScenario('applicant-every-question')));
    const found: Record<string, string[]> = { overview: await untranslated(page, given) };
    const paths = await page
      .getByRole('main')
      .locator('a[href^="/question/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(paths.length).toBeGreaterThan(20);
    for (const path of paths) {
      await opened(page, inPseudo(new URL(path, page.url()).toString()));
      found[path] = await untranslated(page, given);
    }
    expect(Object.entries(found).filter(([, texts]) => texts.length > 0)).toEqual([]);
  });

  it('switches a screen at once from its header, with an error showing, keeping what was typed', async () => {
    const { page } = session();
    const given = givenTexts(page);
    const link = new URL(await createScenario('applicant-every-question'));
    link.searchParams.set('pseudo', '1');
    await opened(page, link.toString());
    const ssnPath = await page.getByRole('main').locator('a[href*="/question/core-ssn"]').first().getAttribute('href');
    const ssnLink = new URL(ssnPath ?? '', page.url());
    ssnLink.searchParams.set('pseudo', '1');
    await opened(page, ssnLink.toString());
    const ssn = page.getByRole('textbox', { name: /Social Security Number/ });
    await ssn.fill('123');
    await page.keyboard.press('Tab');
    await expectVisible(page.getByText(/^SSN must be 9 numeric characters/).first());
    const field = await ssn.elementHandle();

    await page.getByRole('button', { name: 'Español' }).click();

    await page.waitForFunction(() => document.documentElement.lang === 'es');
    await expectVisible(page.getByRole('button', { name: 'English' }));
    expect(await untranslated(page, given, ['123'])).toEqual([]);
    // The same input element, never remounted, with what was typed.
    expect(await field?.evaluate((input) => [input.isConnected, (input as HTMLInputElement).value])).toEqual([
      true,
      '123',
    ]);
  });

  it.each(SCREEN_SCENARIOS)('%s', async (scenario) => {
    const { page } = session();
    const given = givenTexts(page);
    await opened(page, inPseudo(await createScenario(scenario)));
    expect(await untranslated(page, given)).toEqual([]);
  });
});
