import type { Page } from 'playwright-core';
import { startFromOverview } from './support/answer-questions';
import { createScenario, visit } from './support/browser';
import { expectVisible } from './support/expect-page';
import { openSelfieQuestion } from './support/selfie-question';
import { useBrowser } from './support/use-browser';

// Issue 22 item 4: a phone whose owner set the text to twice its size, and a phone turned on its
// side while the camera is open. Usable means: the text really is bigger, nothing scrolls sideways,
// every control of the screen lies within the screen's width, and the camera's shutter stays on
// screen. Chromium only: the other engines' drivers here cannot set the text size or rotate a
// window while a page is open.

const WIDTH = 360;

/**
 * Twice the browser's default text size, as a person sets it in Chrome's settings (16 -> 32 px):
 * every size in rem grows with it. Chromium's DevTools protocol sets it for the page's renderer;
 * a new page in the context (axe opens one to finish its run) sets it back, so each screen sets it
 * again before it is checked.
 */
async function doubleTextSize(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
  await cdp.detach();
}

/** Controls (buttons, links, fields) shown on the page that reach past the right edge of the screen. */
async function controlsPastTheEdge(page: Page): Promise<string[]> {
  return page.evaluate((width) => {
    const past: string[] = [];
    for (const control of document.querySelectorAll<HTMLElement>('button, a[href], input, select, textarea')) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.right > width + 0.5 || box.left < -0.5) {
        past.push(`${control.tagName.toLowerCase()} '${(control.textContent ?? control.id).trim().slice(0, 40)}'`);
      }
    }
    return past;
  }, WIDTH);
}

/** The checks of a screen at twice the text size: the text is bigger, and every control fits. */
async function expectUsable(page: Page, step: string): Promise<void> {
  await doubleTextSize(page);
  const rootSize = await page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
  expect(rootSize).toBe('32px');
  expect(await controlsPastTheEdge(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH);
  // The screenshot and axe, at this size (visit's own checks after axe are at the default size).
  await visit(page, 'text-200', step, 'mobile');
}

describe('a phone with its text at 200 % (360 px wide)', () => {
  const session = useBrowser('mobile', { camera: true });

  it('keeps the overview, a typed answer with its error, the selfie and the camera usable', async () => {
    const { page } = session();
    const link = await createScenario('applicant');
    await page.goto(link);
    await page.waitForURL((url) => url.pathname === '/overview');
    await expectUsable(page, 'overview');

    await startFromOverview(page, 'Social Security Number');
    const ssn = page.getByRole('main').getByRole('textbox', { name: 'Social Security Number', exact: true });
    await ssn.fill('123');
    await ssn.press('Tab');
    await expectVisible(page.locator('[aria-invalid="true"]').first());
    await expectUsable(page, 'ssn-error');

    const selfie = await createScenario('applicant-selfie');
    await openSelfieQuestion(page, selfie);
    const takeSelfie = page.getByRole('button', { name: 'Take a selfie' });
    await expectVisible(takeSelfie);
    await expectUsable(page, 'selfie');
    await doubleTextSize(page);
    await takeSelfie.click();
    const shutter = page.getByRole('button', { name: 'Take photo' });
    await expectVisible(shutter);
    const box = await shutter.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y + box!.height).toBeLessThanOrEqual(740);
    expect(await controlsPastTheEdge(page)).toEqual([]);
  });
});

describe('a phone turned on its side while the camera is open', () => {
  const session = useBrowser('mobile', { camera: true });

  /** The shutter's box and whether the overlay holds anything beyond the screen. */
  async function cameraLayout(page: Page) {
    return page.evaluate(() => {
      const shutter = document.querySelector('.camera-overlay__shutter')?.getBoundingClientRect();
      const video = document.querySelector('.camera-overlay__video')?.getBoundingClientRect();
      const overlay = document.querySelector('.camera-overlay');
      return {
        shutterBottom: shutter?.bottom ?? Infinity,
        shutterRight: shutter?.right ?? Infinity,
        videoHeight: video?.height ?? 0,
        overflow: overlay === null ? -1 : overlay.scrollHeight - overlay.clientHeight,
      };
    });
  }

  it('lays the overlay out again each way, and the photo taken sideways is sent', async () => {
    const { page } = session();
    const link = await createScenario('applicant-selfie');
    await openSelfieQuestion(page, link);
    await page.getByRole('button', { name: 'Take a selfie' }).click();
    await page.waitForFunction(
      () => document.querySelector<HTMLButtonElement>('.camera-overlay__shutter')?.disabled === false,
    );
    const upright = await cameraLayout(page);
    expect(upright.shutterBottom).toBeLessThanOrEqual(740);

    await page.setViewportSize({ width: 740, height: 360 });
    await page.waitForFunction(() => innerWidth === 740);
    const sideways = await cameraLayout(page);
    expect(sideways.shutterBottom).toBeLessThanOrEqual(360);
    expect(sideways.shutterRight).toBeLessThanOrEqual(740);
    expect(sideways.videoHeight).toBeGreaterThanOrEqual(300);
    expect(sideways.overflow).toBe(0);
    await visit(page, 'camera-rotated', 'sideways', 'mobile');

    await page.setViewportSize({ width: 360, height: 740 });
    await page.waitForFunction(() => innerWidth === 360);
    const back = await cameraLayout(page);
    expect(back.shutterBottom).toBeLessThanOrEqual(740);
    expect(back.overflow).toBe(0);

    await page.setViewportSize({ width: 740, height: 360 });
    await page.getByRole('button', { name: 'Take photo' }).click();
    await page.getByRole('button', { name: 'Use this photo' }).click();
    await expectVisible(page.getByRole('main').getByRole('img', { name: 'Your selfie' }));
    await visit(page, 'camera-rotated', 'taken', 'mobile');
  });
});
