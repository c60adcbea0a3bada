/** Spec 001 §4, §9: at most 5 tries in a session when the server's pre-check rejects a scan. */
export const MAX_LIVENESS_TRIES = 5;

/**
 * How many tries this session has: the service may say how many the request has left
 * (`triesRemaining` in the session-token answer, this project's addition, contracts/README.md),
 * so that a reload does not reset the limit; without it, or with a value that is not a whole
 * number, the full 5. Never more than 5, never fewer than 0.
 */
export function triesAllowed(reported: unknown): number {
  if (typeof reported !== 'number' || !Number.isInteger(reported)) return MAX_LIVENESS_TRIES;
  return Math.min(MAX_LIVENESS_TRIES, Math.max(0, reported));
}

/**
 * After a rejected scan, the tries left for the applicant, or null when none are left and the
 * session ends with the rejection. `used` counts the scans sent so far, this one included.
 */
export function triesLeftAfterRejection(allowed: number, used: number): number | null {
  const left = allowed - used;
  return left > 0 ? left : null;
}
