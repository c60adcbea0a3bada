import type { Page } from 'playwright-core';
import { startFromOverview } from './support/answer-questions';
import { createScenario, visit } from './support/browser';
import { expectVisible, heading } from './support/expect-page';
import { useBrowser } from './support/use-browser';

// The camera overlay on a phone held upright and held sideways (issue 22): the viewfinder takes
// the height it can, the shutter is on screen without scrolling, and the photo taken is the part
// of the camera's frame the viewfinder showed (its aspect ratio is the viewfinder's).

const SCENARIO = 'applicant-id-retry';
const TITLE = 'ID card or passport';
const FRONT = 'Take a photo: Front of your ID';

interface Box {
  readonly top: number;
  readonly bottom: number;
  readonly width: number;
  readonly height: number;
}

/** The box of the element `selector` matches, in CSS pixels of the viewport. */
async function boxOf(page: Page, selector: string): Promise<Box> {
  return page.evaluate((css) => {
    const element = document.querySelector(css);
    if (element === null) throw new Error(`${css} is not on the page`);
    const { top, bottom, width, height } = element.getBoundingClientRect();
    return { top, bottom, width, height };
  }, selector);
}

/** Opens the ID scan's camera on the front and waits for its live picture. */
async function openCamera(page: Page): Promise<void> {
  await page.goto(await createScenario(SCENARIO));
  await startFromOverview(page, TITLE);
  await heading(page, TITLE).waitFor();
  await page.getByRole('button', { name: FRONT }).click();
  await expectVisible(page.getByRole('dialog', { name: FRONT }).getByRole('button', { name: 'Take photo' }));
  await page.waitForFunction(
    () => document.querySelector<HTMLButtonElement>('.camera-overlay__shutter')?.disabled === false,
  );
}

/** The viewfinder and the shutter are on screen as the issue asks; answers the viewfinder's box. */
async function expectUsableCamera(page: Page, minimumHeight: number): Promise<Box> {
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  const viewfinder = await boxOf(page, '.camera-overlay__video');
  expect(viewfinder.height).toBeGreaterThanOrEqual(minimumHeight);
  const shutter = await boxOf(page, '.camera-overlay__shutter');
  expect(shutter.top).toBeGreaterThanOrEqual(0);
  expect(shutter.bottom).toBeLessThanOrEqual(viewport.height);
  // The overlay is fixed over the page: nothing in it lies beyond the screen, to be scrolled to.
  const overflow = await page.evaluate(() => {
    const overlay = document.querySelector('.camera-overlay');
    return overlay === null ? -1 : overlay.scrollHeight - overlay.clientHeight;
  });
  expect(overflow).toBe(0);
  return viewfinder;
}

/** Takes the photo and answers the aspect ratio of the photo under review (its natural size). */
async function photoAspect(page: Page): Promise<number> {
  const dialog = page.getByRole('dialog', { name: FRONT });
  await dialog.getByRole('button', { name: 'Take photo' }).click();
  const review = dialog.getByRole('img', { name: 'Front of your ID' });
  await expectVisible(review);
  await page.waitForFunction(
    () => (document.querySelector<HTMLImageElement>('.camera-overlay__review')?.naturalWidth ?? 0) > 0,
  );
  return page.evaluate(() => {
    const image = document.querySelector<HTMLImageElement>('.camera-overlay__review');
    return image === null ? 0 : image.naturalWidth / image.naturalHeight;
  });
}

describe('the camera overlay on a phone held sideways (740x360)', () => {
  const session = useBrowser('mobile', { camera: true, viewport: { width: 740, height: 360 } });

  it('gives the picture the full height, keeps the shutter on screen, and sends what the viewfinder showed', async () => {
    const { page } = session();
    await openCamera(page);
    const viewfinder = await expectUsableCamera(page, 300);
    await visit(page, 'camera-landscape', 'live', 'mobile');
    const aspect = await photoAspect(page);
    expect(aspect).toBeCloseTo(viewfinder.width / viewfinder.height, 2);
    await expectVisible(page.getByRole('button', { name: 'Use this photo' }));
    const use = await boxOf(page, '.camera-overlay__actions .button--primary');
    expect(use.bottom).toBeLessThanOrEqual(360);
    await visit(page, 'camera-landscape', 'review', 'mobile');
  });
});

describe('the camera overlay on a phone held upright (360x740)', () => {
  const session = useBrowser('mobile', { camera: true });

  it('keeps its tall picture and the shutter on screen, and sends what the viewfinder showed', async () => {
    const { page } = session();
    await openCamera(page);
    const viewfinder = await expectUsableCamera(page, 400);
    await visit(page, 'camera-portrait', 'live', 'mobile');
    const aspect = await photoAspect(page);
    expect(aspect).toBeCloseTo(viewfinder.width / viewfinder.height, 2);
  });
});
