import { UPLOAD_MESSAGES } from '../errors/question-messages';
import { VALIDATION_MESSAGES } from './messages';
import type { Verdict } from './verdict';
import { VALID, invalid } from './verdict';

/** Spec 001 §5.12: the image extensions accepted. */
export const IMAGE_EXTENSIONS = ['bmp', 'gif', 'jpeg', 'jpg', 'png'] as const;
/** Spec 001 §5.12: the document extensions accepted. */
export const DOCUMENT_EXTENSIONS = ['pdf', 'txt'] as const;
/** Spec 001 §5.12: the accepted MIME types. */
export const ACCEPTED_MIME_TYPES = [
  'image/bmp',
  'image/gif',
  'image/jpeg',
  'image/png',
  'application/pdf',
  'text/plain',
] as const;
/** Spec 001 §5.12: txt is accepted but left out of the upload picker. */
export const UPLOAD_PICKER_EXTENSIONS = [...IMAGE_EXTENSIONS, 'pdf'] as const;
/** Spec 001 §5.12: csv is also recognised by name. */
export const NAME_RECOGNISED_EXTENSIONS = ['csv'] as const;

/** The MIME type each recognised extension stands for, used when the browser reports none. */
export const MIME_TYPE_BY_EXTENSION: Readonly<Record<string, string>> = {
  bmp: 'image/bmp',
  gif: 'image/gif',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  txt: 'text/plain',
  csv: 'text/csv',
};

export interface UploadFile {
  readonly name: string;
  /** As the browser reports it; '' when it does not know. */
  readonly mimeType: string;
}

/** A file name's extension, lower-cased ('' when it has none). */
const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/**
 * The MIME type a file counts as (spec 001 §5.12). Spec is silent on how the extension and the
 * MIME type combine: a .csv file is text/csv by its name whatever the browser reports, since
 * browsers report csv under several MIME types (text/csv, application/vnd.ms-excel); otherwise the
 * reported MIME type decides, and when the browser reports none, the type the extension stands for.
 */
export function effectiveMimeType(file: UploadFile): string {
  const extension = extensionOf(file.name);
  if ((NAME_RECOGNISED_EXTENSIONS as readonly string[]).includes(extension)) {
    return MIME_TYPE_BY_EXTENSION[extension] ?? '';
  }
  return file.mimeType.trim().toLowerCase() || MIME_TYPE_BY_EXTENSION[extension] || '';
}

/** Whether a file is of an allowed type (spec 001 §5.12): see `effectiveMimeType`. */
export function isAllowedFile(file: UploadFile): boolean {
  if ((NAME_RECOGNISED_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) return true;
  return (ACCEPTED_MIME_TYPES as readonly string[]).includes(effectiveMimeType(file));
}

/** Spec 001 §5.12: the list is non-empty and every file of an allowed type; the message names the others. */
export function validateFiles(files: readonly UploadFile[]): Verdict {
  if (files.length === 0) return invalid(VALIDATION_MESSAGES.filesRequired);
  const rejected = files.filter((file) => !isAllowedFile(file)).map((file) => file.name);
  return rejected.length === 0 ? VALID : invalid(UPLOAD_MESSAGES.filesRejected(rejected));
}
