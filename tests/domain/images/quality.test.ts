import type { ImageQuality } from '../../../src/domain/images/quality';
import {
  MAX_GLARE,
  MIN_SHARPNESS,
  QUALITY_SAMPLE_LONG_SIDE,
  glareShare,
  laplacianVariance,
  lumaOf,
  measureQuality,
  qualityConcern,
  qualitySampleSize,
} from '../../../src/domain/images/quality';
import type { RgbaImage } from '../../../src/domain/images/rgba-image';
import { scalePixels } from '../../../src/domain/images/rgba-image';
import type { DocumentScene } from '../../support/document-images';
import { documentPixels } from '../../support/document-images';

const image = (width: number, height: number, pixel: (x: number, y: number) => readonly number[]): RgbaImage => {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) data.set([...pixel(x, y).slice(0, 3), 255], (y * width + x) * 4);
  }
  return { width, height, data };
};

/** The pre-check's measures of a generated scene, sampled as the pipeline samples (nearest neighbour here). */
const measured = (scene: DocumentScene): ImageQuality => {
  const pixels = documentPixels(scene);
  return measureQuality(scalePixels(pixels, qualitySampleSize(pixels)));
};

describe('the quality pre-check’s sample', () => {
  it('is at most 1000 px on the long side, keeping the aspect ratio, never upscaled', () => {
    expect(QUALITY_SAMPLE_LONG_SIDE).toBe(1000);
    expect(qualitySampleSize({ width: 4000, height: 3000 })).toEqual({ width: 1000, height: 750 });
    expect(qualitySampleSize({ width: 3000, height: 4000 })).toEqual({ width: 750, height: 1000 });
    expect(qualitySampleSize({ width: 4242, height: 2828 })).toEqual({ width: 1000, height: 667 });
    expect(qualitySampleSize({ width: 20000, height: 10 })).toEqual({ width: 1000, height: 1 });
    expect(qualitySampleSize({ width: 800, height: 600 })).toEqual({ width: 800, height: 600 });
    expect(qualitySampleSize({ width: 1000, height: 1000 })).toEqual({ width: 1000, height: 1000 });
  });
});

describe('the measures', () => {
  it('takes the luma with BT.601 weights', () => {
    const luma = lumaOf(
      image(
        4,
        1,
        (x) =>
          [
            [255, 0, 0],
            [0, 255, 0],
            [0, 0, 255],
            [255, 255, 255],
          ][x]!,
      ),
    );
    expect([...luma].map((value) => Math.round(value * 10) / 10)).toEqual([76.2, 149.7, 29.1, 255]);
  });

  it('measures no sharpness on a flat or a smooth image, much on a checkerboard', () => {
    const size = { width: 20, height: 20 };
    expect(laplacianVariance(lumaOf(image(20, 20, () => [90, 90, 90])), size)).toBe(0);
    // A linear ramp has no second derivative.
    expect(laplacianVariance(lumaOf(image(20, 20, (x) => [x * 10, x * 10, x * 10])), size)).toBeCloseTo(0, 6);
    const checkerboard = image(20, 20, (x, y) => ((x + y) % 2 === 0 ? [0, 0, 0] : [255, 255, 255]));
    // Every inner pixel's Laplacian is ±1020; they alternate, so the mean is 0 and the variance 1020².
    expect(laplacianVariance(lumaOf(checkerboard), size)).toBeCloseTo(1020 * 1020, 0);
    expect(laplacianVariance(lumaOf(image(2, 2, () => [0, 0, 0])), { width: 2, height: 2 })).toBe(0);
  });

  it('counts as glare the clipped, colourless pixels inside a blob, not lone ones nor coloured ones', () => {
    // A 10x10 white square: its 8x8 inside counts, its rim does not.
    expect(glareShare(image(10, 10, () => [255, 255, 255]))).toBe(64 / 100);
    expect(glareShare(image(10, 10, () => [250, 250, 250]))).toBe(64 / 100);
    expect(glareShare(image(10, 10, () => [249, 255, 255]))).toBe(0);
    // A yellow or a red light clips one or two channels only: colour, not glare.
    expect(glareShare(image(10, 10, () => [255, 255, 0]))).toBe(0);
    // Lone clipped pixels (JPEG ringing beside text, a catchlight) and one-pixel lines are not a blob.
    expect(glareShare(image(10, 10, (x, y) => (x % 2 === 0 && y % 2 === 0 ? [255, 255, 255] : [40, 40, 40])))).toBe(0);
    expect(glareShare(image(10, 10, (x) => (x === 4 ? [255, 255, 255] : [240, 240, 240])))).toBe(0);
    expect(glareShare({ width: 0, height: 0, data: new Uint8Array(0) })).toBe(0);
  });
});

