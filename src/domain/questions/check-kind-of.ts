import type { QuestionAnswer } from '../answers/question-answer';
import type { CheckKind } from '../answers/registry';
import type { QuestionField } from './field-kind';
import { ANSWER_OF_INPUT_KIND } from './input-kind';
import { ANSWER_OF_SMART_ATTRIBUTE } from './smart-attribute';

/**
 * The answer kind that validates and encodes a question field's answer, or null when the field's
 * screen captures or picks the answer and builds the submission itself. Read from the two total
 * tables of question kinds, so no kind falls through unchecked.
 */
export function checkKindOf(field: QuestionField): CheckKind | null {
  const answer: QuestionAnswer =
    field.kind === 'input' ? ANSWER_OF_INPUT_KIND[field.inputKind] : ANSWER_OF_SMART_ATTRIBUTE[field.smartKind];
  return answer.kind === 'typed' ? answer.answer : null;
}
