import type { RgbaImage } from '../../../src/domain/images/rgba-image';

/** A test image of one colour. */
export function solid(width: number, height: number, rgba: readonly [number, number, number, number]): RgbaImage {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < data.length; i += 4) data.set(rgba, i);
  return { width, height, data };
}

/** A test image whose colour changes smoothly left to right and top to bottom, like a photo's sky. */
export function gradient(width: number, height: number): RgbaImage {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 4;
      data[i] = Math.floor((x * 255) / Math.max(1, width - 1));
      data[i + 1] = Math.floor((y * 255) / Math.max(1, height - 1));
      data[i + 2] = 128;
      data[i + 3] = 255;
    }
  }
  return { width, height, data };
}

/** Sets one pixel's colour. */
export function paint(image: RgbaImage, x: number, y: number, rgba: readonly [number, number, number, number]): void {
  image.data.set(rgba, (y * image.width + x) * 4);
}
