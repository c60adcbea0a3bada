import type { DocumentType } from './document-types';

/** Spec 001 §9 overlay sizes in mm: card 85.6x53.98, French and Romanian cards 105x74, passport 125x88. */
export interface DocumentFrame {
  readonly kind: 'document';
  readonly widthMm: number;
  readonly heightMm: number;
}

/** Spec 001 §9: an ID-1 card (ISO/IEC 7810), the size of drivers licences and most ID cards. */
export const CARD_FRAME: DocumentFrame = { kind: 'document', widthMm: 85.6, heightMm: 53.98 };
/** Spec 001 §9: the larger French and Romanian ID cards (ID-2 sized). */
export const LARGE_ID_CARD_FRAME: DocumentFrame = { kind: 'document', widthMm: 105, heightMm: 74 };
/** Spec 001 §9: a passport opened at its photo page. */
export const PASSPORT_FRAME: DocumentFrame = { kind: 'document', widthMm: 125, heightMm: 88 };

/**
 * The countries whose ID cards are 105x74 (spec 001 §9 'French and Romanian cards'), by ISO 3166-1
 * alpha-2 and alpha-3 code: spec is silent on the country's form, and the question's country and a
 * scan's may come in either.
 */
const LARGE_ID_CARD_COUNTRIES: ReadonlySet<string> = new Set(['FR', 'FRA', 'RO', 'ROU']);

/**
 * The outline the camera overlay draws for a document (spec 001 §9). The country is compared
 * trimmed and case-insensitively ('fr', 'FRA', ' Ro ' all match); null or an unknown country gets
 * the standard card. Spec is silent on which French and Romanian documents are large: only their ID
 * cards are (their driving licences are the EU's card-sized licence), so a drivers licence is
 * always a card and a passport always a passport, whatever the country.
 */
export function documentFrameOf(type: DocumentType, country: string | null): DocumentFrame {
  if (type === 'passport') return PASSPORT_FRAME;
  if (type === 'id_card' && country !== null && LARGE_ID_CARD_COUNTRIES.has(country.trim().toUpperCase())) {
    return LARGE_ID_CARD_FRAME;
  }
  return CARD_FRAME;
}
