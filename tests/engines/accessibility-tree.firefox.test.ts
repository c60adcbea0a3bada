import { createScenario } from '../e2e/support/browser';
import type { TreeLine } from './support/in-page/accessibility-tree';
import { differenceFromReviewed, SCREEN_SCENARIOS, treeText } from '../support/accessibility-snapshot';
import type { EnginePage } from './support/engine-page';
import { useEngine } from './support/use-engine';
import { settle } from './support/visit';

// What a screen reader meets on every kind of screen in Firefox (issue 27; Chromium's are in
// tests/e2e/accessibility-tree.e2e.test.ts): each screen's tree as the ARIA and accname rules give
// it in Firefox's page (its styles, what it hides), compared with its reviewed file in
// tests/accessibility-trees/firefox. Firefox's own tree is not reachable here: its WebDriver BiDi
// only finds nodes by role and name, and the computation trims spaces Firefox keeps.

const tree = (page: EnginePage): Promise<TreeLine[]> =>
  page.withHelper<TreeLine[]>('(helper) => helper.accessibilityTree()', []);

async function check(page: EnginePage, screen: string): Promise<string[]> {
  await settle(page);
  const difference = differenceFromReviewed('firefox', screen, treeText(await tree(page)));
  return difference === null ? [] : [difference];
}

describe('what a screen reader meets (Firefox)', () => {
  const session = useEngine('desktop');

  it('every question of the interview, and a field that refused its answer', async () => {
    const { page } = session();
    await page.goto(await createScenario('applicant-every-question'));
    await page.waitForPath('/overview');
    await page.getByRole('list', { name: 'Questions' }).getByRole('link').first().waitFor();
    const paths = await page.evaluate(() =>
      [...document.querySelectorAll('.tile__link')].map((link) => link.getAttribute('href') ?? ''),
    );
    const found: Record<string, string[]> = { overview: await check(page, 'overview') };
    for (const path of paths) {
      const screen = path.split('?')[0]?.replace('/question/', '') ?? path;
      await page.goto(new URL(path, await page.url()).toString());
      await page.getByRole('heading', { level: 1 }).waitFor();
      found[screen] = await check(page, screen);
    }
    await page.goto(new URL(paths.find((p) => p.includes('ssn')) ?? '', await page.url()).toString());
    await page.getByRole('textbox', { name: /Social Security Number/ }).fill('123');
    await page.keyboard.press('Tab');
    await page
      .getByText(/^SSN must be 9 numeric characters/)
      .first()
      .waitFor();
    await page.waitForFunction(
      () => document.querySelector('[data-announcer]')?.textContent !== '',
      [],
      'the error to be announced',
    );
    found['ssn-refused'] = await check(page, 'ssn-refused');
    expect(Object.entries(found).filter(([, problems]) => problems.length > 0)).toEqual([]);
  }, 240_000);

  it.each(SCREEN_SCENARIOS)('%s', async (scenario) => {
    const { page } = session();
    await page.goto(await createScenario(scenario));
    await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 20_000 });
    expect(await check(page, scenario)).toEqual([]);
  });
});
