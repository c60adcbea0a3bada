import { UPLOAD_MESSAGES } from '../errors/question-messages';
import type { UploadFile } from '../validation/files';
import {
  ACCEPTED_MIME_TYPES,
  IMAGE_EXTENSIONS,
  MIME_TYPE_BY_EXTENSION,
  UPLOAD_PICKER_EXTENSIONS,
  effectiveMimeType,
  isAllowedFile,
} from '../validation/files';
import { SELFIE_MAX_BYTES } from '../validation/selfie';
import type { Verdict } from '../validation/verdict';
import { VALID, invalid } from '../validation/verdict';

/** An image goes through the image pipeline; a document (pdf, txt, csv) is sent as its bytes. */
export type UploadKind = 'image' | 'document';

/**
 * What a file question takes. Spec is silent on the metadata inputType 'image' (spec 001 §3.1 maps
 * it to a file question): it takes images only, since the issuer asked for a picture; the picker
 * offers only image types and a dropped PDF is refused like any unsupported file.
 */
export type UploadAccept = 'any' | 'images';

export const uploadAcceptOf = (inputType: string | undefined): UploadAccept =>
  inputType === 'image' ? 'images' : 'any';

const IMAGE_MIME_TYPES: readonly string[] = ACCEPTED_MIME_TYPES.filter((type) => type.startsWith('image/'));

/**
 * The kind of a picked file and the MIME type it is sent as, or null when it is not accepted
 * (spec 001 §5.12, by isAllowedFile). A csv file is recognised by its name whatever the browser
 * reports for it (text/csv, application/vnd.ms-excel, nothing) and is sent as text/csv.
 */
export function uploadTypeOf(
  file: UploadFile,
  accept: UploadAccept,
): { readonly kind: UploadKind; readonly mimeType: string } | null {
  if (!isAllowedFile(file)) return null;
  const mimeType = effectiveMimeType(file);
  const kind: UploadKind = IMAGE_MIME_TYPES.includes(mimeType) ? 'image' : 'document';
  if (accept === 'images' && kind !== 'image') return null;
  return { kind, mimeType };
}

/** Every PDF file starts with these bytes (ISO 32000-1 §7.5.2, the file header). */
const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

/** How many leading bytes `looksLikePdf` needs. */
export const PDF_SIGNATURE_LENGTH = PDF_SIGNATURE.length;

/**
 * Spec is silent on a corrupted PDF: the app cannot render one, so it checks only the header. A
 * file named .pdf or reported as application/pdf that does not start with '%PDF-' is corrupted and
 * named in the upload snackbar with the empty and unsupported ones.
 */
export const looksLikePdf = (head: Uint8Array): boolean =>
  head.length >= PDF_SIGNATURE.length && PDF_SIGNATURE.every((byte, index) => head[index] === byte);

/** Byte order marks of UTF-16 text (little and big endian), as Windows Notepad writes 'Unicode'. */
const UTF16_BOMS = [
  [0xff, 0xfe],
  [0xfe, 0xff],
];

/**
 * Whether bytes read as text (issue 26, ASVS 5.2.2: a file is checked by its content, not its
 * name): UTF-16 with its byte order mark, or well-formed UTF-8 (ASCII included) with no NUL byte
 * and no other control character than tab, line feed, form feed and carriage return. Spec is
 * silent: a .txt or .csv that is really a program, an image or a document of another kind fails
 * this and is named with the corrupted files, like a PDF without its header.
 */
export function looksLikeText(bytes: Uint8Array): boolean {
  if (UTF16_BOMS.some(([a, b]) => bytes[0] === a && bytes[1] === b)) return bytes.length % 2 === 0;
  let continuation = 0;
  for (const byte of bytes) {
    if (continuation > 0) {
      if ((byte & 0xc0) !== 0x80) return false;
      continuation -= 1;
    } else if (byte < 0x20) {
      if (byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d) return false;
    } else if (byte === 0x7f) {
      return false;
    } else if (byte >= 0x80) {
      // A UTF-8 lead byte: 2 to 4 bytes in all (0xc2-0xdf, 0xe0-0xef, 0xf0-0xf4); others are not UTF-8.
      if (byte >= 0xc2 && byte <= 0xdf) continuation = 1;
      else if (byte >= 0xe0 && byte <= 0xef) continuation = 2;
      else if (byte >= 0xf0 && byte <= 0xf4) continuation = 3;
      else return false;
    }
  }
  return continuation === 0;
}

/** Whether a document's bytes are of the type it is sent as: a PDF's header, a text file's text. */
export function contentMatchesType(mimeType: string, bytes: Uint8Array): boolean {
  if (mimeType === 'application/pdf') return looksLikePdf(bytes.subarray(0, PDF_SIGNATURE_LENGTH));
  if (mimeType === 'text/plain' || mimeType === 'text/csv') return looksLikeText(bytes);
  return false;
}

/**
 * Spec is silent on a limit for documents (spec 001 §9 gives 10 MB for images): a PDF or text file
 * is held to the same 10 MB, on its bytes as picked (they are sent as they are), so one upload stays
 * the size the service takes for a photo. An image is measured after the pipeline, as the selfie.
 */
export const UPLOAD_MAX_BYTES = SELFIE_MAX_BYTES;

/** The 10 MB limit on what is sent: the spec's inline text for an image, ours for a document. */
export function validateUploadSize(kind: UploadKind, sizeBytes: number): Verdict {
  if (sizeBytes <= UPLOAD_MAX_BYTES) return VALID;
  return invalid(kind === 'image' ? UPLOAD_MESSAGES.tooLarge : UPLOAD_MESSAGES.tooLargeDocument);
}

export interface PickedFileIdentity {
  readonly name: string;
  readonly sizeBytes: number;
}

/**
 * Spec is silent on picking the same file twice: a file with the name and size of one already in
 * the list (or earlier in the same pick) is the same file and is kept once, without a message.
 */
export const isSameUpload = (a: PickedFileIdentity, b: PickedFileIdentity): boolean =>
  a.name === b.name && a.sizeBytes === b.sizeBytes;

/**
 * The native picker's `accept` list: the extensions and MIME types it offers (spec 001 §5.12: txt
 * is left out of the picker, yet a dropped txt file is accepted).
 */
export function pickerAcceptOf(accept: UploadAccept): string {
  const extensions: readonly string[] = accept === 'images' ? IMAGE_EXTENSIONS : UPLOAD_PICKER_EXTENSIONS;
  const mimeTypes = [...new Set(extensions.map((extension) => MIME_TYPE_BY_EXTENSION[extension] ?? ''))];
  return [...extensions.map((extension) => `.${extension}`), ...mimeTypes.filter((type) => type !== '')].join(',');
}
