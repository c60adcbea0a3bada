import { SELFIE_MAX_BYTES } from '../validation/selfie';
import { VALIDATION_MESSAGES } from '../validation/messages';
import type { Verdict } from '../validation/verdict';
import { VALID, invalid } from '../validation/verdict';

/**
 * Spec 001 §5.14, §9 (selfie at most 10 MB) applied to what is sent, the processed JPEG, not to
 * the file the applicant chose. Spec is silent on which of the two: a 14 MB phone photo that
 * becomes a 4 MB JPEG is accepted, since the limit exists for the upload. The original's size is
 * not checked at all (a browser decodes large files fine; the 12-megapixel target bounds the rest).
 */
export const checkProcessedSize = (sizeBytes: number): Verdict =>
  sizeBytes > SELFIE_MAX_BYTES ? invalid(VALIDATION_MESSAGES.tooLargeImage) : VALID;
