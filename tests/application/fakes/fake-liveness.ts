import type {
  Liveness,
  LivenessEvents,
  LivenessFailure,
  LivenessOutcome,
} from '../../../src/application/ports/liveness.port';
import type { Language } from '../../../src/domain/language/language';
import type { Result } from '../../../src/domain/shared/result';
import { ok } from '../../../src/domain/shared/result';

export const PASSED_OUTCOME: LivenessOutcome = {
  status: 'PASSED',
  sessionId: 'session-1',
  faceScan: 'scan-1',
  faceMap: 'map-1',
  auditTrailImages: ['/9j/selfie-1'],
};

/**
 * A liveness port whose answers the test sets: `prepared` (a promise the test may hold back),
 * and per session the retries it announces before it ends with `outcome`.
 */
export class FakeLiveness implements Liveness {
  prepared: Promise<Result<void, LivenessFailure>> = Promise.resolve(ok(undefined));
  retries: number[] = [];
  outcome: Result<LivenessOutcome, LivenessFailure> = ok(PASSED_OUTCOME);
  /** Ends the running session when set (to observe the screen while it runs). */
  hold: Promise<void> | null = null;
  /** Tells the caller a scan was taken (the camera closed) before holding. */
  scans = false;
  prepares = 0;
  runs = 0;
  /** The language each prepare and run was given, in order. */
  languages: string[] = [];

  prepare(language: Language): Promise<Result<void, LivenessFailure>> {
    this.prepares += 1;
    this.languages.push(`prepare ${language}`);
    return this.prepared;
  }

  async run(events: LivenessEvents, language: Language): Promise<Result<LivenessOutcome, LivenessFailure>> {
    this.runs += 1;
    this.languages.push(`run ${language}`);
    for (const left of this.retries) events.onRetry(left);
    if (this.scans) events.onScanned?.();
    if (this.hold !== null) await this.hold;
    return this.outcome;
  }
}
