import type { Question, QuestionIcon } from './question';

/**
 * The icon of a question's overview tile: the one its metadata names (spec 000 §2, §3). Spec is
 * silent on a question that names none: the keyboard, since most questions are typed answers.
 */
export const tileIconOf = (question: Question | undefined): QuestionIcon => question?.metadata.icon ?? 'keyboard';
