import type { CameraFailure } from '../../domain/capture/camera-failure';

export type { CameraFailure } from '../../domain/capture/camera-failure';

export type Facing = 'user' | 'environment';

export interface CameraStream {
  /** The vendor stream handed to a video element; opaque to the application. */
  readonly stream: unknown;
  stop(): void;
}

/**
 * The device camera (spec 001 §2): getUserMedia with ideal resolution 4096x2160, minimum
 * 1280x720, facing the user or the environment. Never rejects: a missing or refused camera is a
 * CameraFailure value.
 */
export interface Camera {
  /**
   * Whether the device reports a camera at all (without asking permission): a desktop without one
   * is not offered its camera. 'unavailable' when the browser cannot tell.
   */
  hasCamera(): Promise<
    { readonly ok: true; readonly value: boolean } | { readonly ok: false; readonly error: CameraFailure }
  >;
  open(
    facing: Facing,
  ): Promise<
    { readonly ok: true; readonly value: CameraStream } | { readonly ok: false; readonly error: CameraFailure }
  >;
}

export const CAMERA = Symbol.for('Camera');
