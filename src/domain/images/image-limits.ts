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
 * 200 MP) and the bombs. What a photo costs while it is processed: in the worker the pipeline asks
 * the browser to decode straight to the processing size (createImageBitmap's resizeWidth and
 * resizeHeight: Chrome 54, Firefox 98, Safari 15, by MDN's compatibility data; Firefox ignores
 * resizeQuality), so what it holds afterwards is a bitmap of at most 12 MP (48 MB) and a canvas of
 * the same size. An engine may still decode at full size before scaling, and Chromium does:
 * `npm run bench:capture` measured its renderer's peak growing by 180, 321 and 594 MB for a 24, a
 * 50 and a 100 MP photo (about 4 bytes a pixel, plus the 12 MP canvases), for a moment, in a worker
 * that ends after each photo. So the ceiling is what bounds the peak, at about 600 MB in Chromium.
 *
 * One ceiling for every browser and path, including those that decode at full size by design (the
 * main-thread fallback, where a resize at decode cost Chromium a 0.6 s long task, and the <img>
 * path of Safari before 15): a lower ceiling there would give the same photo two verdicts and the
 * message two numbers, for the few per cent of browsers without OffscreenCanvas.
 */
export const MAX_SOURCE_PIXELS = 100_000_000;

/**
 * Spec is silent on the size of a picked photo (its 10 MB is on what is sent, after the pipeline):
 * a file over 200 MB is not read at all (issue 26, ASVS 5.2.1). The largest photos a camera makes
 * under the pixel ceiling are 20 to 60 MB as JPEG or HEIC and up to about 150 MB as a PNG of a
 * 100 MP photo, so none is refused; what is refused is a multi-gigabyte file picked by mistake,
 * which the browser would otherwise read whole into memory before anything could look at it.
 */
export const MAX_SOURCE_BYTES = 200 * 1024 * 1024;

export const exceedsByteCeiling = (sizeBytes: number): boolean => sizeBytes > MAX_SOURCE_BYTES;
