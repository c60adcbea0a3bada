import type { Camera, CameraOpenFailure, CameraStream, Facing } from '../../application/ports/camera.port';

/** The part of `navigator.mediaDevices` the camera uses. */
export type MediaDevicesLike = Pick<MediaDevices, 'getUserMedia'> & Partial<Pick<MediaDevices, 'enumerateDevices'>>;

/** Spec 001 §2: ideal 4096x2160, at least 1280x720, no sound. */
export function cameraConstraints(facing: Facing): MediaStreamConstraints {
  return {
    video: { width: { ideal: 4096, min: 1280 }, height: { ideal: 2160, min: 720 }, facingMode: facing },
    audio: false,
  };
}

/**
 * What is asked when the spec's request is over-constrained (a webcam below 1280x720, Firefox's
 * fake camera once a facing is asked), in order: the same without the minimum, then also without
 * the facing. The ideal stays, so the best the camera has is still what comes.
 */
const FALLBACK_CONSTRAINTS = (facing: Facing): readonly MediaStreamConstraints[] => [
  { video: { width: { ideal: 4096 }, height: { ideal: 2160 }, facingMode: facing }, audio: false },
  { video: { width: { ideal: 4096 }, height: { ideal: 2160 } }, audio: false },
];

/**
 * The browsers' error names (DOMException.name; the older Chromium names too) and what each means
 * for the applicant. An OverconstrainedError reaching this table means even the retries found no
 * camera. Anything unnamed here (a TypeError from an old browser) is 'unavailable'.
 */
const FAILURE_OF_ERROR: Readonly<Record<string, CameraOpenFailure>> = {
  NotAllowedError: 'denied',
  PermissionDeniedError: 'denied',
  // A permissions policy (ours says camera=(self)) or an insecure context refusing the camera.
  SecurityError: 'denied',
  NotReadableError: 'busy',
  TrackStartError: 'busy',
  AbortError: 'busy',
  NotFoundError: 'not-found',
  DevicesNotFoundError: 'not-found',
  OverconstrainedError: 'not-found',
  ConstraintNotSatisfiedError: 'not-found',
};

const nameOf = (error: unknown): string => {
  const name = (error as { name?: unknown } | null)?.name;
  return typeof name === 'string' ? name : '';
};

const isOverconstrained = (error: unknown): boolean =>
  nameOf(error) === 'OverconstrainedError' || nameOf(error) === 'ConstraintNotSatisfiedError';

function defaultMediaDevices(): MediaDevicesLike | undefined {
  return (globalThis as { navigator?: { mediaDevices?: MediaDevicesLike } }).navigator?.mediaDevices;
}

/** The port's stream over a MediaStream: stop() ends every track, onEnded listens to the video tracks. */
function cameraStreamOf(stream: MediaStream): CameraStream {
  return {
    stream,
    stop: () => stream.getTracks().forEach((track) => track.stop()),
    onEnded: (listener) => {
      let told = false;
      const once = () => {
        if (told) return;
        told = true;
        listener();
      };
      const tracks = stream.getVideoTracks();
      tracks.forEach((track) => track.addEventListener('ended', once));
      return () => tracks.forEach((track) => track.removeEventListener('ended', once));
    },
  };
}

/**
 * Camera over getUserMedia (see the port). An over-constrained request is asked again with less
 * (FALLBACK_CONSTRAINTS); every other failure is answered at once, named by FAILURE_OF_ERROR.
 */
export class MediaCamera implements Camera {
  constructor(private readonly mediaDevices: MediaDevicesLike | undefined = defaultMediaDevices()) {}

  async hasCamera(): Promise<
    { readonly ok: true; readonly value: boolean } | { readonly ok: false; readonly error: CameraOpenFailure }
  > {
    if (typeof this.mediaDevices?.enumerateDevices !== 'function') return { ok: false, error: 'unavailable' };
    try {
      const devices = await this.mediaDevices.enumerateDevices();
      return { ok: true, value: devices.some((device) => device.kind === 'videoinput') };
    } catch {
      return { ok: false, error: 'unavailable' };
    }
  }

  async open(
    facing: Facing,
  ): Promise<
    { readonly ok: true; readonly value: CameraStream } | { readonly ok: false; readonly error: CameraOpenFailure }
  > {
    const devices = this.mediaDevices;
    if (typeof devices?.getUserMedia !== 'function') return { ok: false, error: 'unavailable' };
    const asks = [cameraConstraints(facing), ...FALLBACK_CONSTRAINTS(facing)];
    let failure: unknown = null;
    for (const constraints of asks) {
      try {
        return { ok: true, value: cameraStreamOf(await devices.getUserMedia(constraints)) };
      } catch (error) {
        failure = error;
        if (!isOverconstrained(error)) break;
      }
    }
    return { ok: false, error: FAILURE_OF_ERROR[nameOf(failure)] ?? 'unavailable' };
  }
}
