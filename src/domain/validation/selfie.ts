import { VALIDATION_MESSAGES } from './messages';
import type { Verdict } from './verdict';
import { VALID, invalid } from './verdict';

/** Spec 001 §9: the largest selfie accepted, 10 MB. */
export const SELFIE_MAX_BYTES = 10 * 1024 * 1024;

export interface SelfieFile {
  readonly name: string;
  readonly mimeType: string;
  readonly sizeBytes: number;
}

/**
 * Spec 001 §5.14, first half: the selfie must be an image file, and not an empty one. Checked on
 * the file as chosen or taken, before the image pipeline.
 */
export function validateSelfieSource(file: SelfieFile): Verdict {
  return file.mimeType.trim().toLowerCase().startsWith('image/') && file.sizeBytes > 0
    ? VALID
    : invalid(VALIDATION_MESSAGES.selfieRejected(file.name));
}

/**
 * Spec 001 §5.14, second half: at most 10 MB. Spec is silent on the unit: 10 MB is
 * 10 × 1024 × 1024 bytes, and exactly that size is still accepted ("at most"). The capture screens
 * measure what is sent, the processed JPEG, so a large phone photo the pipeline shrinks passes.
 */
export const validateSelfieSize = (sizeBytes: number): Verdict =>
  sizeBytes > SELFIE_MAX_BYTES ? invalid(VALIDATION_MESSAGES.tooLargeImage) : VALID;

/** Spec 001 §5.14 whole, on one file: an image file of at most 10 MB. */
export function validateSelfieFile(file: SelfieFile): Verdict {
  const source = validateSelfieSource(file);
  return source.valid ? validateSelfieSize(file.sizeBytes) : source;
}

export interface VideoSelfieAnswer {
  readonly selfie: unknown;
  readonly faceMap: unknown;
}

/** Spec 001 §5.14: a video selfie is valid when both the face map and the selfie exist. */
export function validateVideoSelfie(answer: VideoSelfieAnswer): Verdict {
  const exists = (part: unknown): boolean => part !== null && part !== undefined && part !== '';
  return exists(answer.selfie) && exists(answer.faceMap) ? VALID : invalid(VALIDATION_MESSAGES.selfieRequired);
}
