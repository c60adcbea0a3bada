import { SELFIE_IMAGE_KEY } from '../../../src/domain/encoding/document-image-keys';
import type { LivenessOutcome } from '../../../src/domain/liveness/liveness-outcome';
import { videoSelfieAttributes } from '../../../src/domain/liveness/video-selfie-answer';

const outcome = (over: Partial<LivenessOutcome> = {}): LivenessOutcome => ({
  status: 'PASSED',
  sessionId: 'session-1',
  faceScan: 'scan',
  faceMap: 'map-1',
  auditTrailImages: ['/9j/selfie'],
  ...over,
});

describe('the video selfie answer', () => {
  it('sends a passed session: the face map under the question, the selfie as BinaryData, cropped false', () => {
    expect(videoSelfieAttributes('identity.video_selfie', outcome())).toEqual({
      ok: true,
      value: {
        'identity.video_selfie': { faceMap: 'map-1', sessionId: 'session-1', livenessStatus: 'PASSED', auditTrail: [] },
        [SELFIE_IMAGE_KEY]: { data: '/9j/selfie', mime_type: 'image/jpeg', metadata: {}, cropped: false },
      },
    });
  });

  it('keeps every audit-trail image: the first as the selfie, the others in order beside the face map', () => {
    const result = videoSelfieAttributes(
      'v',
      outcome({ auditTrailImages: ['/9j/a', '', 'data:image/jpeg;base64,/9j/b', '/9j/c'] }),
    );
    expect(result.ok && result.value[SELFIE_IMAGE_KEY]).toMatchObject({ data: '/9j/a' });
    expect(result.ok && result.value.v).toMatchObject({
      auditTrail: [
        { data: '/9j/b', mime_type: 'image/jpeg', metadata: {}, cropped: false },
        { data: '/9j/c', mime_type: 'image/jpeg', metadata: {}, cropped: false },
      ],
    });
  });

  it('drops a data-URL prefix from the selfie and never sends the face scan', () => {
    const result = videoSelfieAttributes('v', outcome({ auditTrailImages: ['data:image/jpeg;base64,/9j/x'] }));
    expect(result.ok && result.value[SELFIE_IMAGE_KEY]).toMatchObject({ data: '/9j/x' });
    expect(JSON.stringify(result)).not.toContain('scan');
  });

  it('refuses a passed session without a face map or without a selfie (spec 001 §5.14)', () => {
    expect(videoSelfieAttributes('v', outcome({ faceMap: null }))).toEqual({ ok: false, error: 'missing-face-map' });
    expect(videoSelfieAttributes('v', outcome({ faceMap: '' }))).toEqual({ ok: false, error: 'missing-face-map' });
    expect(videoSelfieAttributes('v', outcome({ auditTrailImages: [] }))).toEqual({
      ok: false,
      error: 'missing-selfie',
    });
  });

  it('sends nothing when the last try was rejected', () => {
    expect(videoSelfieAttributes('v', outcome({ status: 'UNDETERMINED', faceMap: null }))).toEqual({
      ok: false,
      error: 'rejected',
    });
  });

  it('lets an internal error proceed: its status and session, the selfie when there is one', () => {
    expect(
      videoSelfieAttributes('v', outcome({ status: 'PROVIDER_ERROR', faceMap: null, auditTrailImages: [] })),
    ).toEqual({
      ok: true,
      value: { v: { faceMap: null, sessionId: 'session-1', livenessStatus: 'PROVIDER_ERROR', auditTrail: [] } },
    });
    const withSelfie = videoSelfieAttributes('v', outcome({ status: 'PROVIDER_ERROR', faceMap: null }));
    expect(withSelfie.ok && Object.keys(withSelfie.value)).toEqual(['v', SELFIE_IMAGE_KEY]);
  });
});
