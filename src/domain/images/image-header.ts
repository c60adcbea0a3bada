import { fourCc, i32le, u16le, u24le, u32be, u32le, u8 } from './byte-reader';
import { readHeifSize } from './heif-dimensions';
import type { ImageFormat } from './image-format';
import { sniffImageFormat } from './image-format';
import { readJpegSize } from './jpeg-dimensions';
import type { ImageSize } from './rgba-image';

/** What a photo's header says before anything is decoded. */
export interface ImageHeader {
  readonly format: ImageFormat;
  /** The size as a browser shows it (orientation applied), or null when the header gives none readable. */
  readonly size: ImageSize | null;
}

const positive = (width: number | null, height: number | null): ImageSize | null =>
  width !== null && height !== null && width > 0 && height > 0 ? { width, height } : null;

/** PNG: the IHDR chunk, which must come first: width and height, 32 bits big-endian. */
const readPngSize = (bytes: Uint8Array): ImageSize | null =>
  fourCc(bytes, 12) === 'IHDR' ? positive(u32be(bytes, 16), u32be(bytes, 20)) : null;

/** GIF: the logical screen's width and height, 16 bits little-endian. */
const readGifSize = (bytes: Uint8Array): ImageSize | null => positive(u16le(bytes, 6), u16le(bytes, 8));

/** BMP: the info header's width and height (16 bits in the old core header; 32, signed, since). */
function readBmpSize(bytes: Uint8Array): ImageSize | null {
  const headerSize = u32le(bytes, 14);
  if (headerSize === 12) return positive(u16le(bytes, 18), u16le(bytes, 20));
  const height = i32le(bytes, 22);
  // A negative height is a top-down bitmap of that many rows.
  return positive(i32le(bytes, 18), height === null ? null : Math.abs(height));
}

/** WebP: the first chunk: VP8 (lossy), VP8L (lossless) or VP8X (extended, the canvas size). */
function readWebpSize(bytes: Uint8Array): ImageSize | null {
  const chunk = fourCc(bytes, 12);
  const data = 20;
  if (chunk === 'VP8 ') {
    // A key frame: 3 bytes of frame tag, the start code 9D 01 2A, then 14-bit width and height.
    if (!(u8(bytes, data + 3) === 0x9d && u8(bytes, data + 4) === 0x01 && u8(bytes, data + 5) === 0x2a)) return null;
    const width = u16le(bytes, data + 6);
    const height = u16le(bytes, data + 8);
    return positive(width === null ? null : width & 0x3fff, height === null ? null : height & 0x3fff);
  }
  if (chunk === 'VP8L') {
    // Signature 0x2F, then 14 bits of width - 1 and 14 bits of height - 1, little-endian bit order.
    const bits = u8(bytes, data) === 0x2f ? u32le(bytes, data + 1) : null;
    if (bits === null) return null;
    return positive((bits & 0x3fff) + 1, (Math.floor(bits / 0x4000) & 0x3fff) + 1);
  }
  if (chunk === 'VP8X') {
    const width = u24le(bytes, data + 4);
    const height = u24le(bytes, data + 7);
    return positive(width === null ? null : width + 1, height === null ? null : height + 1);
  }
  return null;
}

const SIZE_READERS: Readonly<Record<ImageFormat, (bytes: Uint8Array) => ImageSize | null>> = {
  jpeg: readJpegSize,
  png: readPngSize,
  gif: readGifSize,
  bmp: readBmpSize,
  webp: readWebpSize,
  heic: readHeifSize,
  avif: readHeifSize,
};

/**
 * The format and pixel size of a photo from its header alone (issue 22): the pipeline checks the
 * size against the pixel ceiling before decoding (a small file can declare a huge picture) and asks
 * the browser to decode straight to the processing size. Null when the bytes are no format it knows
 * (the browser may still decode them: an SVG, a TIFF in Safari).
 */
export function readImageHeader(bytes: Uint8Array): ImageHeader | null {
  const format = sniffImageFormat(bytes);
  return format === null ? null : { format, size: SIZE_READERS[format](bytes) };
}
