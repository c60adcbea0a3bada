import type { DocumentType } from '../documents/document-types';
import { documentPages } from '../documents/document-types';
import { VALIDATION_MESSAGES } from './messages';
import type { Verdict } from './verdict';
import { VALID, invalid } from './verdict';

export interface IdScanImage {
  /** Base64 content; '' for an empty capture. */
  readonly data: string;
  readonly mimeType: string;
}

export interface IdScanAnswer {
  readonly type: DocumentType;
  readonly pages: readonly IdScanImage[];
}

const isValidImage = (image: IdScanImage): boolean =>
  image.data !== '' && image.mimeType.trim().toLowerCase().startsWith('image/');

/**
 * Spec 001 §5.15: the type is allowed, the page count equals the document's pages and every page
 * is a valid image. Spec is silent on "valid image": non-empty data with an image MIME type.
 */
export function validateIdScan(answer: IdScanAnswer, allowedTypes: readonly DocumentType[]): Verdict {
  if (!allowedTypes.includes(answer.type)) return invalid(VALIDATION_MESSAGES.idScanTypeNotAllowed);
  const complete = answer.pages.length === documentPages(answer.type).length && answer.pages.every(isValidImage);
  return complete ? VALID : invalid(VALIDATION_MESSAGES.idScanPagesMissing);
}
