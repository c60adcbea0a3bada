import type { Result } from '../shared/result';
import { err, ok } from '../shared/result';
import type { LivenessFailure } from './liveness-failure';
import type { LivenessStatus } from './liveness-outcome';
import { triesAllowed } from './liveness-tries';

const fieldsOf = (body: unknown): Readonly<Record<string, unknown>> =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};

/** A session token and the tries this session has (see triesAllowed). */
export interface SessionTokenAnswer {
  readonly sessionToken: string;
  readonly tries: number;
}

/**
 * Reads the session-token answer (spec 001 §7: sessionToken; `triesRemaining` is this project's
 * addition). No token is 'unexpected'; no tries left is the lock-out, as the service's 423 is.
 */
export function readSessionTokenAnswer(body: unknown): Result<SessionTokenAnswer, LivenessFailure> {
  const { sessionToken, triesRemaining } = fieldsOf(body);
  if (typeof sessionToken !== 'string' || sessionToken === '') return err('unexpected');
  const tries = triesAllowed(triesRemaining);
  return tries === 0 ? err('facetec-device-locked-out') : ok({ sessionToken, tries });
}

/**
 * The verify call's answer as the app reads it (spec 001 §7: livenessStatus and facemap), and the
 * FaceTec Server SDK's `scanResultBlob` for the scan (this project's addition, contracts/README.md):
 * FaceTec 9.2+ moves its session on only with it. null when absent or empty.
 */
export interface VerifyAnswer {
  readonly status: LivenessStatus;
  readonly faceMap: string | null;
  readonly scanResultBlob: string | null;
}

/**
 * Reads the verify answer. Spec is silent on a status other than PASSED or UNDETERMINED: the
 * service's check failed on its side, which is PROVIDER_ERROR (the flow proceeds, spec 001 §4).
 */
export function readVerifyAnswer(body: unknown): VerifyAnswer {
  const { livenessStatus, facemap, scanResultBlob } = fieldsOf(body);
  return {
    status: livenessStatus === 'PASSED' || livenessStatus === 'UNDETERMINED' ? livenessStatus : 'PROVIDER_ERROR',
    faceMap: typeof facemap === 'string' && facemap !== '' ? facemap : null,
    scanResultBlob: typeof scanResultBlob === 'string' && scanResultBlob !== '' ? scanResultBlob : null,
  };
}
