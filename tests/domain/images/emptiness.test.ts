import { countDistinctColours, emptinessSampleSize, isEmptyImage } from '../../../src/domain/images/emptiness';
import { scalePixels } from '../../../src/domain/images/rgba-image';
import { gradient, paint, solid } from './pixels';

const WHITE = [255, 255, 255, 255] as const;
const BLACK = [0, 0, 0, 255] as const;

/** The check as the pipeline runs it: the 30-px-wide sample, then the colour count. */
const emptyAfterSampling = (image: Parameters<typeof scalePixels>[0]) =>
  isEmptyImage(scalePixels(image, emptinessSampleSize(image)));

describe('the emptiness sample (spec 001 §9: downscale to 30 px wide)', () => {
  it('is 30 px wide and keeps the aspect ratio', () => {
    expect(emptinessSampleSize({ width: 6000, height: 4000 })).toEqual({ width: 30, height: 20 });
    expect(emptinessSampleSize({ width: 4000, height: 6000 })).toEqual({ width: 30, height: 45 });
    expect(emptinessSampleSize({ width: 1920, height: 1080 })).toEqual({ width: 30, height: 17 });
  });

  it('keeps an image narrower than 30 px at its own size (29 px wide, 1x1)', () => {
    expect(emptinessSampleSize({ width: 29, height: 40 })).toEqual({ width: 29, height: 40 });
    expect(emptinessSampleSize({ width: 1, height: 1 })).toEqual({ width: 1, height: 1 });
  });

  it('is at least one pixel high for a very wide strip', () => {
    expect(emptinessSampleSize({ width: 10_000, height: 2 })).toEqual({ width: 30, height: 1 });
  });
});

describe('counting distinct colours', () => {
  it('counts each RGBA quadruple once', () => {
    const image = solid(4, 4, WHITE);
    paint(image, 1, 1, BLACK);
    paint(image, 2, 2, BLACK);
    paint(image, 3, 3, [255, 255, 255, 0]);
    expect(countDistinctColours(image)).toBe(3);
  });

  it('stops counting at the given bound', () => {
    expect(countDistinctColours(gradient(50, 50), 2)).toBe(2);
    expect(countDistinctColours(gradient(50, 50))).toBeGreaterThan(100);
  });
});

describe('isEmptyImage (fewer than 2 distinct colours is empty)', () => {
  it('finds a one-colour image empty', () => {
    expect(emptyAfterSampling(solid(6000, 40, WHITE))).toBe(true);
    expect(emptyAfterSampling(solid(29, 29, BLACK))).toBe(true);
  });

  it('finds a 1x1 image empty: one pixel is one colour', () => {
    expect(emptyAfterSampling(solid(1, 1, [10, 20, 30, 255]))).toBe(true);
  });

  it('finds a photo-like gradient not empty', () => {
    expect(emptyAfterSampling(gradient(640, 480))).toBe(false);
  });

  it('finds two colours not empty, the smallest non-empty image', () => {
    const image = solid(2, 1, WHITE);
    paint(image, 1, 0, BLACK);
    expect(emptyAfterSampling(image)).toBe(false);
  });

  it('finds a 29 px wide image with one odd pixel not empty (no sampling loses it)', () => {
    const image = solid(29, 10, WHITE);
    paint(image, 28, 9, BLACK);
    expect(emptyAfterSampling(image)).toBe(false);
  });

  it('finds an empty pixel array empty', () => {
    expect(isEmptyImage({ width: 0, height: 0, data: new Uint8Array(0) })).toBe(true);
  });
});

describe('scalePixels', () => {
  it('keeps the corners of a two-colour image in their places', () => {
    const image = solid(100, 100, WHITE);
    for (let y = 50; y < 100; y += 1) for (let x = 50; x < 100; x += 1) paint(image, x, y, BLACK);
    const small = scalePixels(image, { width: 2, height: 2 });
    expect(Array.from(small.data)).toEqual([...WHITE, ...WHITE, ...WHITE, ...BLACK]);
  });
});
