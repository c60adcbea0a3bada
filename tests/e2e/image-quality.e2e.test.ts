import type { Page } from 'playwright-core';
import { QUALITY_MEASURE_NAME } from '../../src/adapters/images/image-pipeline';
import type { ImageQuality } from '../../src/domain/images/quality';
import { MAX_GLARE, MIN_SHARPNESS, qualityConcern } from '../../src/domain/images/quality';
import type { DocumentScene } from '../support/document-images';
import { documentPixels } from '../support/document-images';
import { jpegOf } from '../support/test-images';
import { createScenario } from './support/browser';
import { expectVisible } from './support/expect-page';
import { openSelfieQuestion } from './support/selfie-question';
import { useBrowser } from './support/use-browser';

const photoOf = (scene: DocumentScene): Buffer => {
  const { width, height, data } = documentPixels(scene);
  return Buffer.from(jpegOf(width, height, data, 90));
};

/** The pre-check's figures of the last photo processed on this page's main thread (its User Timing measure). */
const lastQuality = (page: Page) =>
  page.evaluate((name) => {
    const measures = performance.getEntriesByName(name, 'measure') as PerformanceMeasure[];
    return (measures.at(-1)?.detail ?? null) as { sharpness: number; glare: number } | null;
  }, QUALITY_MEASURE_NAME);

// The Node tests tune the thresholds on the pure codec (nearest-neighbour scaling); here the
// browser's canvas draws the 1000-px sample (interpolating), as it does for applicants. The
// generated photos are 2400x1600, so the canvas scales them down as it does a phone's photo.
describe('the blur and glare pre-check in Chromium (the canvas codec, main thread)', () => {
  const session = useBrowser('mobile');

  it('finds the generated document photos sharp, blurry, glary or both, as in Node', async () => {
    const { page, context } = session();
    // The main-thread path: its User Timing measures are the page's to read.
    await context.addInitScript(() => {
      Object.defineProperty(window, 'OffscreenCanvas', { value: undefined, configurable: true });
    });
    await openSelfieQuestion(page, await createScenario('applicant-selfie'));
    const size = { width: 2400, height: 1600 };
    const cases: [string, DocumentScene, ReturnType<typeof qualityConcern>][] = [
      ['sharp', size, null],
      ['white paper', { ...size, subject: 'paper' }, null],
      ['blur r1', { ...size, blurRadius: 1 }, 'blurry'],
      ['blur r3', { ...size, blurRadius: 3 }, 'blurry'],
      ['glare', { ...size, glare: 'ellipse' }, 'glare'],
      ['glare spot', { ...size, glare: 'spot' }, 'glare'],
      ['blur r3 and glare', { ...size, blurRadius: 3, glare: 'ellipse' }, 'blurry-and-glare'],
    ];
    const seen: Record<string, ImageQuality | null> = {};
    for (const [name, scene] of cases) {
      const before = await page.evaluate(
        (measure) => performance.getEntriesByName(measure).length,
        QUALITY_MEASURE_NAME,
      );
      await page
        .getByLabel('Choose a photo')
        .setInputFiles({ name: 'card.jpg', mimeType: 'image/jpeg', buffer: photoOf(scene) });
      // The picker stays beside the preview: each photo replaces the last one.
      await page.waitForFunction(
        ([measure, count]) => performance.getEntriesByName(measure as string).length > (count as number),
        [QUALITY_MEASURE_NAME, before] as const,
        { timeout: 30_000 },
      );
      seen[name] = await lastQuality(page);
      await expectVisible(page.getByRole('img', { name: 'Your selfie' }), 30_000);
    }
    expect(Object.fromEntries(cases.map(([name]) => [name, seen[name] && qualityConcern(seen[name]!)]))).toEqual(
      Object.fromEntries(cases.map(([name, , concern]) => [name, concern])),
    );
    // With the same margins as in Node: a factor of 2 to either threshold.
    for (const [name, , concern] of cases) {
      const { sharpness, glare } = seen[name]!;
      if (concern === null || concern === 'glare') expect(sharpness).toBeGreaterThan(MIN_SHARPNESS * 2);
      else expect(sharpness).toBeLessThan(MIN_SHARPNESS / 2);
      if (concern === null || concern === 'blurry') expect(glare).toBe(0);
      else expect(glare).toBeGreaterThan(MAX_GLARE * 2);
    }
  });
});
