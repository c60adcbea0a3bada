import type { Question, QuestionMetadata } from '../../../src/domain/questions/question';

/** A question for tests: incomplete, text, no metadata unless given. */
export function makeQuestion(
  attrType: string,
  fields: Partial<Omit<Question, 'attrType' | 'metadata'>> & { metadata?: QuestionMetadata } = {},
): Question {
  return { complete: false, hasError: false, shareWith: [], metadata: {}, ...fields, attrType };
}
