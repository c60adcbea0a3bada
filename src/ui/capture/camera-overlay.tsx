import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { KeyboardEvent } from 'react';
import type { Camera, CameraStream, Facing } from '../../application/ports/camera.port';
import { CAMERA } from '../../application/ports/camera.port';
import type { CameraFailure } from '../../domain/capture/camera-failure';
import { useInstance } from '../app/resolver';
import type { DocumentFrame } from '../../domain/documents/document-frame';
import { CAPTURE_TEXTS } from '../texts/capture-texts';
import { DocumentGuide } from './document-guide';
import { FaceGuide } from './face-guide';
import { grabFrame, watchFirstFrames } from './video-frames';
import { useLatest } from './use-latest';
import { inertOutside } from '../components/inert-outside';
import './capture.css';

export interface CameraOverlayProps {
  readonly facing: Facing;
  /**
   * What is drawn over the video: an oval for a face, or a document's outline at its aspect ratio
   * (documentFrameOf: card, French or Romanian ID card, passport).
   */
  readonly guide: 'face' | DocumentFrame;
  /** The dialog's accessible name, e.g. 'Take a selfie'. */
  readonly title: string;
  readonly shutterLabel: string;
  /**
   * What the photo under review is of, its image's name: 'Your selfie', 'Front of your ID', 'Page 1
   * of your certificate' (the domain's captureNameOf).
   */
  readonly reviewName: string;
  /** What the guide asks for, read with the dialog and shown under the video. */
  readonly instructions?: string;
  /** A JPEG of the frame the applicant kept. */
  onCapture(photo: Blob): void;
  onCancel(): void;
  /** The camera could not be opened, stopped while open, or showed no picture: why (never while reviewing a photo). */
  onUnavailable(reason: CameraFailure): void;
}

/** The class the page root wears while the overlay is open (capture.css stops it scrolling). */
const PAGE_UNDER_OVERLAY = 'camera-overlay-open';

type Phase =
  | { readonly kind: 'waiting' }
  | { readonly kind: 'live' }
  | { readonly kind: 'review'; readonly photo: Blob; readonly url: string };

/**
 * The camera capture overlay (spec 001 §2.1): a dialog over the whole page with the camera's
 * picture, a guide drawn over it, a shutter and a cancel button; 'Waiting for access to camera...'
 * until the first frame shows. A taken photo is shown for review with Retake and 'Use this photo'.
 *
 * The camera port never rejects: a camera that cannot be opened ends the overlay through
 * onUnavailable with the port's reason; so does a camera that stops while shown ('ended': the
 * permission revoked, the camera unplugged) and a picture that stays black or never comes ('black':
 * a covered camera, or one another app holds, often delivers black frames instead of failing).
 * Once a photo is under review, a camera that stops no longer matters: the photo is kept. Escape cancels. The live picture of the
 * front camera is mirrored, as people expect of a mirror; the photo itself is not.
 *
 * An observer: a switch of language redraws its words in place, and the stream and a photo under
 * review stay (nothing the camera effect depends on changes).
 */
