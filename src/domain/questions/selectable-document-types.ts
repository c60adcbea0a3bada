import type { DocumentType } from '../documents/document-types';
import { DEFAULT_DOCUMENT_TYPES, isDocumentType } from '../documents/document-types';
import type { Question } from './question';

/**
 * The document types the applicant may choose from: the prescribed one, else id_card and passport.
 * Spec is silent on a prescribed type this app does not know: the defaults are offered, so the
 * applicant can still answer with a document that can be captured.
 */
export function selectableDocumentTypes(question: Question): readonly DocumentType[] {
  const prescribed = question.metadata.documentPrescribed;
  return prescribed !== undefined && isDocumentType(prescribed) ? [prescribed] : DEFAULT_DOCUMENT_TYPES;
}
