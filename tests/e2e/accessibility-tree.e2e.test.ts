import type { Page } from 'playwright-core';
import { pageHelperScript } from '../engines/support/page-helper';
import type { TreeLine } from '../engines/support/in-page/accessibility-tree';
import { differenceFromReviewed, SCREEN_SCENARIOS, namedNodes, treeText } from '../support/accessibility-snapshot';
import { questionPaths } from './support/answer-questions';
import { createScenario } from './support/browser';
import { expectPath, expectVisible } from './support/expect-page';
import { useBrowser } from './support/use-browser';

// What a screen reader meets on every kind of screen in Chromium (issue 27): the accessibility tree
// of each screen compared with its reviewed file (tests/accessibility-trees/chromium), and every
// named control, heading, landmark and live region of it found, with its name, in Chromium's own
// tree (the DevTools protocol's), so the file says what Chromium gives a screen reader.

async function snapshot(page: Page): Promise<TreeLine[]> {
  await page.evaluate(pageHelperScript());
  return page.evaluate(() =>
    (window as unknown as { __attestE2e: { accessibilityTree(): TreeLine[] } }).__attestE2e.accessibilityTree(),
  );
}

/** Chromium's name for a role where it differs from ARIA's. */
const CHROMIUM_ROLE: Readonly<Record<string, string>> = { img: 'image' };

const squashed = (text: string) => text.replace(/\s+/g, '');

/**
 * Each named node of the snapshot as Chromium's own tree names it (the DevTools protocol's), or a
 * problem where Chromium has no node of that role and name. The computation in the page trims the
 * space before a child's text ('Full name' + ' (required)'), which Chromium keeps: a name that
 * differs from Chromium's only in spaces is taken in Chromium's words.
 */
async function inChromiumsWords(
  page: Page,
  lines: readonly TreeLine[],
): Promise<{ lines: TreeLine[]; problems: string[] }> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: { ignored: boolean; role?: { value?: string }; name?: { value?: string } }[];
  };
  await cdp.detach();
  const held = nodes
    .filter((node) => !node.ignored)
    .map((node) => ({
      role: node.role?.value ?? '',
      name: String(node.name?.value ?? '')
        .replace(/\s+/g, ' ')
        .trim(),
    }));
  const asked = new Set(namedNodes(lines).map(({ role, name }) => `${role} ${name}`));
  const problems: string[] = [];
  const words = lines.map((line) => {
    if (!asked.has(`${line.role} ${line.name}`)) return line;
    const role = CHROMIUM_ROLE[line.role] ?? line.role;
    const same = held.find((node) => node.role === role && node.name === line.name);
    if (same !== undefined) return line;
    const near = held.find((node) => node.role === role && squashed(node.name) === squashed(line.name));
    if (near === undefined) {
      problems.push(`${line.role} "${line.name}" is not in Chromium's tree`);
      return line;
    }
    return { ...line, name: near.name, text: line.text.replace(JSON.stringify(line.name), JSON.stringify(near.name)) };
  });
  return { lines: words, problems };
}

async function check(page: Page, screen: string): Promise<string[]> {
  const { lines, problems } = await inChromiumsWords(page, await snapshot(page));
  const difference = differenceFromReviewed('chromium', screen, treeText(lines));
  return [...(difference === null ? [] : [difference]), ...problems];
}

describe('what a screen reader meets (Chromium)', () => {
  const session = useBrowser('desktop');

  it('every question of the interview, and a field that refused its answer', async () => {
    const { page } = session();
    await page.goto(await createScenario('applicant-every-question'));
    await expectPath(page, '/overview');
    const found: Record<string, string[]> = { overview: await check(page, 'overview') };
    const paths = await questionPaths(page);
    for (const path of paths) {
      const screen = path.split('?')[0]?.replace('/question/', '') ?? path;
      await page.goto(new URL(path, page.url()).toString());
      await expectVisible(page.getByRole('heading', { level: 1 }));
      await page.waitForLoadState('networkidle');
      found[screen] = await check(page, screen);
    }
    // An error tied to its field, said once (the live region), never a second time as an alert.
    await page.goto(new URL(paths.find((p) => p.includes('ssn')) ?? '', page.url()).toString());
    await page.getByRole('textbox', { name: /Social Security Number/ }).fill('123');
    await page.keyboard.press('Tab');
    await expectVisible(page.getByText(/^SSN must be 9 numeric characters/).first());
    await page.waitForFunction(() => document.querySelector('[data-announcer]')?.textContent !== '');
    found['ssn-refused'] = await check(page, 'ssn-refused');
    expect(Object.entries(found).filter(([, problems]) => problems.length > 0)).toEqual([]);
  });

  it.each(SCREEN_SCENARIOS)('%s', async (scenario) => {
    const { page } = session();
    await page.goto(await createScenario(scenario));
    await page.waitForLoadState('networkidle');
    await expectVisible(page.getByRole('heading', { level: 1 }), 20_000);
    expect(await check(page, scenario)).toEqual([]);
  });
});
