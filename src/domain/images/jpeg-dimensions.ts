import { u16be, u16le, u32be, u32le, u8 } from './byte-reader';
import type { ImageSize } from './rgba-image';

/**
 * Start-of-frame markers (baseline, extended, progressive, lossless, arithmetic); C4 (DHT), C8
 * (JPG) and CC (DAC) share the range but carry no frame size.
 */
const isStartOfFrame = (marker: number): boolean =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** Markers that stand alone, with no length after them (RSTn, TEM, SOI). */
const isStandalone = (marker: number): boolean => (marker >= 0xd0 && marker <= 0xd8) || marker === 0x01;

const START_OF_SCAN = 0xda;
const APP1 = 0xe1;
const EXIF_ORIENTATION_TAG = 0x0112;

/**
 * The EXIF orientation (1 to 8) in an APP1 segment's payload, or 1 when it has none. Values 5 to 8
 * turn the picture a quarter: the browser shows it with width and height swapped.
 */
function exifOrientation(bytes: Uint8Array, payload: number, end: number): number {
  // 'Exif\0\0' then a TIFF header: byte order, 42, the offset of the first IFD.
  if (!(u32be(bytes, payload) === 0x45786966 && u16be(bytes, payload + 4) === 0)) return 1;
  const tiff = payload + 6;
  const order = u16be(bytes, tiff);
  const little = order === 0x4949;
  if (!little && order !== 0x4d4d) return 1;
  const u16 = (at: number) => (at + 2 <= end ? (little ? u16le(bytes, at) : u16be(bytes, at)) : null);
  const u32 = (at: number) => (at + 4 <= end ? (little ? u32le(bytes, at) : u32be(bytes, at)) : null);
  const ifdOffset = u32(tiff + 4);
  if (ifdOffset === null) return 1;
  const ifd = tiff + ifdOffset;
  const entries = u16(ifd) ?? 0;
  for (let i = 0; i < entries; i += 1) {
    const entry = ifd + 2 + i * 12;
    if (u16(entry) === EXIF_ORIENTATION_TAG) {
      const value = u16(entry + 8);
      return value !== null && value >= 1 && value <= 8 ? value : 1;
    }
  }
  return 1;
}

/**
 * A JPEG's size as a browser shows it: the frame's width and height (its SOF segment), swapped
 * when the EXIF orientation turns it a quarter (browsers apply it, createImageBitmap included, and
 * resize the turned picture). Walks the segments before the first scan only; null when the bytes
 * end first, a segment is malformed, or the frame gives a height of 0 (defined later by a DNL
 * segment, which nothing but scanners write).
 */
export function readJpegSize(bytes: Uint8Array): ImageSize | null {
  let at = 2;
  let orientation = 1;
  while (at < bytes.length) {
    if (u8(bytes, at) !== 0xff) return null;
    // Any number of 0xFF fill bytes may precede a marker.
    let marker = u8(bytes, at + 1);
    while (marker === 0xff) {
      at += 1;
      marker = u8(bytes, at + 1);
    }
    if (marker === null) return null;
    at += 2;
    if (isStandalone(marker)) continue;
    const length = u16be(bytes, at);
    if (length === null || length < 2 || marker === START_OF_SCAN) return null;
    if (marker === APP1 && orientation === 1) orientation = exifOrientation(bytes, at + 2, at + length);
    if (isStartOfFrame(marker)) {
      const height = u16be(bytes, at + 3);
      const width = u16be(bytes, at + 5);
      if (width === null || height === null || width === 0 || height === 0) return null;
      return orientation >= 5 ? { width: height, height: width } : { width, height };
    }
    at += length;
  }
  return null;
}
