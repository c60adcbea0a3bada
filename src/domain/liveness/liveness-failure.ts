import { LIVENESS_MESSAGES } from '../errors/question-messages';
import type { ErrorReason } from '../errors/error-reason';
import { assertNever } from '../shared/assert-never';

/**
 * Why a liveness session produced no outcome (spec 001 §4, §8; spec 000 §8): the SDK's init errors
 * and the aborted load are error-page reasons; 'expired', 'orientation-changed', 'portrait',
 * 'rate-limited', 'camera' and 'busy' carry the liveness messages; a user cancel is silent.
 */
export type LivenessFailure =
  | 'cancelled'
  | 'network-outage'
  | 'facetec-device-in-landscape-mode'
  | 'facetec-device-locked-out'
  | 'facetec-unsupported-browser'
  | 'facetec-unsupported-browser-ios'
  | 'facetec-unsupported-browser-old'
  | 'cancelled-network-request'
  | 'expired'
  | 'orientation-changed'
  | 'portrait'
  | 'rate-limited'
  | 'camera'
  | 'busy'
  | 'unexpected';

/** What the applicant sees for a failure: nothing, a snackbar on the question, or the error page. */
export type LivenessFailureEffect =
  | { readonly kind: 'silent' }
  | { readonly kind: 'snackbar'; readonly message: string }
  | { readonly kind: 'page'; readonly reason: ErrorReason };

const snackbar = (message: string): LivenessFailureEffect => ({ kind: 'snackbar', message });
const page = (reason: ErrorReason): LivenessFailureEffect => ({ kind: 'page', reason });

/**
 * Where each failure shows (spec 001 §8). The messages are ones the applicant can act on and
 * try again from the same screen, so they are snackbars over the question; the init errors,
 * the aborted load and unexpected statuses have error pages of their own (spec 000 §8).
 */
export function livenessFailureEffect(failure: LivenessFailure): LivenessFailureEffect {
  switch (failure) {
    case 'cancelled':
      return { kind: 'silent' };
    case 'expired':
      return snackbar(LIVENESS_MESSAGES.expired);
    case 'orientation-changed':
      return snackbar(LIVENESS_MESSAGES.orientationChanged);
    case 'portrait':
      return snackbar(LIVENESS_MESSAGES.portrait);
    case 'rate-limited':
      return snackbar(LIVENESS_MESSAGES.tooManyRequests);
    case 'camera':
      return snackbar(LIVENESS_MESSAGES.enableCamera);
    case 'busy':
      return snackbar(LIVENESS_MESSAGES.sessionRunning);
    case 'network-outage':
    case 'facetec-device-in-landscape-mode':
    case 'facetec-device-locked-out':
    case 'facetec-unsupported-browser':
    case 'facetec-unsupported-browser-ios':
    case 'facetec-unsupported-browser-old':
    case 'cancelled-network-request':
    case 'unexpected':
      return page(failure);
    default:
      return assertNever(failure, 'liveness failure');
  }
}

/**
 * What a failed liveness call (session token or verify) answers, by HTTP status; 0 is no answer.
 * Spec is silent on these statuses: 401, 403 and 440 (an expired session) are 'expired'; 409 a
 * session already running; 423 Locked is the service's lock-out after too many tries (this
 * project's choice, contracts/README.md), the 'Limits exceeded' page; 429 'rate-limited'; no
 * answer 'network-outage'; anything else 'unexpected'.
 */
export function livenessCallFailure(status: number): LivenessFailure {
  switch (status) {
    case 0:
      return 'network-outage';
    case 401:
    case 403:
    case 440:
      return 'expired';
    case 409:
      return 'busy';
    case 423:
      return 'facetec-device-locked-out';
    case 429:
      return 'rate-limited';
    default:
      return 'unexpected';
  }
}

/** A liveness call that threw instead of answering: aborted (a reload, a navigation) or no answer. */
export const livenessThrownFailure = (error: unknown): LivenessFailure =>
  (error as { readonly name?: unknown } | null)?.name === 'AbortError' ? 'cancelled-network-request' : 'network-outage';
