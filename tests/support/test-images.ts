import * as jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

/** RGBA pixels of a photo-like picture: smooth gradients with a soft disc, no two rows alike. */
export function photoPixels(width: number, height: number): Uint8Array {
  const data = new Uint8Array(width * height * 4);
  const cx = width / 2;
  const cy = height / 2;
  const radius = Math.min(width, height) / 3;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 4;
      const inside = Math.hypot(x - cx, y - cy) < radius;
      data[i] = (x * 255) / width;
      data[i + 1] = inside ? 200 : (y * 255) / height;
      data[i + 2] = inside ? 90 : 160;
      data[i + 3] = 255;
    }
  }
  return data;
}

export function solidPixels(width: number, height: number, rgb: readonly [number, number, number]): Uint8Array {
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < data.length; i += 4) data.set([...rgb, 255], i);
  return data;
}

export const pngOf = (width: number, height: number, data: Uint8Array): Uint8Array => {
  const png = new PNG({ width, height });
  png.data = Buffer.from(data);
  return new Uint8Array(PNG.sync.write(png));
};

export const jpegOf = (width: number, height: number, data: Uint8Array, quality = 90): Uint8Array =>
  new Uint8Array(jpeg.encode({ width, height, data }, quality).data);
