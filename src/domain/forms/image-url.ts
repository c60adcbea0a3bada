import { UPLOAD_MAX_BYTES, looksLikeText } from '../documents/file-upload';
import { sniffImageFormat } from '../images/image-format';

/** The image-url field's picker accepts these extensions... (spec 001 §10.5) */
export const ACCEPTED_IMAGE_EXTENSIONS = ['.jpeg', '.jpg', '.png', '.svg'] as const;

/** ...and only files of these types; any other chosen file is silently ignored. */
export const ACCEPTED_IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;

export const isAcceptedImageType = (mimeType: string): boolean =>
  ACCEPTED_IMAGE_MIME_TYPES.some((accepted) => accepted === mimeType.trim().toLowerCase());

/**
 * Spec is silent on a size limit for the image-url field: a file over the 10 MB of every other
 * upload (spec 001 §9) is not read at all (ASVS 5.2.1: a 2 GB file picked by mistake would
 * otherwise be read into memory, then into a data URL a third larger) and gets the upload's
 * too-large message.
 */
export const IMAGE_FIELD_MAX_BYTES = UPLOAD_MAX_BYTES;

/** How much of a chosen file is read to check its content. */
export const IMAGE_HEAD_BYTES = 4096;

/**
 * Whether the start of a chosen file is of the type it was chosen as (issue 26, ASVS 5.2.2): a PNG
 * or JPEG by its signature; an SVG is text that opens with markup and has its `<svg` element in its
 * first 4 KB (an XML declaration, a comment or a doctype may come first), in UTF-8 (of which ASCII
 * is a part; an SVG in UTF-16 is refused: no drawing tool we know writes one). Spec 001 §10.5 stores the
 * file as chosen, so nothing is re-encoded; a file that fails reads as unreadable.
 */
export function imageContentMatches(mimeType: string, head: Uint8Array): boolean {
  const type = mimeType.trim().toLowerCase();
  if (type === 'image/png') return sniffImageFormat(head) === 'png';
  if (type === 'image/jpeg') return sniffImageFormat(head) === 'jpeg';
  if (type !== 'image/svg+xml') return false;
  // The head may end inside a UTF-8 character: drop up to three bytes of it before the text check.
  const text = [0, 1, 2, 3].map((cut) => head.subarray(0, head.length - cut)).find(looksLikeText);
  if (text === undefined) return false;
  // Only ASCII is looked for, so each byte stands for itself (the domain has no TextDecoder); a
  // UTF-8 byte order mark is skipped.
  const start = text[0] === 0xef && text[1] === 0xbb && text[2] === 0xbf ? 3 : 0;
  const markup = String.fromCharCode(...text.subarray(start));
  return /^\s*</.test(markup) && /<svg[\s>/]/i.test(markup);
}

/** The picker's accept attribute. */
export const IMAGE_ACCEPT_ATTRIBUTE = ACCEPTED_IMAGE_EXTENSIONS.join(',');

/** The stored image can be removed only when the field is not required (spec 001 §10.3). */
export const canRemoveImage = (required: boolean): boolean => !required;

export type ImageFieldState = 'empty' | 'processing' | 'loaded';
