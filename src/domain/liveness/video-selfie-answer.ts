import type { SelfieData } from '../encoding/binary-data';
import { encodeSelfieData } from '../encoding/binary-data';
import { SELFIE_IMAGE_KEY } from '../encoding/document-image-keys';
import type { Result } from '../shared/result';
import { err, ok } from '../shared/result';
import { validateVideoSelfie } from '../validation/selfie';
import type { LivenessOutcome } from './liveness-outcome';

/**
 * The value sent under the question's own attribute type: the face map, the session it came
 * from and the session's audit-trail images after the selfie. Spec 001 §3.6 names selfie and faceMap and §7.1 places only the selfie (under
 * SELFIE_IMAGE_KEY); spec is silent on the rest, so this project's choice (contracts/README.md)
 * is `{ faceMap, sessionId, livenessStatus, auditTrail }` under the question's attrType (or its
 * submissionAttrType). The face scan is not sent: the verify call already gave it to the service.
 */
export interface VideoSelfieValue {
  readonly faceMap: string | null;
  readonly sessionId: string;
  readonly livenessStatus: 'PASSED' | 'PROVIDER_ERROR';
  /**
   * The session's other audit-trail images, after the selfie, as BinaryData (spec 001 §3.6 'audit-
   * trail images'). Spec is silent on where they go (spec 001 §7.1 places only the selfie): every
   * image is kept and sent here, in the session's order, so none the provider took is lost.
   */
  readonly auditTrail: readonly SelfieData[];
}

/** Why an outcome cannot be sent: all tries rejected, or a passed session without its parts. */
export type VideoSelfieProblem = 'rejected' | 'missing-face-map' | 'missing-selfie';

const DATA_URL_PREFIX = /^data:[^,]*;base64,/;

const selfieOf = (image: string | undefined): SelfieData | null =>
  image === undefined || image === ''
    ? null
    : encodeSelfieData({ data: image.replace(DATA_URL_PREFIX, ''), mimeType: 'image/jpeg' });

/** The audit-trail images after the first (the selfie), empty ones left out. */
const auditTrailAfterSelfie = (images: readonly string[]): SelfieData[] =>
  images.slice(1).flatMap((image) => selfieOf(image) ?? []);

/**
 * The attributes a video selfie sends, keyed by attribute type: the question's value (under
 * `key`) and the selfie as BinaryData with cropped false under SELFIE_IMAGE_KEY (spec 001 §7.1).
 *
 * A PASSED outcome needs both the selfie and the face map (spec 001 §5.14). An internal error
 * (PROVIDER_ERROR) lets the flow proceed (spec 001 §4): spec is silent on what is sent then, so
 * the status and session with no face map, and the selfie when the session produced one, so the
 * service can tell the applicant was not at fault. UNDETERMINED is what is left after the last
 * try was rejected: nothing is sent.
 */
export function videoSelfieAttributes(
  key: string,
  outcome: LivenessOutcome,
): Result<Readonly<Record<string, VideoSelfieValue | SelfieData>>, VideoSelfieProblem> {
  const selfie = selfieOf(outcome.auditTrailImages[0]);
  const auditTrail = auditTrailAfterSelfie(outcome.auditTrailImages);
  switch (outcome.status) {
    case 'UNDETERMINED':
      return err('rejected');
    case 'PROVIDER_ERROR': {
      const value: VideoSelfieValue = {
        faceMap: null,
        sessionId: outcome.sessionId,
        livenessStatus: 'PROVIDER_ERROR',
        auditTrail,
      };
      return ok(selfie === null ? { [key]: value } : { [key]: value, [SELFIE_IMAGE_KEY]: selfie });
    }
    case 'PASSED': {
      if (!validateVideoSelfie({ selfie, faceMap: outcome.faceMap }).valid) {
        return err(selfie === null ? 'missing-selfie' : 'missing-face-map');
      }
      const value: VideoSelfieValue = {
        faceMap: outcome.faceMap,
        sessionId: outcome.sessionId,
        livenessStatus: 'PASSED',
        auditTrail,
      };
      return ok({ [key]: value, [SELFIE_IMAGE_KEY]: selfie as SelfieData });
    }
  }
}
