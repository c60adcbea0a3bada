/** Spec 001 §4: the statuses a liveness session ends with. */
export type LivenessStatus = 'PASSED' | 'UNDETERMINED' | 'PROVIDER_ERROR';

/**
 * A liveness session's result (spec 001 §3.6): status, sessionId, faceScan, faceMap and every
 * audit-trail image the session gave, in its order (base64 JPEGs, a data-URL prefix allowed); the
 * first is the selfie. Images and scans are answer values: never logged, reported or stored in
 * the browser.
 */
export interface LivenessOutcome {
  readonly status: LivenessStatus;
  readonly sessionId: string;
  readonly faceScan: string | null;
  readonly faceMap: string | null;
  readonly auditTrailImages: readonly string[];
}
