import type { ImageSize } from '../../domain/images/rgba-image';
import type { CanvasPlatform, Drawable, DrawingSurface } from './canvas-image-codec';
import { decodeBitmap } from './decode-bitmap';

/**
 * Decodes through an <img> where createImageBitmap is missing (Safari before 15). The object URL
 * lives only while the image decodes.
 */
async function decodeWithImageElement(blob: Blob): Promise<Drawable> {
  const url = URL.createObjectURL(blob);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return image;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The canvas platform on the main thread, for browsers without OffscreenCanvas. */
export const documentCanvasPlatform: CanvasPlatform = {
  surface(size: ImageSize): DrawingSurface {
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (context === null) throw new Error('No 2D context');
    return {
      context,
      toJpeg: (quality) => new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality)),
      dispose: () => {
        canvas.width = 0;
        canvas.height = 0;
      },
    };
  },
  // The <img> path cannot scale while decoding: it decodes the full picture (within the pixel ceiling).
  decode: (blob, size) =>
    typeof createImageBitmap === 'function' ? decodeBitmap(blob, size) : decodeWithImageElement(blob),
};
