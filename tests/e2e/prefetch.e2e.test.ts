import type { Page, Request } from 'playwright-core';
import { createScenario } from './support/browser';
import { expectVisible } from './support/expect-page';
import { useBrowser } from './support/use-browser';

// Issue 25: a tile opens its question waiting for as little code as can be: pointing at a tile
// loads its question's code before the click (src/ui/app/question-prefetch.ts).

interface ScriptRequest {
  readonly path: string;
  readonly finished: boolean;
}

/** Every script the page asks for, in order, and whether it has arrived. */
function recordScripts(page: Page): () => readonly ScriptRequest[] {
  const seen = new Map<Request, ScriptRequest>();
  const record = (request: Request, finished: boolean) => {
    const path = new URL(request.url()).pathname;
    if (!path.endsWith('.js')) return;
    seen.set(request, { path, finished });
  };
  page.on('request', (request) => record(request, false));
  page.on('requestfinished', (request) => record(request, true));
  return () => [...seen.values()];
}

/** Waits until `ready` holds for the scripts so far (checked every 100 ms, for 20 s at most). */
async function waitUntil(
  page: Page,
  scripts: () => readonly ScriptRequest[],
  ready: (s: readonly ScriptRequest[]) => boolean,
) {
  for (let waited = 0; !ready(scripts()); waited += 100) {
    if (waited > 20_000) throw new Error(`Still waiting; scripts so far: ${JSON.stringify(scripts())}`);
    await page.waitForTimeout(100);
  }
}

const tiles = (page: Page) => page.getByRole('list', { name: 'Questions' }).getByRole('link');
/** A tile's title, without its required mark. */
const titleOf = async (tile: ReturnType<typeof tiles>) =>
  (await tile.locator('.tile__title').evaluate((title) => title.firstChild?.textContent ?? '')).trim();
describe("the overview fetches questions' code ahead", () => {
  const session = useBrowser('desktop');

  it("loads a tile's question code when the pointer rests on it, so the click fetches less", async () => {
    const { page, context } = session();
    /** Opens the last tile's question on a fresh overview; answers the scripts its click fetched. */
    const scriptsOfClick = async (tab: Page, pointFirst: boolean) => {
      const scripts = recordScripts(tab);
      await tab.goto(await createScenario('applicant'));
      await expectVisible(tiles(tab).first());
      await tab.waitForLoadState('networkidle');
      const last = tiles(tab).last();
      if (pointFirst) {
        const before = scripts().length;
        await last.hover();
        await waitUntil(tab, scripts, (s) => s.length > before && s.every((script) => script.finished));
      }
      const beforeClick = scripts().length;
      const title = await titleOf(last);
      // Without pointing first: a click event alone (a mouse click would point on its way).
      if (pointFirst) await last.click();
      else await last.dispatchEvent('click');
      await expectVisible(tab.getByRole('heading', { level: 1, name: title }));
      return scripts()
        .slice(beforeClick)
        .map((s) => s.path);
    };
    const pointedFirst = await scriptsOfClick(page, true);
    const clickedOnly = await scriptsOfClick(await context.newPage(), false);
    // The question's own field came with the pointing: the click fetches only what it would anyway.
    expect(clickedOnly.length).toBeGreaterThan(pointedFirst.length);
    expect(pointedFirst.every((path) => clickedOnly.includes(path))).toBe(true);
  });
});
