import type { Question } from './question';

/**
 * Whether the overview marks the question as required information (the red asterisk).
 * Spec is silent on a missing metadata.required: it defaults to true, since the overview marks
 * required information and an issuer that asks for something usually needs it.
 */
export const isRequired = (question: Question): boolean => question.metadata.required ?? true;
