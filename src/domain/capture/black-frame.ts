/**
 * A camera that is covered, used by another app or blocked by the system often delivers frames that
 * are all black instead of failing. A frame counts as black when no sampled pixel is brighter than
 * this (of 255): a dark room still shows noise above it, a black feed does not.
 */
export const BLACK_FRAME_MAX_LUMA = 16;

/** How long the overlay watches the first frames before it calls the feed black (ms). */
export const BLACK_FRAME_WATCH_MS = 2000;

/**
 * Whether a sampled frame (RGBA bytes, e.g. a 30 px wide copy) is black: every pixel's luma
 * (BT.601) at most BLACK_FRAME_MAX_LUMA. An empty sample is not evidence of anything: not black.
 */
export function isBlackFrame(rgba: ArrayLike<number>): boolean {
  if (rgba.length < 4) return false;
  for (let i = 0; i + 3 < rgba.length; i += 4) {
    const luma = 0.299 * (rgba[i] ?? 0) + 0.587 * (rgba[i + 1] ?? 0) + 0.114 * (rgba[i + 2] ?? 0);
    if (luma > BLACK_FRAME_MAX_LUMA) return false;
  }
  return true;
}
