/** Decoded pixels, four bytes (red, green, blue, alpha) per pixel, row by row. */
export interface RgbaImage {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8Array | Uint8ClampedArray;
}

/** Width and height in pixels. */
export interface ImageSize {
  readonly width: number;
  readonly height: number;
}

/**
 * The image drawn at another size by nearest neighbour. Nearest neighbour never invents a colour
 * (an interpolating filter would mix two colours into a third), so a one-colour image stays
 * one-colour at any size; the browser's canvas, which interpolates, samples a one-colour image to
 * that same colour too.
 */
export function scalePixels(image: RgbaImage, size: ImageSize): RgbaImage {
  const { width, height } = size;
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    const sourceRow = Math.min(image.height - 1, Math.floor(((y + 0.5) * image.height) / height)) * image.width;
    for (let x = 0; x < width; x += 1) {
      const sourceX = Math.min(image.width - 1, Math.floor(((x + 0.5) * image.width) / width));
      const from = (sourceRow + sourceX) * 4;
      const to = (y * width + x) * 4;
      data[to] = image.data[from] ?? 0;
      data[to + 1] = image.data[from + 1] ?? 0;
      data[to + 2] = image.data[from + 2] ?? 0;
      data[to + 3] = image.data[from + 3] ?? 0;
    }
  }
  return { width, height, data };
}
