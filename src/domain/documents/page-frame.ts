import type { DocumentFrame } from './document-frame';

/**
 * The camera overlay's guide for a certificate of insurance. Spec is silent (spec 001 §9 sizes ID
 * documents only): a COI (the ACORD 25 form) is a US letter page, 8.5 × 11 in, so the frame is that
 * page upright, and the applicant fills it with the whole page; a page frame rather than none, so
 * the photo is of one page, straight and whole.
 */
export const LETTER_PAGE_FRAME: DocumentFrame = { kind: 'document', widthMm: 215.9, heightMm: 279.4 };
