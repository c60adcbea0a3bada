import { catalogue } from '../language/translation';
import type { ErrorReason } from './error-reason';
import { isErrorReason } from './error-reason';

/** Which backend answered: the business-check (GLS) service maps statuses of its own. */
export type ServiceName = 'interview' | 'business';

/** What the HTTP adapter saw. status 0 means no answer at all (offline, aborted, refused). */
export interface HttpFailure {
  readonly service: ServiceName;
  readonly status: number;
  readonly body?: unknown;
}

/** What the app does with a failed call: an error-page reason, or the address snackbar. */
export type FailureMeaning =
  | { readonly kind: 'reason'; readonly reason: ErrorReason; readonly message: string }
  | { readonly kind: 'invalid-business-address'; readonly message: string };

export const HTTP_MESSAGES = catalogue('HTTP_MESSAGES', {
  cancelled: 'Network issue: request cancelled',
  noSession: 'Session not established.',
  glsUnauthorized: 'You are not authorized for selected operation',
  glsNotFound: 'The requested resource is not found',
  glsSessionExpired: 'Your session has expired',
  invalidBusinessAddress:
    'The address you entered does not match a known address. Please enter the business address as it appears on Google Maps.',
  unknownGlsServiceType: 'Unknown GLS service type',
} as const);

const CSRF_MARKERS = ['CSRF session', 'CSRF tokens do not match'];

const field = (body: unknown, name: string): string | null => {
  if (typeof body !== 'object' || body === null) return null;
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : null;
};

/** The body's own reason, under the names the services use for it. */
const bodyReason = (body: unknown): string | null =>
  field(body, 'reason') ?? field(body, 'error') ?? field(body, 'code') ?? field(body, 'auth_error');

/**
 * Spec 000 §8 'HTTP handling' as one total function.
 *
 * Spec is silent on what a CSRF failure or an auth/ reason shows: both mean the browser's
 * session no longer matches the link, so the user is sent back to the original link
 * ('direct-to-original-link'). Spec is silent on the interview service's own status codes:
 * 401/403 mean the applicant is not signed in to this request ('unauthorized-ido'), 404 and 440
 * mean the request link no longer leads anywhere ('unknown-request'), anything else 'unexpected'.
 */
export function meaningOf(failure: HttpFailure): FailureMeaning {
  const { service, status, body } = failure;
  if (status === 0) return { kind: 'reason', reason: 'cancelled-network-request', message: HTTP_MESSAGES.cancelled };

  const reason = bodyReason(body);
  const message = field(body, 'message') ?? '';
  if (reason === 'invalid_business_address') {
    return { kind: 'invalid-business-address', message: HTTP_MESSAGES.invalidBusinessAddress };
  }
  if (CSRF_MARKERS.some((marker) => message.includes(marker)) || reason?.startsWith('auth/')) {
    return { kind: 'reason', reason: 'direct-to-original-link', message: message || reason || '' };
  }

  if (service === 'business') {
    if (status === 401) return { kind: 'reason', reason: 'gls/unauthorized', message: HTTP_MESSAGES.glsUnauthorized };
    if (status === 403) return { kind: 'reason', reason: 'gls/forbidden', message: HTTP_MESSAGES.glsUnauthorized };
    if (status === 404) return { kind: 'reason', reason: 'gls/not-found', message: HTTP_MESSAGES.glsNotFound };
    if (status === 440) {
      return { kind: 'reason', reason: 'gls/session-expired', message: HTTP_MESSAGES.glsSessionExpired };
    }
  }
  if (reason !== null && isErrorReason(reason)) return { kind: 'reason', reason, message: message || reason };
  if (service === 'interview') {
    if (status === 401 || status === 403) return { kind: 'reason', reason: 'unauthorized-ido', message };
    if (status === 404 || status === 440) return { kind: 'reason', reason: 'unknown-request', message };
  }
  return { kind: 'reason', reason: 'unexpected', message };
}
