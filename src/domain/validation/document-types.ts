import { assertNever } from '../shared/assert-never';

/** Spec 001 §3.5, §9: the identity documents an ID scan can hold. */
export const DOCUMENT_TYPES = ['drivers_license', 'id_card', 'passport'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const isDocumentType = (value: string): value is DocumentType =>
  (DOCUMENT_TYPES as readonly string[]).includes(value);

/** Spec 001 §9: selectable unless the question prescribes a type. */
export const DEFAULT_SELECTABLE_DOCUMENT_TYPES: readonly DocumentType[] = ['id_card', 'passport'];

export type DocumentPageId = 'front' | 'back';

/**
 * The pages captured, in order (spec 001 §4, §9): cards have a front and a back, a passport one
 * page. Spec is silent on the passport page's id: it is 'front', the page a passport is opened at.
 */
export function documentPages(type: DocumentType): readonly DocumentPageId[] {
  switch (type) {
    case 'drivers_license':
    case 'id_card':
      return ['front', 'back'];
    case 'passport':
      return ['front'];
    default:
      return assertNever(type, 'document type');
  }
}
