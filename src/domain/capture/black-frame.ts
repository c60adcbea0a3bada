/**
 * A camera that is covered, used by another app or blocked by the system often delivers frames that
 * are all black instead of failing. A frame counts as black when no sampled pixel is brighter than
 * this (of 255): a dark room still shows noise above it, a black feed does not.
 */
export const BLACK_FRAME_MAX_LUMA = 16;

/** How long the overlay watches the first frames before it calls the feed black (ms). */
export const BLACK_FRAME_WATCH_MS = 2000;

/**
 * How long an opened camera may give no frame at all before the overlay calls it black (ms): a
 * camera held by the system can open and then never deliver. Ours (the spec is silent): longer
 * than a slow phone camera takes to start (about a second), short enough that nobody waits long.
 */
export const NO_FRAME_WAIT_MS = 5000;

/** What the overlay has seen since the camera opened (ms on one clock). */
export interface FirstFrames {
  readonly openedAt: number;
  /** When the first frame showed (black or not); null before any. */
  readonly firstFrameAt: number | null;
  /** Whether a frame that is not black has shown. */
  readonly sawPicture: boolean;
  readonly now: number;
}

/**
 * The overlay's verdict on an opened camera's first frames: 'live' once a frame is not black;
 * 'black' when every frame for BLACK_FRAME_WATCH_MS after the first was black, or no frame came
 * within NO_FRAME_WAIT_MS of opening; else 'watching'.
 */
export function firstFramesVerdict(seen: FirstFrames): 'live' | 'black' | 'watching' {
  if (seen.sawPicture) return 'live';
  if (seen.firstFrameAt === null) return seen.now - seen.openedAt >= NO_FRAME_WAIT_MS ? 'black' : 'watching';
  return seen.now - seen.firstFrameAt >= BLACK_FRAME_WATCH_MS ? 'black' : 'watching';
}

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
