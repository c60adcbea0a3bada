import type { ImageProblem } from '../../domain/errors/question-messages';
import type { ImageQuality } from '../../domain/images/quality';
import type { Result } from '../../domain/shared/result';

/** A photo as it is sent: re-encoded as JPEG, at most 12 million pixels (spec 001 §9). */
export interface ProcessedImage {
  /** Base64, without a data-URL prefix: what is sent. */
  readonly data: string;
  /**
   * The same JPEG as a file, for showing it (an object URL of it): decoding `data` again on the
   * main thread would be a long task for a 12 MP photo, which the worker exists to avoid.
   */
  readonly file: Blob;
  readonly mimeType: 'image/jpeg';
  readonly width: number;
  readonly height: number;
  /** The JPEG's size in bytes: the caller checks it against SELFIE_MAX_BYTES. */
  readonly sizeBytes: number;
  /**
   * The blur and glare pre-check (issue 13), measured on a sample of this JPEG: the caller asks
   * qualityConcern whether to warn. Advisory only: it never blocks a submission.
   */
  readonly quality: ImageQuality;
}

/**
 * The image pipeline of spec 001 §9: decode, the emptiness check, downscale to at most 12 MP,
 * JPEG quality 80. Fails with 'corrupted' (the bytes cannot be decoded), 'empty' (the original is
 * blank or one colour), 'empty-processed' (the re-encoded output is empty or zero bytes),
 * 'heic-unsupported', 'too-many-pixels' (MAX_SOURCE_PIXELS) or 'too-many-bytes' (MAX_SOURCE_BYTES,
 * checked before the file is read); never rejects. The 10 MB limit is the caller's, on `sizeBytes`
 * of the result: the limit is on what is sent, so a 14 MB phone photo that becomes a 4 MB JPEG is
 * accepted.
 */
export interface ImageProcessor {
  process(file: Blob): Promise<Result<ProcessedImage, ImageProblem>>;
}

export const IMAGE_PROCESSOR = Symbol.for('ImageProcessor');