describe('qualityConcern', () => {
  it('names blur below MIN_SHARPNESS and glare from MAX_GLARE, both together, else null', () => {
    expect(qualityConcern({ sharpness: MIN_SHARPNESS, glare: 0 })).toBeNull();
    expect(qualityConcern({ sharpness: MIN_SHARPNESS - 0.1, glare: 0 })).toBe('blurry');
    expect(qualityConcern({ sharpness: 5000, glare: MAX_GLARE })).toBe('glare');
    expect(qualityConcern({ sharpness: 5000, glare: MAX_GLARE - 0.0001 })).toBeNull();
    expect(qualityConcern({ sharpness: 10, glare: 0.2 })).toBe('blurry-and-glare');
  });
});

describe('the pre-check on generated document photos (tests/support/document-images.ts)', () => {
  // The sample's own size: measured as it is (the resolution test below draws twice as large).
  const WIDTH = 1000;
  const HEIGHT = 667;

  it.each([
    ['a sharp card', { subject: 'card' }],
    ['a sharp white paper page (luma ~240: white paper is not glare)', { subject: 'paper' }],
  ] as const)('finds no concern with %s, with a margin', (_name, scene) => {
    const quality = measured({ width: WIDTH, height: HEIGHT, ...scene });
    expect(qualityConcern(quality)).toBeNull();
    expect(quality.sharpness).toBeGreaterThan(MIN_SHARPNESS * 2);
    expect(quality.glare).toBe(0);
  });

  it.each([1, 2, 3, 5, 8])('finds a card blurred with radius %d blurry, with a margin', (blurRadius) => {
    const quality = measured({ width: WIDTH, height: HEIGHT, blurRadius });
    expect(qualityConcern(quality)).toBe('blurry');
    expect(quality.sharpness).toBeLessThan(MIN_SHARPNESS / 2);
  });

  it.each(['ellipse', 'spot'] as const)('finds glare on a sharp card with a %s of glare, with a margin', (glare) => {
    const quality = measured({ width: WIDTH, height: HEIGHT, glare });
    expect(qualityConcern(quality)).toBe('glare');
    expect(quality.glare).toBeGreaterThan(MAX_GLARE * 2);
  });

  it('finds both on a blurred card with glare, and on a white page with a spot of glare', () => {
    expect(qualityConcern(measured({ width: WIDTH, height: HEIGHT, glare: 'ellipse', blurRadius: 3 }))).toBe(
      'blurry-and-glare',
    );
    expect(qualityConcern(measured({ width: WIDTH, height: HEIGHT, subject: 'paper', glare: 'spot' }))).toBe('glare');
  });

  it('measures the same scene alike at any resolution (the sample, not the photo, is measured)', () => {
    const small = measured({ width: 1000, height: 667 });
    const large = measured({ width: 2000, height: 1333 });
    expect(large.sharpness / small.sharpness).toBeGreaterThan(0.8);
    expect(large.sharpness / small.sharpness).toBeLessThan(1.25);
    const blurredLarge = measured({ width: 2000, height: 1333, blurRadius: 1 });
    expect(qualityConcern(blurredLarge)).toBe('blurry');
  });
});
