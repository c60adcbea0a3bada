import type { CameraOpenFailure } from '../../domain/capture/camera-failure';

export type { CameraFailure, CameraOpenFailure } from '../../domain/capture/camera-failure';

export type Facing = 'user' | 'environment';

export interface CameraStream {
  /** The vendor stream handed to a video element; opaque to the application. */
  readonly stream: unknown;
  stop(): void;
  /**
   * Calls `listener` once if the camera stops by itself while open (permission revoked, camera
   * unplugged or taken by another app); stop() does not count. Returns the function that stops listening.
   */
  onEnded(listener: () => void): () => void;
}

/**
 * The device camera (spec 001 §2): getUserMedia with ideal resolution 4096x2160, minimum
 * 1280x720, facing the user or the environment. A camera that cannot meet the minimum (or the
 * facing) is asked again without it, so a low-resolution webcam still gives a picture and the
 * photo is judged as any chosen photo is. Never rejects: a camera that cannot be opened is a
 * CameraOpenFailure value saying why (refused, busy, missing, no API).
 */
export interface Camera {
  /**
   * Whether the device reports a camera at all (without asking permission): a desktop without one
   * is not offered its camera. 'unavailable' when the browser cannot tell.
   */
  hasCamera(): Promise<
    { readonly ok: true; readonly value: boolean } | { readonly ok: false; readonly error: CameraOpenFailure }
  >;
  open(
    facing: Facing,
  ): Promise<
    { readonly ok: true; readonly value: CameraStream } | { readonly ok: false; readonly error: CameraOpenFailure }
  >;
}

export const CAMERA = Symbol.for('Camera');
