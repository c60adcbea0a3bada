import type { VerificationResult } from '../questions/verification';

/** Spec 001 §9: the persistent-failure screen appears after this many failed verifications. */
export const PERSISTENT_FAILURES = 3;

/** The provider's failure reasons (spec 001 §4 'ID verification'). */
export const ID_FAILURE_REASONS = {
  glare: 'GLARE',
  sharpness: 'SHARPNESS',
  glareSharpness: 'GLARE_SHARPNESS',
  unknown: 'UNKNOWN',
  provider: 'PROVIDER',
} as const;

/** The sub-screens of the ID scan (spec 001 §2.1 'ID scan'), in the spec's order. */
export type IdScanScreen =
  | 'persistent-failure'
  | 'glare'
  | 'blurry'
  | 'blurry-and-glare'
  | 'unknown'
  | 'single-page-upload'
  | 'mobile-capture'
  | 'desktop-hand-off';

export interface IdScanScreenFacts {
  readonly result: VerificationResult;
  /** Failed verifications of this attribute so far (they survive retakes). */
  readonly failures: number;
  /** The applicant chose the single-page upload (only offered where the flag allows it). */
  readonly useSinglePageUpload: boolean;
  /** Capturing on this device: a phone, or a desktop whose applicant chose its own camera. */
  readonly captureHere: boolean;
}

/**
 * Picks the sub-screen in the spec's order (spec 001 §2.1): persistent failure (a failure once
 * PERSISTENT_FAILURES were counted); glare (GLARE); blurry (SHARPNESS); blurry and glare
 * (GLARE_SHARPNESS); unknown (UNKNOWN, PROVIDER and any other reason); single-page upload; capture
 * on this device (a phone's, or a desktop's own camera once chosen); the desktop hand-off.
 *
 * Spec is silent on matching the reason's case: the provider's reasons are compared upper-cased,
 * so the store's default 'unknown' is the unknown screen too.
 */
export function idScanScreen(facts: IdScanScreenFacts): IdScanScreen {
  const { result } = facts;
  if (result.status === 'failed') {
    if (facts.failures >= PERSISTENT_FAILURES) return 'persistent-failure';
    switch (result.failureReason.trim().toUpperCase()) {
      case ID_FAILURE_REASONS.glare:
        return 'glare';
      case ID_FAILURE_REASONS.sharpness:
        return 'blurry';
      case ID_FAILURE_REASONS.glareSharpness:
        return 'blurry-and-glare';
      default:
        return 'unknown';
    }
  }
  if (facts.useSinglePageUpload) return 'single-page-upload';
  return facts.captureHere ? 'mobile-capture' : 'desktop-hand-off';
}
