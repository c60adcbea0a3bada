import { UPLOAD_MESSAGES } from '../errors/question-messages';
import { IMAGE_EXTENSIONS } from './files';
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
 * The extensions of a photo whose browser reports no type. Ours (issue 22; spec is silent): an
 * iPhone's Files app hands over a .heic or .heif with an empty type (some Android pickers say
 * application/octet-stream); the pipeline then tells the format from the bytes, never the name.
 */
export const UNTYPED_PHOTO_EXTENSIONS: readonly string[] = [...IMAGE_EXTENSIONS, 'heic', 'heif'];

const UNKNOWN_TYPES: readonly string[] = ['', 'application/octet-stream'];

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/** Whether the file counts as an image: an image/* type, or no type and an image's extension. */
function isImageFile(file: SelfieFile): boolean {
  const type = file.mimeType.trim().toLowerCase();
  if (type.startsWith('image/')) return true;
  return UNKNOWN_TYPES.includes(type) && UNTYPED_PHOTO_EXTENSIONS.includes(extensionOf(file.name));
}

/**
 * Spec 001 §5.14, first half: the selfie must be an image file, and not an empty one. Checked on
 * the file as chosen or taken, before the image pipeline.
 */
export function validateSelfieSource(file: SelfieFile): Verdict {
  return isImageFile(file) && file.sizeBytes > 0 ? VALID : invalid(UPLOAD_MESSAGES.selfieRejected(file.name));
}

/**
 * Spec 001 §5.14, second half: at most 10 MB. Spec is silent on the unit: 10 MB is
 * 10 × 1024 × 1024 bytes, and exactly that size is still accepted ("at most"). The capture screens
 * measure what is sent, the processed JPEG, so a large phone photo the pipeline shrinks passes.
 */
export const validateSelfieSize = (sizeBytes: number): Verdict =>
  sizeBytes > SELFIE_MAX_BYTES ? invalid(UPLOAD_MESSAGES.tooLarge) : VALID;

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
