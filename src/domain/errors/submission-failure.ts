import { actionFor } from './error-actions';
import type { ErrorReason } from './error-reason';

/** What a failed call looked like, as far as the rule below reads it (a ServiceError fits). */
export interface FailedSubmission {
  /** The HTTP status; absent when there was no answer at all. */
  readonly status?: number;
  /** The reason the failure already carries (meaningOf), when it has one. */
  readonly reason?: ErrorReason;
}

/**
 * The reason a failed submission shows (spec 000 §4 'Submission': on failure the submission-failed
 * error shows), except where waiting and trying again cannot help:
 * - a 401 or 403 answer means the browser's session no longer holds for this request: the
 *   session message (unauthorized-ido: open the link from the notification again), not 'try
 *   again in a few minutes';
 * - a reason that sends the applicant to the link-expired page (an expired or redeemed token, a
 *   request the service no longer knows) keeps that automatic action.
 * Everything else (no answer, a server error, a refusal the app does not know) is submission-failed.
 */
export function submissionFailureReason(failure: FailedSubmission): ErrorReason {
  if (failure.reason !== undefined && actionFor(failure.reason) === 'unknown-request') return failure.reason;
  if (failure.status === 401 || failure.status === 403) return 'unauthorized-ido';
  return 'submission-failed';
}
