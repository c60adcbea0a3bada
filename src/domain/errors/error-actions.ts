import { catalogue } from '../language/translation';
import { assertNever } from '../shared/assert-never';
import type { ErrorReason } from './error-reason';
import { isTokenFailure } from './error-reason';

/**
 * The automatic actions of spec 000 §8:
 * - registration-not-found: redirect to the external registration-not-found page (a business
 *   session goes to the business verification route instead);
 * - unknown-request: go to the unknown-request (link expired) route;
 * - session-expired: snackbar, local log out, then redirect.
 *
 * Not built, by choice: spec 000 §8's 'further kind of error [that] reads a shortUrl cookie and
 * redirects to it'. The spec names neither the reason that triggers it nor who sets the cookie,
 * and a redirect target read from a cookie is one any sibling subdomain can plant (cookies set
 * for the parent domain reach this app): it would be an open redirect. The app mints no short
 * URLs of its own, and a link that no longer leads anywhere already has its page (unknown-request,
 * the link-expired page). Should a reason for it be named, it becomes an action here whose target
 * is read through a port and followed only when acceptAddress ('navigate') accepts it on the
 * app's own origin.
 */
export type ErrorAction = 'unknown-request' | 'registration-not-found' | 'session-expired';

/** The texts of the automatic actions (spec 000 §8), a catalogue (issue 28): read when shown. */
export const ERROR_ACTION_TEXTS = catalogue('ERROR_ACTION_TEXTS', {
  /** Spec 000 §8: the session-expired snackbar, word for word. */
  sessionExpiredSnackbar: 'Your session has expired, please log in again.',
} as const);

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
