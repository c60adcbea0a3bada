import { jpegOf as jpegBytes, photoPixels, pngOf, solidPixels } from '../../support/test-images';

// Photos for the capture tests, generated rather than committed (STACK.md), as the Buffers
// Playwright's setInputFiles takes.

/** A photo-like PNG, or a one-colour one (pngjs is slow under jest: small images only). */
export const png = (width: number, height: number, kind: 'photo' | 'blank'): Buffer =>
  Buffer.from(
    pngOf(width, height, kind === 'photo' ? photoPixels(width, height) : solidPixels(width, height, [250, 250, 250])),
  );

/** A photo-like JPEG: large sizes are quick to make. */
export const jpegOf = (width: number, height: number): Buffer =>
  Buffer.from(jpegBytes(width, height, photoPixels(width, height), 85));
