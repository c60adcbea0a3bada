import type { CameraFailure } from '../../domain/capture/camera-failure';
import type { ErrorReason } from '../../domain/errors/error-reason';
import type { ImageProblem } from '../../domain/errors/question-messages';
import type { LivenessFailure } from '../../domain/liveness/liveness-failure';
import type { PageRoute } from '../../domain/session/resolve-route';

/** A screen by its route's id ('overview', 'question', ...): never its path, which may carry ids. */
export type TrackedScreen = PageRoute['id'];

/** Why a chosen or taken photo was refused: the image problem the pipeline found, a file that is no image, one over 10 MB. */
export type PhotoRefusal = ImageProblem | 'not-an-image' | 'too-large';

/**
 * What the app tells the tracking adapter (spec 000 §7: 'Tracking adapter, its options ... come
 * from app configuration'; the events are this project's choice, spec is silent on them).
 *
 * Every field is a closed list of our own words, or an attribute type from the interview's
 * definition ('core.ssn'): never an answer value, a name, an e-mail address, a phone number, a
 * request id, a canary or a hand-off code. The e-mail the spec ties to error reports (§6) goes to
 * the error reporter only, never here. tests/adapters/tracking/tracking-privacy.test.ts checks
 * every kind against answer values.
 */
export type TrackingEvent =
  | { readonly kind: 'screen-viewed'; readonly screen: TrackedScreen }
  | { readonly kind: 'question-opened'; readonly attrType: string }
  | { readonly kind: 'question-completed'; readonly attrType: string }
  | { readonly kind: 'capture-failed'; readonly capture: 'camera'; readonly reason: CameraFailure }
  | { readonly kind: 'capture-failed'; readonly capture: 'photo'; readonly reason: PhotoRefusal }
  | { readonly kind: 'capture-failed'; readonly capture: 'liveness'; readonly reason: LivenessFailure }
  | { readonly kind: 'capture-retried'; readonly capture: 'camera' | 'liveness' | 'id-scan' }
  | { readonly kind: 'handoff-sent'; readonly channel: 'text' | 'qr'; readonly attrType: string }
  | { readonly kind: 'handoff-used'; readonly attrType: string }
  /** 'card-error': the card provider refused the card; 'refused': the service refused the payment. */
  | { readonly kind: 'payment-result'; readonly outcome: 'paid' | 'card-error' | 'refused' }
  | { readonly kind: 'error-page-shown'; readonly reason: ErrorReason };

export type TrackingEventKind = TrackingEvent['kind'];

/**
 * Product tracking. `track` returns at once and never throws: tracking must never slow or break
 * the interview, so an adapter that cannot deliver drops the event.
 */
export interface Tracker {
  track(event: TrackingEvent): void;
}

export const TRACKER = Symbol.for('Tracker');
