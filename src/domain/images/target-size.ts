import { MAX_PROCESSED_PIXELS } from './image-limits';
import type { ImageSize } from './rgba-image';

/**
 * The size an image is processed at (spec 001 §9: at most 12 million pixels): unchanged when it
 * is within the limit (never upscaled), otherwise scaled down keeping the aspect ratio as closely
 * as whole pixels allow, never above the limit and never below one pixel a side.
 */
export function targetSize(size: ImageSize, maxPixels: number = MAX_PROCESSED_PIXELS): ImageSize {
  const { width, height } = size;
  if (width * height <= maxPixels) return { width, height };
  const scale = Math.sqrt(maxPixels / (width * height));
  const targetWidth = Math.max(1, Math.floor(width * scale));
  // The height follows the width (rounded), capped so the product stays within the limit.
  const targetHeight = Math.max(
    1,
    Math.min(Math.round((height * targetWidth) / width), Math.floor(maxPixels / targetWidth)),
  );
  return { width: targetWidth, height: targetHeight };
}
