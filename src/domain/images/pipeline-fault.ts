import type { ImageProblem } from '../errors/question-messages';

/**
 * Where the image pipeline stopped, stage by stage:
 * - 'undecodable': the bytes cannot be decoded (not an image, truncated, an unsupported format,
 *   or a decoded size of zero) — the user's file is broken;
 * - 'original-empty': the decoded original is empty (fewer than 2 distinct colours in its 30-px
 *   sample: a blank or one-colour picture, a covered lens);
 * - 'not-encoded': re-encoding gave no output or zero bytes (the browser's encoder failed);
 * - 'output-empty': the re-encoded output cannot be decoded again or its sample is empty.
 */
export type PipelineFault = 'undecodable' | 'original-empty' | 'not-encoded' | 'output-empty';

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
};

export const imageProblemOf = (fault: PipelineFault): ImageProblem => PROBLEM_OF_FAULT[fault];
