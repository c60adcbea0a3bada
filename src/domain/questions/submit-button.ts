import type { SubmitLabel } from './messages';
import { SUBMIT_LABELS } from './messages';
import { nextIncompleteQuestion } from './next-question';
import type { Question } from './question';

export interface SubmitButtonInput {
  readonly submitting: boolean;
  /** The question is the last unanswered one (see isLastUnansweredQuestion). */
  readonly lastUnanswered: boolean;
}

/**
 * The generic submit label (spec 001 §2): 'Submitting…' while submitting, 'Submit and Complete'
 * for the last unanswered question, otherwise 'Continue'. Screens with their own labels (the
 * consent's 'Authorize', the assessment's charge buttons) decide those themselves.
 */
export function submitButtonLabel({ submitting, lastUnanswered }: SubmitButtonInput): SubmitLabel {
  if (submitting) return SUBMIT_LABELS.submitting;
  return lastUnanswered ? SUBMIT_LABELS.lastQuestion : SUBMIT_LABELS.continue;
}

/** The submit button is disabled while submitting or while the answer is invalid (spec 001 §2). */
export const submitButtonDisabled = (state: { readonly submitting: boolean; readonly valid: boolean }): boolean =>
  state.submitting || !state.valid;

/**
 * Answering this question leaves nothing else to answer: no other visible question is incomplete,
 * counting the ones its answer would unhide.
 */
export const isLastUnansweredQuestion = (attrType: string, questions: readonly Question[]): boolean =>
  nextIncompleteQuestion(attrType, questions).kind === 'stage-route';
