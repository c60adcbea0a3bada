/** Spec 001 §3.5, §9: the identity documents an ID scan can hold. */
export const DOCUMENT_TYPES = ['drivers_license', 'id_card', 'passport'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

const KNOWN: ReadonlySet<string> = new Set<string>(DOCUMENT_TYPES);

export const isDocumentType = (value: string): value is DocumentType => KNOWN.has(value);

export type DocumentPageId = 'front' | 'back';

/**
 * The pages captured, in order (spec 001 §4, §9): cards have a front and a back, a passport one
 * page. Spec is silent on the passport page's id: it is 'front', the page a passport is opened at.
 */
export const DOCUMENT_PAGES: Readonly<Record<DocumentType, readonly DocumentPageId[]>> = {
  drivers_license: ['front', 'back'],
  id_card: ['front', 'back'],
  passport: ['front'],
};

export const documentPages = (type: DocumentType): readonly DocumentPageId[] => DOCUMENT_PAGES[type];

/** Spec 001 §9: offered when the question prescribes no document type. */
export const DEFAULT_DOCUMENT_TYPES: readonly DocumentType[] = ['id_card', 'passport'];
