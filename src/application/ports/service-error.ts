import type { ErrorReason } from '../../domain/errors/error-reason';

/**
 * How a call to a backend fails, as a value (ARCHITECTURE 'Shapes to follow'). Adapters map every
 * failure into one of these with the domain's `meaningOf` (spec 000 §8 'HTTP handling'); nothing
 * else is thrown past a port.
 *
 * - network: no answer at all (status 0: offline, refused, aborted, timed out).
 * - http: the service answered with an error status; `reason` is what the error page shows or does.
 *   The business-check service's failures also keep `code`, the downstream error's own code or
 *   else the status, and `body` is its raw response: the JSON, or the text when it is not JSON
 *   (spec 000 §8 'HTTP handling').
 * - no-session: a call the application would have run without a session; never sent (spec 000 §8
 *   'Missing session', shown as §6's unauthorized-ido: access requires a started session).
 * - invalid-business-address: the business service refused the address (a permanent snackbar, not a page).
 * - malformed: a 2xx answer whose body the app cannot read (a contract drift); shown as 'unexpected'.
 */
export type ServiceError =
  | { readonly kind: 'network'; readonly reason: 'cancelled-network-request'; readonly message: string }
  | {
      readonly kind: 'http';
      readonly status: number;
      readonly reason: ErrorReason;
      readonly message: string;
      readonly body?: unknown;
      readonly code?: string | number;
    }
  | { readonly kind: 'no-session'; readonly reason: 'unauthorized-ido'; readonly message: string }
  | { readonly kind: 'invalid-business-address'; readonly status: number; readonly message: string }
  | { readonly kind: 'malformed'; readonly reason: 'unexpected'; readonly message: string };

/** The error-page reason of a failure; the address refusal is shown as a snackbar, so it has none. */
export const reasonOf = (error: ServiceError): ErrorReason | null =>
  error.kind === 'invalid-business-address' ? null : error.reason;
