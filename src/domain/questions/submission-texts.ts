import { catalogue } from '../language/translation';
/** The texts of a running submission. */
export const SUBMISSION_TEXTS = catalogue('SUBMISSION_TEXTS', {
  /** Spec 000 §2: leaving the page while a submission is in flight asks this first, word for word. */
  leaveWhileSubmitting: 'Your data are still not sent. Do you want to abort the submission?',
} as const);
