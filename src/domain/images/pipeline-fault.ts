import type { ImageProblem } from '../errors/question-messages';

/**
 * Where the image pipeline stopped, stage by stage:
 * - 'undecodable': the bytes cannot be decoded (not an image, truncated, an unsupported format,
 *   or a decoded size of zero) — the user's file is broken;
 * - 'original-empty': the decoded original is empty (fewer than 2 distinct colours in its 30-px
 *   sample: a blank or one-colour picture, a covered lens);
 * - 'not-encoded': re-encoding gave no output or zero bytes (the browser's encoder failed);
 * - 'output-empty': the re-encoded output cannot be decoded again or its sample is empty;
 * - 'heic-undecodable': the bytes are a HEIC or HEIF photo (by their `ftyp` brands) that the
 *   browser cannot decode (every browser but Safari);
 * - 'too-many-pixels': the header (or, for a format whose header is not read, the decoded picture)
 *   is over the pixel ceiling, MAX_SOURCE_PIXELS.
 */
export type PipelineFault =
  'undecodable' | 'original-empty' | 'not-encoded' | 'output-empty' | 'heic-undecodable' | 'too-many-pixels';

/**
 * Spec 001 §8 names three image problems without saying when each applies; this is the
 * project's reading (spec is silent): corrupted = the bytes cannot be decoded; empty = the decoded
 * original is empty; empty-processed = the re-encoded output is empty or zero bytes. Total, so a
 * new fault cannot be forgotten.
 */
const PROBLEM_OF_FAULT: Readonly<Record<PipelineFault, ImageProblem>> = {
  undecodable: 'corrupted',
  'original-empty': 'empty',
  'not-encoded': 'empty-processed',
  'output-empty': 'empty-processed',
  'heic-undecodable': 'heic-unsupported',
  'too-many-pixels': 'too-many-pixels',
};

export const imageProblemOf = (fault: PipelineFault): ImageProblem => PROBLEM_OF_FAULT[fault];

/**
 * Whether a refused photo also gets spec 001 §8's refused-file snackbar ('Selected file is empty,
 * corrupted or unsupported: {file}.', or the screen's own). Ours (spec is silent): not for the two
 * problems of issue 22, a HEIC this browser cannot open and a photo over the pixel ceiling: the
 * file is neither empty nor corrupted, and the snackbar would contradict the message that says what
 * to do, which is shown alone (under the field, announced). Total, so a new problem is decided here.
 */
const REFUSAL_SNACKBAR: Readonly<Record<ImageProblem, boolean>> = {
  empty: true,
  'empty-processed': true,
  corrupted: true,
  'heic-unsupported': false,
  'too-many-pixels': false,
  'too-many-bytes': false,
};

export const showsRefusalSnackbar = (problem: ImageProblem): boolean => REFUSAL_SNACKBAR[problem];
