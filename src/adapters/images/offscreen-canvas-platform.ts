import type { ImageSize } from '../../domain/images/rgba-image';
import type { CanvasPlatform, DrawingSurface } from './canvas-image-codec';
import { decodeBitmap } from './decode-bitmap';

/** Whether this browser can run the pipeline in a worker: OffscreenCanvas and createImageBitmap. */
export const hasOffscreenCanvas = (): boolean =>
  typeof OffscreenCanvas === 'function' && typeof createImageBitmap === 'function';

/** The canvas platform inside a worker: OffscreenCanvas and createImageBitmap, no DOM. */
export const offscreenCanvasPlatform: CanvasPlatform = {
  surface(size: ImageSize): DrawingSurface {
    const canvas = new OffscreenCanvas(size.width, size.height);
    const context = canvas.getContext('2d');
    if (context === null) throw new Error('No 2D context');
    return {
      context,
      toJpeg: (quality) => canvas.convertToBlob({ type: 'image/jpeg', quality }),
      dispose: () => {
        canvas.width = 0;
        canvas.height = 0;
      },
    };
  },
  decode: decodeBitmap,
};
