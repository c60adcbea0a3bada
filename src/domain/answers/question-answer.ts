import type { CheckKind } from './registry';

/**
 * How the answer of a question kind reaches the service:
 * - 'typed': the applicant types it (a string or a small object) and the answer kind named here
 *   reads, checks and encodes it (the question frame's submit button sends it);
 * - 'captured': the screen builds the submission itself from what it captured or picked (files,
 *   images, camera sessions, providers, picks from a list, smart-attribute forms).
 */
export type QuestionAnswer = { readonly kind: 'typed'; readonly answer: CheckKind } | { readonly kind: 'captured' };

export const typed = <K extends CheckKind>(answer: K) => ({ kind: 'typed', answer }) as const;

export const CAPTURED = { kind: 'captured' } as const;
