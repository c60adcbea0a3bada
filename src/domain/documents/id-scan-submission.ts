import type { BinaryFile } from '../encoding/binary-data';
import type { DocumentImageTarget } from '../encoding/document-image-keys';
import { encodeDocumentImages } from '../encoding/document-image-keys';
import type { Submission } from '../encoding/submission';
import { submissionOfAttributes } from '../encoding/submission';
import type { Question } from '../questions/question';
import type { Result } from '../shared/result';
import { err, ok } from '../shared/result';
import type { DocumentType } from './document-types';

/**
 * Where a question's document images go (spec 001 §7.1): the legacy us_issued front_image and
 * back_image when the question is legacy (metadata.isLegacy: the merged US-issued question), the
 * regional keys when it prescribes its region and country.
 *
 * Spec is silent on an id-scan question that is neither: it is sent as the legacy US-issued
 * document, the only key shape that needs no region or country (the service's original one).
 */
export function documentImageTargetOf(question: Question, type: DocumentType): DocumentImageTarget {
  const { isLegacy, regionPrescribed, countryPrescribed } = question.metadata;
  const region = regionPrescribed?.trim() ?? '';
  const country = countryPrescribed?.trim() ?? '';
  if (isLegacy === true || region === '' || country === '') return { kind: 'legacy-us-issued', type };
  return { kind: 'regional', region, country, type };
}

/**
 * The submission of a captured ID document: each page's image under its key, each shared as the
 * question is. Fails when a page is missing (spec 001 §7.1).
 */
export function idScanSubmission(
  question: Question,
  type: DocumentType,
  pages: readonly BinaryFile[],
): Result<Submission, string> {
  const images = encodeDocumentImages(documentImageTargetOf(question, type), pages);
  return images.ok ? ok(submissionOfAttributes(question, images.value)) : err(images.error);
}
