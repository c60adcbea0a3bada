import type { Question } from './question';

/** Identity documents the ID scan accepts (spec 001 §3.5, §9). */
export const DOCUMENT_TYPES = ['drivers_license', 'id_card', 'passport'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export type DocumentPage = 'front' | 'back';

/** Pages are captured in this order: front, then back; a passport has one page (spec 001 §4). */
export const DOCUMENT_PAGES: Readonly<Record<DocumentType, readonly DocumentPage[]>> = {
  drivers_license: ['front', 'back'],
  id_card: ['front', 'back'],
  passport: ['front'],
};

/** Offered when the question prescribes no document (spec 001 §9). */
export const DEFAULT_DOCUMENT_TYPES: readonly DocumentType[] = ['id_card', 'passport'];

const KNOWN: ReadonlySet<string> = new Set<string>(DOCUMENT_TYPES);

export const isDocumentType = (value: string): value is DocumentType => KNOWN.has(value);

export const pageCountOf = (type: DocumentType): number => DOCUMENT_PAGES[type].length;

/**
 * The document types the applicant may choose from: the prescribed one, else id_card and passport.
 * Spec is silent on a prescribed type this app does not know: the defaults are offered, so the
 * applicant can still answer with a document that can be captured.
 */
export function selectableDocumentTypes(question: Question): readonly DocumentType[] {
  const prescribed = question.metadata.documentPrescribed;
  return prescribed !== undefined && isDocumentType(prescribed) ? [prescribed] : DEFAULT_DOCUMENT_TYPES;
}
