import { HEIF_BRANDS, sniffImageFormat } from '../../../src/domain/images/image-format';
import { readImageHeader } from '../../../src/domain/images/image-header';
import {
  bmpHeader,
  gifHeader,
  heifFile,
  jpegHeader,
  pngHeader,
  webpHeader,
  withExifOrientation,
} from '../../support/image-headers';
import { jpegOf, pngOf, solidPixels } from '../../support/test-images';

const realJpeg = (width: number, height: number) => jpegOf(width, height, solidPixels(width, height, [10, 20, 30]));

describe('the format of a photo, by its magic bytes', () => {
  it('knows JPEG, PNG, GIF, BMP and WebP whatever the file is called', () => {
    expect(sniffImageFormat(realJpeg(8, 4))).toBe('jpeg');
    expect(sniffImageFormat(pngOf(3, 2, solidPixels(3, 2, [1, 2, 3])))).toBe('png');
    expect(sniffImageFormat(gifHeader(5, 5))).toBe('gif');
    expect(sniffImageFormat(bmpHeader(5, 5))).toBe('bmp');
    expect(sniffImageFormat(webpHeader('VP8 ', 5, 5))).toBe('webp');
  });

  it.each(HEIF_BRANDS)("knows HEIC by the ftyp brand '%s'", (brand) => {
    expect(sniffImageFormat(heifFile({ brands: [brand], width: 4032, height: 3024 }))).toBe('heic');
  });

  it('knows HEIC by a compatible brand after an unknown major brand', () => {
    expect(sniffImageFormat(heifFile({ brands: ['zzzz', 'heix'], width: 10, height: 10 }))).toBe('heic');
  });

  it('tells AVIF (which lists mif1 too) from HEIC', () => {
    expect(sniffImageFormat(heifFile({ brands: ['avif', 'mif1', 'miaf'], width: 10, height: 10 }))).toBe('avif');
  });

  it('knows nothing else: text, a PDF, an MP4, noise, too few bytes', () => {
    const mp4 = heifFile({ brands: ['isom', 'mp41'], width: 10, height: 10 });
    for (const bytes of [
      new TextEncoder().encode('hello'),
      new TextEncoder().encode('%PDF-1.7'),
      mp4,
      new Uint8Array(0),
      new Uint8Array([0xff, 0xd8]),
    ]) {
      expect(sniffImageFormat(bytes)).toBeNull();
    }
  });
});

describe('the size a photo declares, read before decoding', () => {
  it("reads a JPEG's frame size from its SOF segment", () => {
    expect(readImageHeader(realJpeg(37, 21))).toEqual({ format: 'jpeg', size: { width: 37, height: 21 } });
    expect(readImageHeader(jpegHeader(20000, 3000))?.size).toEqual({ width: 20000, height: 3000 });
  });

  it("swaps a JPEG's width and height when its EXIF orientation turns it a quarter (5 to 8), in either byte order", () => {
    const jpeg = realJpeg(40, 30);
    for (const orientation of [5, 6, 7, 8]) {
      expect(readImageHeader(withExifOrientation(jpeg, orientation))?.size).toEqual({ width: 30, height: 40 });
      expect(readImageHeader(withExifOrientation(jpeg, orientation, true))?.size).toEqual({ width: 30, height: 40 });
    }
    for (const orientation of [1, 2, 3, 4]) {
      expect(readImageHeader(withExifOrientation(jpeg, orientation))?.size).toEqual({ width: 40, height: 30 });
    }
  });

  it("reads a PNG's IHDR, a GIF's screen, a BMP's info header (top-down too) and each kind of WebP", () => {
    expect(readImageHeader(pngOf(3, 2, solidPixels(3, 2, [1, 2, 3])))?.size).toEqual({ width: 3, height: 2 });
    expect(readImageHeader(pngHeader(16000, 16000))?.size).toEqual({ width: 16000, height: 16000 });
    expect(readImageHeader(gifHeader(640, 480))?.size).toEqual({ width: 640, height: 480 });
    expect(readImageHeader(bmpHeader(800, 600))?.size).toEqual({ width: 800, height: 600 });
    expect(readImageHeader(bmpHeader(800, -600))?.size).toEqual({ width: 800, height: 600 });
    expect(readImageHeader(webpHeader('VP8 ', 4000, 3000))?.size).toEqual({ width: 4000, height: 3000 });
    expect(readImageHeader(webpHeader('VP8L', 16383, 2))?.size).toEqual({ width: 16383, height: 2 });
    expect(readImageHeader(webpHeader('VP8X', 20000, 3000))?.size).toEqual({ width: 20000, height: 3000 });
  });

  it("reads a HEIC's primary size (the largest ispe, not a tile's or the thumbnail's), swapped by a quarter irot", () => {
    expect(readImageHeader(heifFile({ width: 4032, height: 3024 }))).toEqual({
      format: 'heic',
      size: { width: 4032, height: 3024 },
    });
    expect(readImageHeader(heifFile({ width: 4032, height: 3024, turns: 1 }))?.size).toEqual({
      width: 3024,
      height: 4032,
    });
    expect(readImageHeader(heifFile({ width: 4032, height: 3024, turns: 2 }))?.size).toEqual({
      width: 4032,
      height: 3024,
    });
  });

  it('gives the format without a size when the header is cut short or malformed', () => {
    const jpeg = realJpeg(40, 30);
    expect(readImageHeader(jpeg.subarray(0, 10))).toEqual({ format: 'jpeg', size: null });
    expect(readImageHeader(jpegHeader(0, 100))).toEqual({ format: 'jpeg', size: null });
    expect(readImageHeader(pngHeader(100, 100).subarray(0, 20))).toEqual({ format: 'png', size: null });
    expect(readImageHeader(heifFile({ width: 10, height: 10 }).subarray(0, 40))).toEqual({
      format: 'heic',
      size: null,
    });
  });

  it('survives every truncation of every header without throwing', () => {
    const headers = [
      withExifOrientation(realJpeg(20, 10), 6),
      pngHeader(9, 9),
      heifFile({ width: 9, height: 9, turns: 3 }),
      webpHeader('VP8X', 9, 9),
      bmpHeader(9, 9),
    ];
    for (const bytes of headers) {
      for (let length = 0; length <= bytes.length; length += 1) {
        expect(() => readImageHeader(bytes.subarray(0, length))).not.toThrow();
      }
    }
  });

  it('knows no header in bytes of no known format', () => {
    expect(readImageHeader(new TextEncoder().encode('not a picture'))).toBeNull();
  });
});
