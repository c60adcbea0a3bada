import type { Liveness, LivenessFailure, LivenessOutcome } from '../../application/ports/liveness.port';
import type { Result } from '../../domain/shared/result';
import { err, ok } from '../../domain/shared/result';

/** What a sandbox liveness session answers: a vendor status, or one of the failures. */
export type SandboxLivenessScript = LivenessOutcome['status'] | LivenessFailure;

/** A 2x2 two-colour PNG (base64): small, yet not 'empty' for the app's image checks. */
const SAMPLE_IMAGE =
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGM4saBCwyaAQcMm4MSCCgAkdgUpfnNriwAAAABJRU5ErkJggg==';

const STATUSES: readonly string[] = ['PASSED', 'UNDETERMINED', 'PROVIDER_ERROR'];

/**
 * The sandbox's liveness check: no camera and no vendor SDK; every session answers what the
 * constructor was told (PASSED by default), so each branch of the video-selfie flow can be tried.
 * Sessions are numbered so two runs never share a session id.
 */
export class SandboxLiveness implements Liveness {
  private sessions = 0;

  constructor(private readonly answer: SandboxLivenessScript = 'PASSED') {}

  async run(): Promise<Result<LivenessOutcome, LivenessFailure>> {
    this.sessions += 1;
    if (!STATUSES.includes(this.answer)) return err(this.answer as LivenessFailure);
    const status = this.answer as LivenessOutcome['status'];
    // A scan exists unless the provider failed; only a passed check yields a face map.
    const scanned = status !== 'PROVIDER_ERROR';
    return ok({
      status,
      sessionId: `sandbox-liveness-${this.sessions}`,
      faceScan: scanned ? 'c2FuZGJveC1mYWNlLXNjYW4=' : null,
      faceMap: status === 'PASSED' ? 'c2FuZGJveC1mYWNlLW1hcA==' : null,
      auditTrailImage: scanned ? SAMPLE_IMAGE : null,
    });
  }
}
