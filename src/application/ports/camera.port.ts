export type Facing = 'user' | 'environment';

/** Why the camera could not be opened: the screen then falls back to the native file picker. */
export type CameraFailure = 'unavailable' | 'denied';

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
  open(
    facing: Facing,
  ): Promise<
    { readonly ok: true; readonly value: CameraStream } | { readonly ok: false; readonly error: CameraFailure }
  >;
}

export const CAMERA = Symbol.for('Camera');
