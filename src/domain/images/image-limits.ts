/** Spec 001 §9: the width the emptiness check samples the image at. */
export const EMPTINESS_SAMPLE_WIDTH = 30;

/** Spec 001 §9: an image with fewer distinct colours than this (in its 30-px sample) is empty. */
export const MIN_DISTINCT_COLOURS = 2;

/** Spec 001 §9: the processing target, at most 12 million pixels. */
export const MAX_PROCESSED_PIXELS = 12_000_000;

/** Spec 001 §9: JPEG quality 80, as the canvas APIs take it (0 to 1). */
export const JPEG_QUALITY = 0.8;

/**
 * The pixel ceiling (issue 22; spec is silent): a photo whose header declares more pixels than
 * this is refused before it is decoded, with a message naming the limit, so that a low-memory
 * phone never runs out of memory decoding it. OWASP ASVS 5.0 requirement 5.2.6 asks the same of
 * any image upload: "Verify that the application rejects uploaded images with a pixel size larger
 * than the maximum allowed, to prevent pixel flood attacks" — a PNG or JPEG of a few kilobytes can
 * declare 20000x20000 pixels, 1.6 GB once decoded.
 *
 * Why 100 million: it takes every photo a phone makes at its usual settings (12 to 50 MP; the
 * 48 MP of an iPhone's HEIF Max is 8064x6048) and the panoramas (an iPhone's longest, about
 * 16000x4000, 64 MP), and refuses only the opt-in high-resolution modes of a few cameras (108 and
 * 200 MP) and the bombs. What a photo costs while it is processed: the pipeline asks the browser to
 * decode straight to the processing size (createImageBitmap's resizeWidth and resizeHeight: Chrome
 * 54, Firefox 98, Safari 15, by MDN's compatibility data; Firefox ignores resizeQuality), so what
 * the page holds afterwards is a bitmap of at most 12 MP (48 MB) and a canvas of the same size.
 * An engine may still decode at full size before scaling (Chromium does, `npm run bench:capture`
 * shows the peak): 100 MP is 400 MB for that moment, in the worker, which ends after each photo.
 *
 * One ceiling for every browser, including the one path that cannot ask for a smaller decode (the
 * <img> fallback of Safari before 15, which has no createImageBitmap): a lower ceiling there would
 * give the same photo two verdicts and the message two numbers, for a few per cent of devices.
 */
export const MAX_SOURCE_PIXELS = 100_000_000;
