import { fourCc, u32be, u8 } from './byte-reader';
import type { ImageSize } from './rgba-image';

interface Box {
  readonly type: string;
  /** Where the box's content starts (after its header). */
  readonly start: number;
  readonly end: number;
}

/** Boxes nested deeper than this, or more of them than that, are not a photo's header: give up. */
const MAX_BOXES = 512;

/** The boxes laid one after another from `start` to `end`; stops at the first malformed one. */
function boxesIn(bytes: Uint8Array, start: number, end: number): Box[] {
  const boxes: Box[] = [];
  let at = start;
  while (at + 8 <= end && boxes.length < MAX_BOXES) {
    let size = u32be(bytes, at);
    const type = fourCc(bytes, at + 4);
    if (size === null || type === null) break;
    let header = 8;
    if (size === 1) {
      // A 64-bit size: a header box this large is not a photo's, so only sizes below 2^32 are read.
      const high = u32be(bytes, at + 8);
      const low = u32be(bytes, at + 12);
      if (high !== 0 || low === null) break;
      size = low;
      header = 16;
    } else if (size === 0) {
      size = end - at; // to the end of the file
    }
    if (size < header || at + size > end) break;
    boxes.push({ type, start: at + header, end: at + size });
    at += size;
  }
  return boxes;
}

const child = (bytes: Uint8Array, parent: Box, type: string, fullBox = false): Box | undefined =>
  boxesIn(bytes, parent.start + (fullBox ? 4 : 0), parent.end).find((box) => box.type === type);

/**
 * A HEIC or HEIF (or AVIF: the same container) photo's size as shown, from its item properties
 * (`meta` > `iprp` > `ipco`): the largest `ispe` (image spatial extents), which is the primary
 * image's (an iPhone photo is a grid of 512-px tiles, each with its own smaller `ispe`, plus a
 * thumbnail); swapped when an `irot` turns it a quarter. Taking the largest rather than following
 * the primary item's associations keeps the parser small and errs on the safe side for the pixel
 * ceiling. Null when the boxes are missing or malformed.
 */
export function readHeifSize(bytes: Uint8Array): ImageSize | null {
  const meta = boxesIn(bytes, 0, bytes.length).find((box) => box.type === 'meta');
  if (meta === undefined) return null;
  const iprp = child(bytes, meta, 'iprp', true);
  const ipco = iprp === undefined ? undefined : child(bytes, iprp, 'ipco');
  if (ipco === undefined) return null;
  let largest: ImageSize | null = null;
  let quarterTurn = false;
  for (const property of boxesIn(bytes, ipco.start, ipco.end)) {
    if (property.type === 'ispe') {
      // A full box: version and flags (4 bytes), then width and height (32 bits each).
      const width = u32be(bytes, property.start + 4);
      const height = u32be(bytes, property.start + 8);
      if (width !== null && height !== null && width > 0 && height > 0) {
        if (largest === null || width * height > largest.width * largest.height) largest = { width, height };
      }
    } else if (property.type === 'irot') {
      // Anticlockwise quarter turns in the low two bits: 1 and 3 swap width and height.
      quarterTurn = ((u8(bytes, property.start) ?? 0) & 1) === 1;
    }
  }
  if (largest === null) return null;
  return quarterTurn ? { width: largest.height, height: largest.width } : largest;
}
