/** Spec 001 §9: the width the emptiness check samples the image at. */
export const EMPTINESS_SAMPLE_WIDTH = 30;

/** Spec 001 §9: an image with fewer distinct colours than this (in its 30-px sample) is empty. */
export const MIN_DISTINCT_COLOURS = 2;

/** Spec 001 §9: the processing target, at most 12 million pixels. */
export const MAX_PROCESSED_PIXELS = 12_000_000;

/** Spec 001 §9: JPEG quality 80, as the canvas APIs take it (0 to 1). */
export const JPEG_QUALITY = 0.8;
