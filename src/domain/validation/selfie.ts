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
 * Spec 001 §5.14: the selfie must be an image file of at most 10 MB. Spec is silent on the unit:
 * 10 MB is 10 × 1024 × 1024 bytes, and exactly that size is still accepted ("at most").
 */
export function validateSelfieFile(file: SelfieFile): Verdict {
  if (!file.mimeType.trim().toLowerCase().startsWith('image/') || file.sizeBytes <= 0) {
    return invalid(VALIDATION_MESSAGES.selfieRejected(file.name));
  }
  return file.sizeBytes > SELFIE_MAX_BYTES ? invalid(VALIDATION_MESSAGES.tooLargeImage) : VALID;
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
