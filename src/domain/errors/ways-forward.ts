import { assertNever } from '../shared/assert-never';
import { actionFor } from './error-actions';
import type { ErrorReason } from './error-reason';
import { isTokenFailure } from './error-reason';

/**
 * What the error page offers besides the browser's Back button:
 * - tryAgain: reload the page, where the cause may have passed (a network blip, a server error,
 *   a limit that lifts after a wait, a setting or a device position the applicant can change);
 * - backToQuestions: the overview, where the applicant can go on with the interview; shown only
 *   when a session exists (the screen's view model knows), since without one the overview is the
 *   link-expired page.
 */
export interface WaysForward {
  readonly tryAgain: boolean;
  readonly backToQuestions: boolean;
}

const BOTH: WaysForward = { tryAgain: true, backToQuestions: true };
const RETRY_ONLY: WaysForward = { tryAgain: true, backToQuestions: false };
const QUESTIONS_ONLY: WaysForward = { tryAgain: false, backToQuestions: true };
const NONE: WaysForward = { tryAgain: false, backToQuestions: false };

/**
 * The ways forward of each reason of spec 000 §8. Spec is silent on them; chosen here:
 * - a failure that may pass (network, server, submission, facetec limits and landscape) offers
 *   both: retry, or go on with the other questions;
 * - storage and cookie settings: retry once the setting is changed; the questions cannot work
 *   without them, so no way back to them;
 * - a question that cannot be answered in this browser (unsupported browser) and a wrong address
 *   (page-not-found): back to the questions only, as reloading changes nothing;
 * - a link or account that no longer works (original link, unauthorized, request timeout, not
 *   found, unactivated, unknown request): none, the message says what to do (open the link
 *   again, ask for a new one), and neither a reload nor the overview helps;
 * - the reasons with an automatic action show a spinner and leave: none.
 */
export function waysForward(reason: ErrorReason): WaysForward {
  if (isTokenFailure(reason) || actionFor(reason) !== null) return NONE;
  switch (reason) {
    case 'submission-failed':
    case 'cancelled-network-request':
    case 'network-outage':
    case 'unexpected':
    case 'facetec-device-locked-out':
    case 'facetec-device-in-landscape-mode':
      return BOTH;
    case 'local-storage-required':
    case 'session-storage-required':
    case 'cookies-needed':
      return RETRY_ONLY;
    case 'page-not-found':
    case 'facetec-unsupported-browser':
    case 'facetec-unsupported-browser-ios':
    case 'facetec-unsupported-browser-old':
      return QUESTIONS_ONLY;
    case 'direct-to-original-link':
    case 'unauthorized-ido':
    case 'unauthorized':
    case 'request-timeout':
    case 'gls/not-found':
    case 'unactivated':
    case 'unknown-request':
    case 'gls/unauthorized':
    case 'gls/forbidden':
    case 'gls/session-expired':
      return NONE;
    default:
      return assertNever(reason, 'error reason');
  }
}
