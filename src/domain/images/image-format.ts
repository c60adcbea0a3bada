import { fourCc, startsWith, u32be } from './byte-reader';

/** The formats the pipeline tells apart by their first bytes. */
export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'bmp' | 'webp' | 'heic' | 'avif';

/**
 * ISO-BMFF brands (the `ftyp` box) of HEIC and HEIF stills and sequences, as an iPhone's Files app
 * and Android's HEIF cameras write them: HEVC-coded (heic, heix, hevc, hevx, heim, heis, hevm,
 * hevs) and the generic HEIF brands (mif1 image, msf1 sequence). AVIF files list mif1 too, so the
 * AVIF brands are checked first.
 */
export const HEIF_BRANDS: readonly string[] = [
  'heic',
  'heix',
  'hevc',
  'hevx',
  'heim',
  'heis',
  'hevm',
  'hevs',
  'mif1',
  'msf1',
];
const AVIF_BRANDS: readonly string[] = ['avif', 'avis'];

/** The longest `ftyp` box read for its brands: a real one lists a handful; a longer one is not trusted. */
const MAX_FTYP_BYTES = 256;

/** The major and compatible brands of an ISO-BMFF file's leading `ftyp` box; empty when there is none. */
export function isoBrands(bytes: Uint8Array): readonly string[] {
  const size = u32be(bytes, 0);
  if (fourCc(bytes, 4) !== 'ftyp' || size === null || size < 16) return [];
  const end = Math.min(size, MAX_FTYP_BYTES, bytes.length);
  const brands: string[] = [];
  const major = fourCc(bytes, 8);
  if (major !== null) brands.push(major);
  // Offset 12 is the minor version; the compatible brands follow, four bytes each.
  for (let at = 16; at + 4 <= end; at += 4) {
    const brand = fourCc(bytes, at);
    if (brand !== null) brands.push(brand);
  }
  return brands;
}

/**
 * The image format the bytes hold, by their magic bytes (never by the file's name or reported
 * type, which an iPhone leaves empty for a .heic from the Files app); null for anything else. A
 * pure function over the first bytes: the header parsers and the pipeline's choice of message use it.
 */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  const head = fourCc(bytes, 0);
  if (head === 'GIF8') return 'gif';
  if (head === 'RIFF' && fourCc(bytes, 8) === 'WEBP') return 'webp';
  if (startsWith(bytes, [0x42, 0x4d]) && bytes.length >= 26) return 'bmp';
  const brands = isoBrands(bytes);
  if (brands.some((brand) => AVIF_BRANDS.includes(brand))) return 'avif';
  if (brands.some((brand) => HEIF_BRANDS.includes(brand))) return 'heic';
  return null;
}
