import { catalogue } from '../language/translation';
/**
 * Spec 000 §2: without browser session storage a permanent message says that refreshing loses
 * progress. Spec is silent on the exact words: this sentence says what happens and why, in the
 * spec's terms, without asking the applicant to change browser settings mid-interview.
 */
export const STORAGE_WARNING_TEXTS = catalogue('STORAGE_WARNING_TEXTS', {
  unavailable:
    'Your browser does not allow this site to keep your session, so refreshing this page will lose your progress.',
} as const);

/** The permanent message to show for a session store that refuses storage, else null. */
export const storageWarning = (storageAvailable: boolean): string | null =>
  storageAvailable ? null : STORAGE_WARNING_TEXTS.unavailable;
