import { QUESTION_TEXTS } from './messages';
import type { Question } from './question';
import { visibleQuestions } from './visibility';

export interface OverviewHeaderInput {
  readonly issuerName?: string;
  /** The issuer's logo (wordmark) shows beside the header, so the header need not name the issuer. */
  readonly logoShown: boolean;
  readonly questions: readonly Question[];
}

/**
 * Every question the applicant can see is complete. Spec is silent on hidden questions: they do
 * not count, since the applicant could do nothing about them.
 */
export const allQuestionsComplete = (questions: readonly Question[]): boolean =>
  visibleQuestions(questions).every((q) => q.complete);

/**
 * The overview header (spec 000 §2).
 * Spec is silent on an issuer without a display name and without a logo: the logo variant
 * 'is requesting information from you' is used, rather than inventing a name.
 */
export function overviewHeader({ issuerName, logoShown, questions }: OverviewHeaderInput): string {
  if (allQuestionsComplete(questions)) return QUESTION_TEXTS.headerAllSubmitted;
  const name = issuerName?.trim() ?? '';
  if (logoShown || name === '') return QUESTION_TEXTS.headerWithLogo;
  return QUESTION_TEXTS.headerWithIssuer(name);
}

/** 'Action required to complete your {summary or profile}'; a blank summary counts as none. */
export function overviewIntro(summary?: string | null): string {
  const subject = summary?.trim() ?? '';
  return QUESTION_TEXTS.intro(subject === '' ? QUESTION_TEXTS.introDefaultSubject : subject);
}
