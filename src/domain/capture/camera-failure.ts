/**
 * Why the camera could not be opened (the camera port's answer), by what the browser said:
 * - 'denied': the applicant or the browser refused it (NotAllowedError, PermissionDeniedError in
 *   older Chromium, SecurityError when a permissions policy blocks it);
 * - 'busy': a camera exists but another app holds it, or the system would not start it
 *   (NotReadableError, TrackStartError in older Chromium, AbortError);
 * - 'not-found': no camera, or none that can give a picture even without the minimum resolution
 *   (NotFoundError, DevicesNotFoundError in older Chromium, OverconstrainedError after the retries);
 * - 'unavailable': the browser has no camera API (an insecure page, an old browser), or failed in
 *   a way none of the above names.
 */
export type CameraOpenFailure = 'denied' | 'busy' | 'not-found' | 'unavailable';

/**
 * Everything that ends the camera before a photo: the port's failures, plus what the overlay sees
 * once it is open: the camera stopped while it was shown ('ended': permission revoked, camera
 * unplugged or taken by another app) or it gave no picture, or only a black one, within a few
 * seconds ('black': covered, or held by the system). The screen then offers the photo picker.
 */
export type CameraFailure = CameraOpenFailure | 'ended' | 'black';

/**
 * The failures a second attempt can cure without the applicant changing a setting: the other app
 * lets go of the camera, the cover comes off, the camera is plugged back in. A refusal is
 * remembered by the browser and a missing camera stays missing, so 'Try again' would only fail again.
 */
export const CAMERA_RETRY_HELPS: Readonly<Record<CameraFailure, boolean>> = {
  denied: false,
  busy: true,
  'not-found': false,
  unavailable: false,
  ended: true,
  black: true,
};
