import type { PhotoRefusal, TrackedScreen, TrackingEvent } from '../../application/ports/tracking.port';
import type { CameraFailure } from '../../domain/capture/camera-failure';
import { ACTION_REASONS, PAGE_REASONS } from '../../domain/errors/error-reason';
import type { LivenessFailure } from '../../domain/liveness/liveness-failure';

/** What an event becomes on the wire: its kind and flat text fields, nothing else. */
export type TrackingFields = Readonly<{ event: TrackingEvent['kind'] } & Record<string, string>>;

/** What replaces a value that is not one of ours. */
export const NOT_OURS = 'other';

/** Every word of ours an event's closed fields may hold (error reasons come from their own list). */
const WORDS = [
  // Screens (route ids).
  ...['overview', 'question', 'pay', 'finishing', 'done', 'status', 'google-login'],
  ...['google-business-verification-v2', 'error', 'unknown-request', 'logged-out', 'not-found'],
  // Captures, hand-off channels, payment outcomes.
  ...['camera', 'photo', 'liveness', 'id-scan', 'text', 'qr', 'paid', 'card-error', 'refused'],
  // Camera failures and photo refusals.
  ...['denied', 'busy', 'unavailable', 'ended', 'black', 'empty', 'empty-processed', 'corrupted'],
  ...['heic-unsupported', 'too-many-pixels', 'too-many-bytes', 'not-an-image', 'too-large'],
  // Liveness failures.
  ...['cancelled', 'network-outage', 'facetec-device-in-landscape-mode', 'facetec-device-locked-out'],
  ...['facetec-unsupported-browser', 'facetec-unsupported-browser-ios', 'facetec-unsupported-browser-old'],
  ...['cancelled-network-request', 'expired', 'orientation-changed', 'portrait', 'rate-limited', 'unexpected'],
] as const;

type Closed<E> = E extends TrackingEvent
  ? { [F in keyof E]: F extends 'kind' | 'attrType' ? never : E[F] }[keyof E]
  : never;
/** A word a closed field may hold that WORDS lacks: none, or this does not compile. */
type Forgotten = Exclude<
  Closed<TrackingEvent> | TrackedScreen | CameraFailure | PhotoRefusal | LivenessFailure,
  (typeof WORDS)[number] | (typeof PAGE_REASONS)[number] | (typeof ACTION_REASONS)[number]
>;
const everyWord: [Forgotten] extends [never] ? true : Forgotten = true;

const OURS: ReadonlySet<string> = new Set<string>([...WORDS, ...PAGE_REASONS, ...ACTION_REASONS]);
const ours = (value: string): string => (everyWord && OURS.has(value) ? value : NOT_OURS);

/** An attribute type from the interview's definition: dotted words ('core.ssn', 'consent.biometric.authorization'). */
const ATTR_TYPE = /^[A-Za-z][A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]+)+$/;
const attrType = (value: string): string => (value.length <= 64 && ATTR_TYPE.test(value) ? value : NOT_OURS);

/**
 * The fields an adapter may send for an event: each kind's own fields, named here one by one (a
 * field added to an event leaves only once it is added here), each closed field checked against
 * the words of ours and each attribute type against its shape, so a value that slipped past the
 * types (a cast, an attribute type the service sent oddly) leaves as 'other'. Defence in depth:
 * the event type already carries no answer value (tracking.port.ts).
 */
export function trackingFields(event: TrackingEvent): TrackingFields {
  switch (event.kind) {
    case 'screen-viewed':
      return { event: event.kind, screen: ours(event.screen) };
    case 'question-opened':
    case 'question-completed':
    case 'handoff-used':
      return { event: event.kind, attrType: attrType(event.attrType) };
    case 'capture-failed':
      return { event: event.kind, capture: ours(event.capture), reason: ours(event.reason) };
    case 'capture-retried':
      return { event: event.kind, capture: ours(event.capture) };
    case 'handoff-sent':
      return { event: event.kind, channel: ours(event.channel), attrType: attrType(event.attrType) };
    case 'payment-result':
      return { event: event.kind, outcome: ours(event.outcome) };
    case 'error-page-shown':
      return { event: event.kind, reason: ours(event.reason) };
  }
}
