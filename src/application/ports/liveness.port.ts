import type { Language } from '../../domain/language/language';
import type { LivenessFailure } from '../../domain/liveness/liveness-failure';
import type { LivenessOutcome } from '../../domain/liveness/liveness-outcome';
import type { Result } from '../../domain/shared/result';

export type { LivenessFailure } from '../../domain/liveness/liveness-failure';
export type { LivenessOutcome, LivenessStatus } from '../../domain/liveness/liveness-outcome';

/** What a running session tells its caller before it ends. */
export interface LivenessEvents {
  /** The server's pre-check rejected a scan and the applicant tries again; `triesRemaining` ≥ 1. */
  onRetry(triesRemaining: number): void;
  /**
   * A scan was taken and goes to the server's pre-check: the camera is closed (the sandbox's
   * stand-in) or the vendor shows its own progress, and the screen says the video selfie is being
   * sent. Optional for a caller that does not show it.
   */
  onScanned?(): void;
}

/**
 * A liveness (video selfie) session behind a vendor: FaceTec in production, a camera stand-in in
 * the sandbox. Nothing throws: every failure is a LivenessFailure value. `language` is the page's
 * language, for the vendor's own screens (the stand-in's texts are the app's catalogues already).
 */
export interface Liveness {
  /**
   * Loads and initialises what a session needs (the vendor's script and SDK), so the applicant
   * reads the instructions meanwhile. Answers the init errors (spec 001 §8). Repeatable: a
   * prepared adapter answers at once, a failed load is tried afresh.
   */
  prepare(language: Language): Promise<Result<void, LivenessFailure>>;
  /**
   * Runs one session until it passes, is cancelled or fails: up to 5 tries when the server's
   * pre-check rejects a scan (fewer when the service says the request has fewer left), each retry
   * announced through `events`. After the last rejected try it answers UNDETERMINED.
   */
  run(events: LivenessEvents, language: Language): Promise<Result<LivenessOutcome, LivenessFailure>>;
}

export const LIVENESS = Symbol.for('Liveness');
