import type { ImageSize } from '../../domain/images/rgba-image';
import type { CanvasPlatform, Drawable, DrawingSurface } from './canvas-image-codec';

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
  // At full size (within the pixel ceiling), never resized while decoding: on the main thread
  // Chromium scales a resized bitmap in one task (npm run bench:capture, 24 MP: a 595 ms long task
  // against 74 ms without), and it decodes the full picture first anyway, so the resize would cost
  // the page its responsiveness for no memory. The <img> path cannot resize at all.
  decode: (blob) => (typeof createImageBitmap === 'function' ? createImageBitmap(blob) : decodeWithImageElement(blob)),
};
