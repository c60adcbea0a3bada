import type { VerificationResult } from './verification';
import { DEFAULT_FAILURE_REASON } from './verification';

/**
 * Spec is silent on the verification polling limit and interval (spec 000 §9, spec 001 §4):
 * 20 checks 3000 ms apart, one minute in all, long enough for a provider's usual answer and short
 * enough that a stuck check falls back (timeout) while the applicant is still on the screen.
 */
export const VERIFICATION_POLLING = { maxChecks: 20, intervalMs: 3000 } as const;

/** The provider's answer while it is polled (the interview service's verification check). */
export type VerificationAnswer =
  | { readonly status: 'waiting' }
  | { readonly status: 'ok' }
  | { readonly status: 'failed'; readonly reason: string | null }
  | { readonly status: 'unknown'; readonly raw: string };

/**
 * What one check means: waiting keeps polling (null) until the last check, where it is a timeout;
 * ok is verified; failed carries its reason (default 'unknown'); an unknown status is an error
 * (an invalid-verification-response).
 */
export function verificationStep(answer: VerificationAnswer, lastCheck: boolean): VerificationResult | null {
  switch (answer.status) {
    case 'waiting':
      return lastCheck ? { status: 'timeout' } : null;
    case 'ok':
      return { status: 'verified' };
    case 'failed': {
      const reason = answer.reason?.trim() ?? '';
      return { status: 'failed', failureReason: reason === '' ? DEFAULT_FAILURE_REASON : reason };
    }
    default:
      return { status: 'error' };
  }
}
