import type { Question, QuestionMetadata } from '../questions/question';
import { QUESTION_TEXT_FIELDS } from '../questions/question';
import type { Language } from './language';

/**
 * A question's texts in `language` (issue 28 item 3): each metadata text the question's
 * `translations` give in that language where the English has one, else the English as given.
 * Like the issuer's (issuerTextsIn), a translation adds no text the English leaves out. Everything
 * else (attribute type, type, flags, schema) is untouched, so what is sent never depends on the
 * language. English, or a question with nothing in that language, returns the question unchanged.
 */
export function questionIn(question: Question, language: Language): Question {
  const translation = language === 'en' ? undefined : question.metadata.translations?.[language];
  if (translation === undefined) return question;
  const metadata: Record<string, unknown> = { ...question.metadata };
  for (const field of QUESTION_TEXT_FIELDS) {
    const given = translation[field];
    if (question.metadata[field] !== undefined && given !== undefined) metadata[field] = given;
  }
  return { ...question, metadata: metadata as QuestionMetadata };
}

/** Every question in `language` (questionIn); the same list in English. */
export const questionsIn = (questions: readonly Question[], language: Language): readonly Question[] =>
  language === 'en' ? questions : questions.map((question) => questionIn(question, language));
