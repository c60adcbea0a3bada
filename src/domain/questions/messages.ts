import { catalogue } from '../language/translation';
/** The question-list and question-screen texts of spec 000 §2 and spec 001 §2, word for word. */
export const QUESTION_TEXTS = catalogue('QUESTION_TEXTS', {
  headerWithIssuer: (issuer: string): string => `${issuer} is requesting information from you`,
  /** Used when the issuer's logo shows next to the header and names the issuer itself. */
  headerWithLogo: 'is requesting information from you',
  headerAllSubmitted: 'Your information has been submitted',
  intro: (subject: string): string => `Action required to complete your ${subject}`,
  introDefaultSubject: 'profile',
  legend: '* Required information',
  doThisLater: 'Do this later',
} as const);

/** The labels a question's submit button can show (spec 001 §2). */
export const SUBMIT_LABELS = catalogue('SUBMIT_LABELS', {
  submitting: 'Submitting…',
  lastQuestion: 'Submit and Complete',
  continue: 'Continue',
} as const);

/** A submit button's text: one of SUBMIT_LABELS, in the language shown now (issue 28), so any text. */
export type SubmitLabel = string;
