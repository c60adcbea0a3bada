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
