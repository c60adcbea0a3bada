import type { BinaryFile } from './binary-data';
import type { CapturedDocument } from './captured-document';
import { encodeCapturedDocument } from './captured-document';

/**
 * Spec is silent on the COI payload's `type` value (spec 001 §3.3 names the field only): the
 * document's name in the spec's snake_case style, as the ID document types are written
 * (drivers_license, id_card).
 */
export const COI_DOCUMENT_TYPE = 'certificate_of_insurance';

/**
 * Spec 001 §3.3: a certificate-of-insurance scan is the CapturedDocument payload with its type;
 * the submission entry around it carries shareWith as every answer does.
 */
export interface CoiDocument extends CapturedDocument {
  readonly type: typeof COI_DOCUMENT_TYPE;
}

/**
 * The certificate's pages, one page per uploaded file or photo, in the applicant's order. Spec is
 * silent on the description and title: null, as in every CapturedDocument (spec 001 §3.3), since
 * the applicant is asked for neither.
 */
export const encodeCoiDocument = (pages: readonly BinaryFile[]): CoiDocument => ({
  type: COI_DOCUMENT_TYPE,
  ...encodeCapturedDocument(pages),
});
