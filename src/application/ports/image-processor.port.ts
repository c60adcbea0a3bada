import type { ImageProblem } from '../../domain/errors/question-messages';
import type { Result } from '../../domain/shared/result';

/** A photo after the pipeline of spec 001 §9: at most 12 million pixels, JPEG quality 80. */
export interface ProcessedImage {
  /** Base64, without a data-URL prefix. */
  readonly data: string;
  readonly mimeType: 'image/jpeg';
  readonly width: number;
  readonly height: number;
  readonly sizeBytes: number;
}

/**
 * The image pipeline (spec 001 §9): decode, emptiness check, downscale, re-encode. A file that
 * cannot be used is an ImageProblem value, never a rejection.
 */
export interface ImageProcessor {
  process(file: Blob): Promise<Result<ProcessedImage, ImageProblem>>;
}

export const IMAGE_PROCESSOR = Symbol.for('ImageProcessor');
