import { assertNever } from '../shared/assert-never';
import type { Result } from '../shared/result';
import { err, ok } from '../shared/result';
import type { DocumentPageId, DocumentType } from '../documents/document-types';
import { documentPages } from '../documents/document-types';
import type { BinaryData, BinaryFile, SelfieData } from './binary-data';
import { encodeBinaryData, encodeSelfieData } from './binary-data';

/** Spec 001 §7.1: the key the selfie image is sent under. */
export const SELFIE_IMAGE_KEY = 'identity_assurance.biometric_verification.video_selfie.selfie_image';

/** Where an ID document's images go: per region and country, or the legacy US-issued attribute. */
export type DocumentImageTarget =
  | { readonly kind: 'regional'; readonly region: string; readonly country: string; readonly type: DocumentType }
  | { readonly kind: 'legacy-us-issued'; readonly type: DocumentType };

/**
 * The key one page's image is sent under (spec 001 §7.1):
 * identity_assurance.document_verification.[region].[country].[doctype].[page id], or for legacy
 * US-issued documents identity_assurance.document_verification.us_issued.front_image / back_image.
 * Spec is silent on letter case: region and country are used as the question gives them.
 */
export function documentImageKey(target: DocumentImageTarget, page: DocumentPageId): string {
  switch (target.kind) {
    case 'regional':
      return `identity_assurance.document_verification.${target.region}.${target.country}.${target.type}.${page}`;
    case 'legacy-us-issued':
      return `identity_assurance.document_verification.us_issued.${page}_image`;
    default:
      return assertNever(target, 'document image target');
  }
}

const isPresent = (page: BinaryFile | null | undefined): page is BinaryFile =>
  page !== null && page !== undefined && page.data !== '';

/**
 * The images of a captured ID document keyed as the service expects. Fails (spec 001 §7.1) when a
 * page of the document is missing or empty; spec is silent on extra pages, which fail too, since
 * a valid scan has exactly the document's pages (spec 001 §5.15).
 */
export function encodeDocumentImages(
  target: DocumentImageTarget,
  pages: readonly (BinaryFile | null | undefined)[],
): Result<Readonly<Record<string, BinaryData>>, string> {
  const pageIds = documentPages(target.type);
  if (pages.length > pageIds.length) {
    return err(`a ${target.type} has ${pageIds.length} page(s) but ${pages.length} were captured`);
  }
  const images: Record<string, BinaryData> = {};
  for (const [index, pageId] of pageIds.entries()) {
    const page = pages[index];
    if (!isPresent(page)) return err(`the ${pageId} page of the ${target.type} is missing`);
    images[documentImageKey(target, pageId)] = encodeBinaryData(page);
  }
  return ok(images);
}

/** The selfie keyed as the service expects (spec 001 §7.1). */
export const encodeSelfieImage = (selfie: BinaryFile): Readonly<Record<string, SelfieData>> => ({
  [SELFIE_IMAGE_KEY]: encodeSelfieData(selfie),
});
