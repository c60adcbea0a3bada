import type { Page } from 'playwright-core';
import { QUALITY_MEASURE_NAME } from '../../src/adapters/images/image-pipeline';
import type { ImageQuality, QualityConcern } from '../../src/domain/images/quality';
import { MAX_GLARE, MIN_SHARPNESS, qualityConcern } from '../../src/domain/images/quality';
import type { DocumentScene } from '../support/document-images';
import { documentPixels } from '../support/document-images';
import { jpegOf } from '../support/test-images';
import { createScenario } from './support/browser';
import { openSelfieQuestion } from './support/selfie-question';
import { tracingQuality } from './support/quality-trace';
import { useBrowser } from './support/use-browser';

const SIZE = { width: 2400, height: 1600 };
const CASES: readonly (readonly [string, DocumentScene, QualityConcern | null])[] = [
  ['sharp', SIZE, null],
  ['white paper', { ...SIZE, subject: 'paper' }, null],
  ['blur r1', { ...SIZE, blurRadius: 1 }, 'blurry'],
  ['blur r3', { ...SIZE, blurRadius: 3 }, 'blurry'],
  ['glare', { ...SIZE, glare: 'ellipse' }, 'glare'],
  ['glare spot', { ...SIZE, glare: 'spot' }, 'glare'],
  ['blur r3 and glare', { ...SIZE, blurRadius: 3, glare: 'ellipse' }, 'blurry-and-glare'],
];

const photoOf = (scene: DocumentScene): Buffer => {
  const { width, height, data } = documentPixels(scene);
  return Buffer.from(jpegOf(width, height, data, 90));
};

/** Chooses the photo in the selfie question and waits for its preview (a new object URL each time). */
async function choose(page: Page, photo: Buffer): Promise<void> {
  const preview = page.locator('img.capture__preview');
  const before = (await preview.count()) === 0 ? null : await preview.getAttribute('src');
  await page.getByLabel('Choose a photo').setInputFiles({ name: 'card.jpg', mimeType: 'image/jpeg', buffer: photo });
  await page.waitForFunction(
    (previous) => {
      const image = document.querySelector('img.capture__preview');
      return image !== null && image.getAttribute('src') !== previous;
    },
    before,
    { timeout: 30_000 },
  );
}

/** Every case through the page's pipeline: the figures its trace recorded, one measure per photo. */
async function measureCases(page: Page): Promise<Record<string, ImageQuality>> {
  await openSelfieQuestion(page, await createScenario('applicant-selfie'));
  const browser = page.context().browser();
  if (browser === null) throw new Error('no browser');
  const seen: Record<string, ImageQuality> = {};
  for (const [name, scene] of CASES) {
    const photo = photoOf(scene);
    const measures = await tracingQuality(browser, page, () => choose(page, photo));
    expect(measures).toHaveLength(1);
    const quality = measures[0]?.quality;
    if (quality == null) throw new Error(`no figures traced for ${name}`);
    seen[name] = quality;
  }
  return seen;
}

/** The concern of each case as expected, with the Node tests' margins: a factor of 2 to either threshold. */
function expectConcerns(seen: Record<string, ImageQuality>): void {
  expect(Object.fromEntries(CASES.map(([name]) => [name, qualityConcern(seen[name]!)]))).toEqual(
    Object.fromEntries(CASES.map(([name, , concern]) => [name, concern])),
  );
  for (const [name, , concern] of CASES) {
    const { sharpness, glare } = seen[name]!;
    if (concern === null || concern === 'glare') expect(sharpness).toBeGreaterThan(MIN_SHARPNESS * 2);
    else expect(sharpness).toBeLessThan(MIN_SHARPNESS / 2);
    if (concern === null || concern === 'blurry') expect(glare).toBe(0);
    else expect(glare).toBeGreaterThan(MAX_GLARE * 2);
  }
}

const mainThreadMeasures = (page: Page) =>
  page.evaluate((name) => performance.getEntriesByName(name, 'measure').length, QUALITY_MEASURE_NAME);

// The Node tests tune the thresholds on the pure codec (nearest-neighbour scaling); here the
// browser's canvas draws the 1000-px sample (interpolating) from 2400x1600 photos, as it does a
// phone's photo, in the worker and on the main thread. The figures come from the pipeline's User
// Timing measure (its detail), which a Chromium trace records on either thread.
describe('the blur and glare pre-check in Chromium (the canvas codec)', () => {
  const session = useBrowser('mobile');

  it('finds generated document photos sharp, blurry, glary or both in the Web Worker, as in Node', async () => {
    const { page } = session();
    expectConcerns(await measureCases(page));
    // Measured in the worker only: its answer, quality included, was taken (no main-thread retry).
    expect(await mainThreadMeasures(page)).toBe(0);
  });

  it('finds the same on the main-thread path (no OffscreenCanvas)', async () => {
    const { page, context } = session();
    await context.addInitScript(() => {
      Object.defineProperty(window, 'OffscreenCanvas', { value: undefined, configurable: true });
    });
    expectConcerns(await measureCases(page));
    expect(await mainThreadMeasures(page)).toBe(CASES.length);
  });
});
