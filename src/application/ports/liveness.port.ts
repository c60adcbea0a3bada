import type { Result } from '../../domain/shared/result';

/** The liveness session outcome (spec 001 §4 Liveness: PASSED, UNDETERMINED, PROVIDER_ERROR). */
export interface LivenessOutcome {
  readonly status: 'PASSED' | 'UNDETERMINED' | 'PROVIDER_ERROR';
  readonly sessionId: string;
  readonly faceScan: string | null;
  readonly faceMap: string | null;
  readonly auditTrailImage: string | null;
}

/**
 * Why a liveness session did not produce an outcome: the init errors of spec 001 §6 map to error
 * reasons; a user cancel is silent; 'expired', 'portrait', 'rate-limited', 'camera' and 'busy' carry
 * the liveness messages.
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
  | 'portrait'
  | 'rate-limited'
  | 'camera'
  | 'busy'
  | 'unexpected';

/** A FaceTec liveness session (the real adapter loads the vendor SDK from a configured URL). */
export interface Liveness {
  run(): Promise<Result<LivenessOutcome, LivenessFailure>>;
}

export const LIVENESS = Symbol.for('Liveness');
