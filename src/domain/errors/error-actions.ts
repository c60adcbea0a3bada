import { assertNever } from '../shared/assert-never';
import type { ErrorReason } from './error-reason';
import { isTokenFailure } from './error-reason';

/**
 * The automatic actions of spec 000 §8:
 * - registration-not-found: redirect to the external registration-not-found page (a business
 *   session goes to the business verification route instead);
 * - unknown-request: go to the unknown-request (link expired) route;
 * - session-expired: snackbar, local log out, then redirect.
 */
export type ErrorAction = 'unknown-request' | 'registration-not-found' | 'session-expired';

export const SESSION_EXPIRED_SNACKBAR = 'Your session has expired, please log in again.';

export function actionFor(reason: ErrorReason): ErrorAction | null {
  if (isTokenFailure(reason)) return 'unknown-request';
  switch (reason) {
    case 'gls/unauthorized':
    case 'gls/forbidden':
      return 'registration-not-found';
    case 'gls/session-expired':
      return 'session-expired';
    case 'unknown-request':
      return 'unknown-request';
    case 'direct-to-original-link':
    case 'local-storage-required':
    case 'session-storage-required':
    case 'page-not-found':
    case 'submission-failed':
    case 'unauthorized-ido':
    case 'facetec-unsupported-browser':
    case 'facetec-unsupported-browser-ios':
    case 'facetec-unsupported-browser-old':
    case 'facetec-device-in-landscape-mode':
    case 'facetec-device-locked-out':
    case 'cancelled-network-request':
    case 'network-outage':
    case 'unauthorized':
    case 'cookies-needed':
    case 'unexpected':
    case 'request-timeout':
    case 'gls/not-found':
    case 'unactivated':
      return null;
    default:
      return assertNever(reason, 'error reason');
  }
}
