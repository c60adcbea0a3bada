import type { VerificationResult } from './verification';
import { DEFAULT_FAILURE_REASON } from './verification';

/**
 * Spec is silent on the verification polling limit and interval (spec 000 §9, spec 001 §4): 15
 * checks 2250 ms apart (about 34 seconds). 2250 is the spec's unlabelled constant (spec 001 §9,
 * 'likely milliseconds'), and 15 its 'resolution attempts scale', which the verifying phrases move
 * along, so the last phrase shows as the checks run out; long enough for a provider's usual answer,
 * short enough that a stuck check falls back (timeout, then the legacy submit) while the applicant
 * is still on the screen.
 */
export const VERIFICATION_POLLING = { maxChecks: 15, intervalMs: 2250 } as const;

/** The provider's answer while it is polled (the interview service's verification check). */
export type VerificationAnswer =
  | { readonly status: 'waiting' }
  | { readonly status: 'ok' }
  | { readonly status: 'failed'; readonly reason: string | null }
  | { readonly status: 'unknown'; readonly raw: string };

/** A failed verification (a failed check, or a document the readability check could not read): its reason, else 'unknown'. */
export function failedVerification(reason: string | null): VerificationResult {
  const trimmed = reason?.trim() ?? '';
  return { status: 'failed', failureReason: trimmed === '' ? DEFAULT_FAILURE_REASON : trimmed };
}

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
    case 'failed':
      return failedVerification(answer.reason);
    default:
      return { status: 'error' };
  }
}
