import type { ImageSize } from '../../domain/images/rgba-image';

/**
 * createImageBitmap, scaling while it decodes when given a size (issue 22): resizeWidth and
 * resizeHeight (Chrome 54, Firefox 98, Safari 15, by MDN's compatibility data) make the bitmap
 * that size, so the page never holds the full picture afterwards; 'high' asks for a smooth
 * downscale where the engine honours resizeQuality (Chrome, Safari; Firefox ignores it). An engine
 * that ignores the options answers the full size, which the pipeline then scales on its canvas.
 * The size is the picture as shown (EXIF orientation applied): engines resize the turned picture,
 * as Chromium was seen to do. Used in the worker only: see documentCanvasPlatform for why not on
 * the main thread. Chromium still decodes the full picture before scaling (npm run bench:capture:
 * the renderer's peak grows by about 4 bytes a pixel), so the ceiling, not the resize, bounds it.
 */
export const decodeBitmap = (blob: Blob, size?: ImageSize): Promise<ImageBitmap> =>
  size === undefined
    ? createImageBitmap(blob)
    : createImageBitmap(blob, { resizeWidth: size.width, resizeHeight: size.height, resizeQuality: 'high' });