export const CameraOverlay = observer(function CameraOverlay(props: CameraOverlayProps) {
  const { facing, guide, title, shutterLabel, instructions, reviewName } = props;
  const camera = useInstance<Camera>(CAMERA);
  const callbacks = useLatest(props);
  const video = useRef<HTMLVideoElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const instructionsId = useId();
  const [phase, setPhase] = useState<Phase>({ kind: 'waiting' });
  // Read by the camera's ended listener, which is set up once per opening.
  const reviewingRef = useRef(false);
  reviewingRef.current = phase.kind === 'review';

  useEffect(() => {
    let stream: CameraStream | null = null;
    let stopWatching: (() => void) | null = null;
    let stopListening: (() => void) | null = null;
    let closed = false;
    void camera.open(facing).then((result) => {
      if (closed) {
        if (result.ok) result.value.stop();
        return;
      }
      if (!result.ok) return callbacks.current.onUnavailable(result.error);
      stream = result.value;
      const element = video.current;
      if (element === null) return;
      element.srcObject = stream.stream as MediaStream;
      element.play().catch(() => undefined);
      stopListening = stream.onEnded(() => {
        if (!reviewingRef.current) callbacks.current.onUnavailable('ended');
      });
      stopWatching = watchFirstFrames(element, (verdict) => {
        if (verdict === 'black') callbacks.current.onUnavailable('black');
        else setPhase((now) => (now.kind === 'waiting' ? { kind: 'live' } : now));
      });
    });
    return () => {
      closed = true;
      stopWatching?.();
      stopListening?.();
      stream?.stop();
    };
  }, [camera, facing, callbacks]);

  // The review photo's address is released when it is replaced or the overlay closes.
  useEffect(() => (phase.kind === 'review' ? () => URL.revokeObjectURL(phase.url) : undefined), [phase]);

  // Focus moves into the dialog and back on close. Meanwhile the page under it neither scrolls nor
  // takes focus or clicks (inert), so Tab and a screen reader's cursor stay in the dialog. The
  // snackbar's region stays live above the dialog: a retry's 'You have N tries remaining' is said
  // while the dialog is open (snackbar-host.tsx).
  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const restore = dialog.current === null ? () => undefined : inertOutside(dialog.current);
    document.documentElement.classList.add(PAGE_UNDER_OVERLAY);
    dialog.current?.focus();
    return () => {
      restore();
      document.documentElement.classList.remove(PAGE_UNDER_OVERLAY);
      before?.focus();
    };
  }, []);

  const shoot = async () => {
    const element = video.current;
    if (element === null || phase.kind !== 'live') return;
    const photo = await grabFrame(element);
    if (photo !== null) setPhase({ kind: 'review', photo, url: URL.createObjectURL(photo) });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      callbacks.current.onCancel();
    }
  };

  const reviewing = phase.kind === 'review';
  const announcement =
    phase.kind === 'waiting'
      ? CAPTURE_TEXTS.waitingForCamera
      : reviewing
        ? CAPTURE_TEXTS.photoTaken
        : guide === 'face'
          ? CAPTURE_TEXTS.cameraReady
          : CAPTURE_TEXTS.cameraReadyDocument;

  // Drawn straight under <body>, beside the app, so everything else can be made inert.
  return createPortal(
    <div
      ref={dialog}
      className="camera-overlay"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={instructions === undefined ? undefined : instructionsId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <div className="camera-overlay__bar">
        <h2 id={titleId} className="camera-overlay__title">
          {title}
        </h2>
        <button
          type="button"
          className="button button--secondary camera-overlay__cancel"
          onClick={() => callbacks.current.onCancel()}
        >
          {CAPTURE_TEXTS.cancel}
        </button>
      </div>
      <div className="camera-overlay__stage">
        <video
          ref={video}
          className={`camera-overlay__video${facing === 'user' ? ' camera-overlay__video--mirrored' : ''}`}
          hidden={reviewing}
          muted
          playsInline
          autoPlay
          aria-hidden="true"
        />
        {reviewing ? <img className="camera-overlay__review" src={phase.url} alt={reviewName} /> : null}
        {phase.kind !== 'live' ? null : guide === 'face' ? <FaceGuide /> : <DocumentGuide frame={guide} />}
        {phase.kind === 'waiting' ? <p className="camera-overlay__waiting">{CAPTURE_TEXTS.waitingForCamera}</p> : null}
      </div>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {instructions === undefined ? null : (
        <p id={instructionsId} className="camera-overlay__instructions">
          {instructions}
        </p>
      )}
      <div className="camera-overlay__actions">
        {reviewing ? (
          <>
            <button type="button" className="button button--secondary" onClick={() => setPhase({ kind: 'live' })}>
              {CAPTURE_TEXTS.retake}
            </button>
            <button
              type="button"
              className="button button--primary"
              onClick={() => callbacks.current.onCapture(phase.photo)}
            >
              {CAPTURE_TEXTS.usePhoto}
            </button>
          </>
        ) : (
          <button
            type="button"
            className="camera-overlay__shutter"
            aria-label={shutterLabel}
            disabled={phase.kind !== 'live'}
            onClick={() => void shoot()}
          >
            <span aria-hidden="true" className="camera-overlay__shutter-ring" />
          </button>
        )}
      </div>
    </div>,
    document.body,
  );
});
