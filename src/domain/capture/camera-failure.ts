/** Why the camera could not be opened: the screen then falls back to the native file picker. */
export type CameraFailure = 'unavailable' | 'denied';
