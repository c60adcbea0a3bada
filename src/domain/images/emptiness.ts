import { EMPTINESS_SAMPLE_WIDTH, MIN_DISTINCT_COLOURS } from './image-limits';
import type { ImageSize, RgbaImage } from './rgba-image';

/**
 * The size of the emptiness sample (spec 001 §9: downscale to 30 px wide), keeping the aspect
 * ratio and at least one pixel high. Spec is silent on images narrower than 30 px: they are
 * sampled at their own size, never upscaled (upscaling adds no information, only cost).
 */
export function emptinessSampleSize(size: ImageSize): ImageSize {
  const width = Math.min(EMPTINESS_SAMPLE_WIDTH, size.width);
  const height = Math.max(1, Math.round((size.height * width) / size.width));
  return { width, height };
}

/**
 * How many distinct colours the pixels hold, counting stops at `stopAt` (the emptiness check
 * only needs to know whether there are two). A colour is the whole RGBA quadruple, so a
 * transparent pixel differs from an opaque one of the same RGB.
 */
export function countDistinctColours(image: RgbaImage, stopAt = Number.POSITIVE_INFINITY): number {
  const seen = new Set<number>();
  const { data } = image;
  for (let i = 0; i + 3 < data.length && seen.size < stopAt; i += 4) {
    // Packed into one unsigned 32-bit number: a Set of numbers, no string per pixel.
    seen.add(
      (((data[i] ?? 0) << 24) | ((data[i + 1] ?? 0) << 16) | ((data[i + 2] ?? 0) << 8) | (data[i + 3] ?? 0)) >>> 0,
    );
  }
  return seen.size;
}

/** Spec 001 §9: a sample with fewer than 2 distinct colours is empty (a blank or one-colour image). */
export const isEmptyImage = (sample: RgbaImage): boolean =>
  countDistinctColours(sample, MIN_DISTINCT_COLOURS) < MIN_DISTINCT_COLOURS;
