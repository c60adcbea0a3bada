import type { ImageHeader } from './image-header';
import { MAX_SOURCE_PIXELS } from './image-limits';
import type { ImageSize } from './rgba-image';
import { targetSize } from './target-size';

/**
 * How the pipeline decodes a photo, decided from its header before any decoding (issue 22):
 * - 'refuse': the header declares more pixels than the ceiling (MAX_SOURCE_PIXELS);
 * - 'decode': decode it, at `size` when the header says it is larger than the processing target
 *   (the browser scales while decoding, never holding the full picture where the engine allows),
 *   or at its own size (`size` null: within the target, or a header that gives no size).
 */
export type DecodePlan = { readonly kind: 'refuse' } | { readonly kind: 'decode'; readonly size: ImageSize | null };

/** Whether a picture of this size is over the pixel ceiling. */
export const exceedsPixelCeiling = (size: ImageSize, maxPixels: number = MAX_SOURCE_PIXELS): boolean =>
  size.width * size.height > maxPixels;

export function decodePlan(header: ImageHeader | null): DecodePlan {
  const size = header?.size ?? null;
  if (size === null) return { kind: 'decode', size: null };
  if (exceedsPixelCeiling(size)) return { kind: 'refuse' };
  const target = targetSize(size);
  const smaller = target.width < size.width || target.height < size.height;
  return { kind: 'decode', size: smaller ? target : null };
}
