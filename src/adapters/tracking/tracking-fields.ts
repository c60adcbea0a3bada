import type { PhotoRefusal, TrackedScreen, TrackingEvent } from '../../application/ports/tracking.port';
import type { CameraFailure } from '../../domain/capture/camera-failure';
import type { ErrorReason } from '../../domain/errors/error-reason';
import { ACTION_REASONS, PAGE_REASONS } from '../../domain/errors/error-reason';
import type { LivenessFailure } from '../../domain/liveness/liveness-failure';

/** What an event becomes on the wire: its kind and flat text fields, nothing else. */
export type TrackingFields = Readonly<{ event: TrackingEvent['kind'] } & Record<string, string>>;

/** What replaces a value that is not one of ours. */
export const NOT_OURS = 'other';

type Words<T extends string> = Readonly<Record<T, true>>;

// Total tables of our own words: a word added to a type must be added here, or this does not compile.
const SCREENS: Words<TrackedScreen> = {
  overview: true,
  question: true,
  pay: true,
  finishing: true,
  done: true,
  status: true,
  'google-login': true,
  'google-business-verification-v2': true,
  error: true,
  'unknown-request': true,
  'logged-out': true,
  'not-found': true,
};
const CAMERA_FAILURES: Words<CameraFailure> = {
  denied: true,
  busy: true,
  'not-found': true,
  unavailable: true,
  ended: true,
  black: true,
};
const PHOTO_REFUSALS: Words<PhotoRefusal> = {
  empty: true,
  'empty-processed': true,
  corrupted: true,
  'heic-unsupported': true,
  'too-many-pixels': true,
  'not-an-image': true,
  'too-large': true,
};
const LIVENESS_FAILURES: Words<LivenessFailure> = {
  cancelled: true,
  'network-outage': true,
  'facetec-device-in-landscape-mode': true,
  'facetec-device-locked-out': true,
  'facetec-unsupported-browser': true,
  'facetec-unsupported-browser-ios': true,
  'facetec-unsupported-browser-old': true,
  'cancelled-network-request': true,
  expired: true,
  'orientation-changed': true,
  portrait: true,
  'rate-limited': true,
  camera: true,
  busy: true,
  unexpected: true,
};
const REASONS: Words<ErrorReason> = Object.fromEntries(
  [...PAGE_REASONS, ...ACTION_REASONS].map((reason) => [reason, true]),
) as Words<ErrorReason>;
const RETRIED: Words<Extract<TrackingEvent, { kind: 'capture-retried' }>['capture']> = {
  camera: true,
  liveness: true,
  'id-scan': true,
};
const CHANNELS: Words<'text' | 'qr'> = { text: true, qr: true };
const OUTCOMES: Words<Extract<TrackingEvent, { kind: 'payment-result' }>['outcome']> = {
  paid: true,
  'card-error': true,
  refused: true,
};

const ours = <T extends string>(words: Words<T>, value: string): string =>
  Object.hasOwn(words, value) ? value : NOT_OURS;

/** An attribute type from the interview's definition: dotted words ('core.ssn', 'consent.biometric.authorization'). */
const ATTR_TYPE = /^[A-Za-z][A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]+)+$/;
const attrType = (value: string): string => (value.length <= 64 && ATTR_TYPE.test(value) ? value : NOT_OURS);

/** A capture failure's reason, read against its capture's own words. */
function failureReason(event: Extract<TrackingEvent, { kind: 'capture-failed' }>): string {
  switch (event.capture) {
    case 'camera':
      return ours(CAMERA_FAILURES, event.reason);
    case 'photo':
      return ours(PHOTO_REFUSALS, event.reason);
    case 'liveness':
      return ours(LIVENESS_FAILURES, event.reason);
    default:
      return NOT_OURS;
  }
}

/**
 * The fields an adapter may send for an event: each kind's own fields, named here one by one (a
 * field added to an event leaves only once it is added here), each closed field checked against
 * its list of our words and each attribute type against its shape, so a value that slipped past
 * the types (a cast, an attribute type the service sent oddly) leaves as 'other'. Defence in
 * depth: the event type already carries no answer value (tracking.port.ts).
 */
export function trackingFields(event: TrackingEvent): TrackingFields {
  switch (event.kind) {
    case 'screen-viewed':
      return { event: event.kind, screen: ours(SCREENS, event.screen) };
    case 'question-opened':
    case 'question-completed':
    case 'handoff-used':
      return { event: event.kind, attrType: attrType(event.attrType) };
    case 'capture-failed': {
      const capture = ours({ camera: true, photo: true, liveness: true }, event.capture);
      return { event: event.kind, capture, reason: failureReason(event) };
    }
    case 'capture-retried':
      return { event: event.kind, capture: ours(RETRIED, event.capture) };
    case 'handoff-sent':
      return { event: event.kind, channel: ours(CHANNELS, event.channel), attrType: attrType(event.attrType) };
    case 'payment-result':
      return { event: event.kind, outcome: ours(OUTCOMES, event.outcome) };
    case 'error-page-shown':
      return { event: event.kind, reason: ours(REASONS, event.reason) };
  }
}
