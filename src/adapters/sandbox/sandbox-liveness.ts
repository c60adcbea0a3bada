import type { Liveness, LivenessEvents, LivenessFailure, LivenessOutcome } from '../../application/ports/liveness.port';
import { bytesToBase64 } from '../../domain/encoding/base64';
import { readSessionTokenAnswer, readVerifyAnswer } from '../../domain/liveness/liveness-answers';
import { livenessCallFailure, livenessThrownFailure } from '../../domain/liveness/liveness-failure';
import { triesLeftAfterRejection } from '../../domain/liveness/liveness-tries';
import type { Result } from '../../domain/shared/result';
import { err, ok } from '../../domain/shared/result';

export interface SandboxLivenessOptions {
  /** The sandbox's GET answering `{ sessionToken, triesRemaining }`. */
  readonly sessionTokenUrl: string;
  /** The sandbox's POST `{ facescan, selfie_image }` answering `{ livenessStatus, facemap }`. */
  readonly verifyUrl: string;
  /** The session canary for the anti-forgery header (the sandbox finds the request by it). */
  readonly antiForgeryToken: () => string | null;
  /**
   * Shows the camera with the face guide and answers a JPEG of the frame the applicant took,
   * 'cancelled' when they closed it, 'camera' when no camera could be used (refused, missing,
   * black). After a rejected scan it is told the tries left, so the camera can say so: the
   * snackbar sits under the camera's full-screen dialog. Supplied by the composition root
   * (adapters do not import UI).
   */
  readonly captureFace: (triesRemaining: number | null) => Promise<Blob | 'cancelled' | 'camera'>;
  readonly fetch?: typeof fetch;
}

/**
 * The sandbox's liveness stand-in: no vendor SDK, but the real camera. The applicant frames the
 * face in the guide and takes a photo; that frame is the selfie, sent to the sandbox's verify
 * endpoint, which answers per scenario (passes; rejects twice then passes; locked out). It keeps
 * the real adapter's rules: the tries the session-token answer allows, a retry announced after
 * each rejection, UNDETERMINED after the last, the same failures for the same statuses. There is
 * no 3D face scan, so `facescan` is null and the outcome has none.
 */
export class SandboxLiveness implements Liveness {
  constructor(private readonly options: SandboxLivenessOptions) {}

  /** Nothing to load: ready at once. */
  async prepare(): Promise<Result<void, LivenessFailure>> {
    return ok(undefined);
  }

  async run(events: LivenessEvents): Promise<Result<LivenessOutcome, LivenessFailure>> {
    const token = await this.call(this.options.sessionTokenUrl, {});
    if (!token.ok) return token;
    const session = readSessionTokenAnswer(token.value);
    if (!session.ok) return session;
    const { sessionToken, tries } = session.value;
    let triesRemaining: number | null = null;
    for (let used = 1; ; used += 1) {
      const photo = await this.options.captureFace(triesRemaining);
      if (typeof photo === 'string') return err(photo);
      events.onScanned?.();
      const selfie = bytesToBase64(new Uint8Array(await photo.arrayBuffer()));
      const answer = await this.call(this.options.verifyUrl, {
        method: 'POST',
        body: JSON.stringify({ facescan: null, selfie_image: selfie }),
      });
      if (!answer.ok) return answer;
      const verdict = readVerifyAnswer(answer.value);
      const outcome: LivenessOutcome = {
        status: verdict.status,
        sessionId: sessionToken,
        faceScan: null,
        faceMap: verdict.faceMap,
        auditTrailImages: [selfie],
      };
      if (verdict.status !== 'UNDETERMINED') return ok(outcome);
      triesRemaining = triesLeftAfterRejection(tries, used);
      if (triesRemaining === null) return ok(outcome);
      events.onRetry(triesRemaining);
    }
  }

  private async call(url: string, init: RequestInit): Promise<Result<unknown, LivenessFailure>> {
    const canary = this.options.antiForgeryToken();
    try {
      const response = await (this.options.fetch ?? globalThis.fetch.bind(globalThis))(url, {
        ...init,
        credentials: 'same-origin',
        headers: {
          Accept: 'application/json',
          ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(canary === null ? {} : { 'X-CSRF-Token': canary }),
        },
      });
      if (!response.ok) return err(await refusal(response));
      return ok(await response.json());
    } catch (error) {
      return err(livenessThrownFailure(error));
    }
  }
}

/**
 * A refused call's failure. Its body is released first: an unread body keeps the response open
 * until it is collected, and the page never looks idle meanwhile.
 */
async function refusal(response: Response): Promise<LivenessFailure> {
  await response.body?.cancel().catch(() => undefined);
  return livenessCallFailure(response.status);
}
