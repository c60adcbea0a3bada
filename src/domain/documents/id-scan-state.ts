import type { Question } from '../questions/question';
import { selectableDocumentTypes } from '../questions/selectable-document-types';
import type { IdScanImage } from '../validation/id-scan';
import { validateIdScan } from '../validation/id-scan';
import type { DocumentPageId, DocumentType } from './document-types';
import { documentPages } from './document-types';

/**
 * The ID scan answer while it is captured (spec 001 §3.5): the document type, whether the pages
 * are uploaded one by one on this computer (single-page upload), the issuing country, the page
 * being captured and the pages captured so far, in order (front, then back).
 *
 * `currentPage` is the index of the next page to capture: it equals `pages.length`, and the
 * document's page count once every page is there. A page is whatever the caller captured (the
 * application keeps its processed image), so the rules here stay free of images.
 */
export interface IdScanState<P> {
  readonly type: DocumentType;
  readonly useSinglePageUpload: boolean;
  /** The country the question prescribes (metadata.countryPrescribed), else null. */
  readonly country: string | null;
  readonly currentPage: number;
  readonly pages: readonly P[];
}

/** The document types a question offers (spec 001 §9): its prescribed one, else id_card and passport. */
export const offeredDocumentTypes = (question: Question): readonly DocumentType[] => selectableDocumentTypes(question);

/** A fresh scan for a question: its first offered type, nothing captured. */
export function startIdScan<P>(question: Question): IdScanState<P> {
  const country = question.metadata.countryPrescribed?.trim();
  return {
    type: offeredDocumentTypes(question)[0] ?? 'id_card',
    useSinglePageUpload: false,
    country: country === undefined || country === '' ? null : country,
    currentPage: 0,
    pages: [],
  };
}

/** Choosing a document type resets its pages and the page index (spec 001 §4 'ID capture'). */
export const chooseDocumentType = <P>(state: IdScanState<P>, type: DocumentType): IdScanState<P> => ({
  ...state,
  type,
  currentPage: 0,
  pages: [],
});

/** The id of the page to capture next, or null once every page is there. */
export const pageToCapture = <P>(state: IdScanState<P>): DocumentPageId | null =>
  documentPages(state.type)[state.currentPage] ?? null;

/** A page was captured: it is kept and the next page follows. Ignored once every page is there. */
export function pageCaptured<P>(state: IdScanState<P>, page: P): IdScanState<P> {
  if (pageToCapture(state) === null) return state;
  const pages = [...state.pages, page];
  return { ...state, pages, currentPage: pages.length };
}

/** Back on a captured photo clears it: the last page captured is to be taken again (spec 001 §4). */
export function clearLastPage<P>(state: IdScanState<P>): IdScanState<P> {
  if (state.pages.length === 0) return state;
  const pages = state.pages.slice(0, -1);
  return { ...state, pages, currentPage: pages.length };
}

/** A retry after a failed verification: page 0 and no photos (spec 001 §4 'ID verification'). */
export const retryIdScan = <P>(state: IdScanState<P>): IdScanState<P> => ({ ...state, currentPage: 0, pages: [] });

/**
 * Switches the single-page upload on or off (spec 001 §4: toggled by a link). The pages captured
 * so far are kept: they are the same document whichever way the rest is taken.
 */
export const switchSinglePageUpload = <P>(state: IdScanState<P>, on: boolean): IdScanState<P> => ({
  ...state,
  useSinglePageUpload: on,
});

/** Complete when the scan is valid (spec 001 §5.15): an offered type, every page, each a valid image. */
export function isIdScanComplete<P extends IdScanImage>(
  state: IdScanState<P>,
  offered: readonly DocumentType[],
): boolean {
  return validateIdScan({ type: state.type, pages: state.pages }, offered).valid;
}
