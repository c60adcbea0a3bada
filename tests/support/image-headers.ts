// Hand-built image headers for the header parsers and the browser tests (issue 22): the few
// bytes that declare a format and a size, with no picture behind them where none is needed.

const u16be = (value: number) => [(value >>> 8) & 255, value & 255];
const u32be = (value: number) => [(value >>> 24) & 255, (value >>> 16) & 255, (value >>> 8) & 255, value & 255];
const u16le = (value: number) => [value & 255, (value >>> 8) & 255];
const u32le = (value: number) => [value & 255, (value >>> 8) & 255, (value >>> 16) & 255, (value >>> 24) & 255];
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** An ISO-BMFF box: 32-bit size, type, content. */
export const box = (type: string, ...content: (number[] | Uint8Array)[]): number[] => {
  const body = content.flatMap((part) => [...part]);
  return [...u32be(8 + body.length), ...ascii(type), ...body];
};
/** A full box: version 0 and no flags before the content. */
const fullBox = (type: string, ...content: number[][]) => box(type, [0, 0, 0, 0], ...content);

/**
 * A HEIC or HEIF header as a phone writes one: `ftyp` with the brands, then `meta` whose item
 * properties give the primary image's size (`ispe`), a 512-px tile's and a thumbnail's, and
 * optionally an `irot` of `turns` anticlockwise quarter turns. No coded picture follows: enough
 * for the sniffing and the size, and for a browser that cannot decode HEIC to refuse it.
 */
export function heifFile(options: {
  readonly brands?: readonly string[];
  readonly width: number;
  readonly height: number;
  readonly turns?: number;
}): Uint8Array {
  const [major = 'heic', ...compatible] = options.brands ?? ['heic', 'mif1', 'heic'];
  const ftyp = box('ftyp', ascii(major), [0, 0, 0, 0], ...compatible.map(ascii));
  const properties = [
    fullBox('ispe', u32be(512), u32be(512)),
    fullBox('ispe', u32be(options.width), u32be(options.height)),
    fullBox('ispe', u32be(320), u32be(240)),
    ...(options.turns === undefined ? [] : [box('irot', [options.turns])]),
  ];
  const meta = fullBox(
    'meta',
    fullBox('hdlr', [0, 0, 0, 0], ascii('pict'), new Array(13).fill(0)),
    box('iprp', box('ipco', ...properties)),
  );
  return new Uint8Array([...ftyp, ...meta, ...box('mdat', [0, 0, 0, 0])]);
}

/**
 * A JPEG with an EXIF APP1 segment right after SOI whose IFD0 holds only the orientation tag, in
 * the given byte order (cameras write both).
 */
export function withExifOrientation(jpeg: Uint8Array, orientation: number, littleEndian = false): Uint8Array {
  const u16 = littleEndian ? u16le : u16be;
  const u32 = littleEndian ? u32le : u32be;
  const tiff = [
    ...(littleEndian ? ascii('II') : ascii('MM')),
    ...u16(42),
    ...u32(8),
    ...u16(1), // one entry
    ...u16(0x0112),
    ...u16(3), // SHORT
    ...u32(1),
    ...u16(orientation),
    0,
    0,
    ...u32(0), // no next IFD
  ];
  const payload = [...ascii('Exif'), 0, 0, ...tiff];
  const segment = [0xff, 0xe1, ...u16be(payload.length + 2), ...payload];
  return new Uint8Array([...jpeg.subarray(0, 2), ...segment, ...jpeg.subarray(2)]);
}

/**
 * The start of a baseline JPEG that declares `width` x `height` (SOI, a JFIF APP0, a quantisation
 * table and the SOF0 frame) with no scan: what a pixel-flood JPEG needs to declare its size. A
 * header-reading pipeline refuses it before decoding; a browser alone would fail on the missing scan.
 */
export function jpegHeader(width: number, height: number): Uint8Array {
  const app0 = [0xff, 0xe0, ...u16be(16), ...ascii('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const dqt = [0xff, 0xdb, ...u16be(67), 0, ...new Array(64).fill(1)];
  const sof0 = [0xff, 0xc0, ...u16be(17), 8, ...u16be(height), ...u16be(width), 3, 1, 0x11, 0, 2, 0x11, 0, 3, 0x11, 0];
  return new Uint8Array([0xff, 0xd8, ...app0, ...dqt, ...sof0, 0xff, 0xd9]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: number[]) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 255] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const pngChunk = (type: string, data: number[]) => {
  const body = [...ascii(type), ...data];
  return [...u32be(data.length), ...body, ...u32be(crc32(body))];
};

/**
 * A PNG header that declares `width` x `height` (8-bit greyscale) with valid chunk checksums, an
 * empty IDAT and IEND: a few dozen bytes that a decoder would try to turn into width x height
 * pixels (the pixel flood of ASVS 5.2.6).
 */
export function pngHeader(width: number, height: number): Uint8Array {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  const ihdr = pngChunk('IHDR', [...u32be(width), ...u32be(height), 8, 0, 0, 0, 0]);
  return new Uint8Array([
    ...signature,
    ...ihdr,
    ...pngChunk('IDAT', [0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]),
    ...pngChunk('IEND', []),
  ]);
}

/** A GIF's header and logical screen descriptor. */
export const gifHeader = (width: number, height: number): Uint8Array =>
  new Uint8Array([...ascii('GIF89a'), ...u16le(width), ...u16le(height), 0, 0, 0, 0x3b]);

/** A BMP's file header and BITMAPINFOHEADER (height negative for a top-down bitmap). */
export const bmpHeader = (width: number, height: number): Uint8Array =>
  new Uint8Array([
    ...ascii('BM'),
    ...u32le(0),
    ...u32le(0),
    ...u32le(54),
    ...u32le(40),
    ...u32le(width),
    ...u32le(height >>> 0),
    ...u16le(1),
    ...u16le(24),
    ...new Array(24).fill(0),
  ]);

/** A WebP RIFF header with its first chunk: lossy (VP8), lossless (VP8L) or extended (VP8X). */
export function webpHeader(kind: 'VP8 ' | 'VP8L' | 'VP8X', width: number, height: number): Uint8Array {
  let data: number[];
  if (kind === 'VP8 ') data = [0x30, 0x01, 0x00, 0x9d, 0x01, 0x2a, ...u16le(width), ...u16le(height)];
  else if (kind === 'VP8L') {
    const bits = ((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14);
    data = [0x2f, ...u32le(bits >>> 0)];
  } else {
    const w = width - 1;
    const h = height - 1;
    data = [0, 0, 0, 0, w & 255, (w >>> 8) & 255, (w >>> 16) & 255, h & 255, (h >>> 8) & 255, (h >>> 16) & 255];
  }
  const chunk = [...ascii(kind), ...u32le(data.length), ...data];
  return new Uint8Array([...ascii('RIFF'), ...u32le(4 + chunk.length), ...ascii('WEBP'), ...chunk]);
}
