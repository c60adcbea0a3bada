import type { Camera, CameraFailure, CameraStream, Facing } from '../../application/ports/camera.port';

/** The part of `navigator.mediaDevices` the camera uses. */
export type MediaDevicesLike = Pick<MediaDevices, 'getUserMedia'> & Partial<Pick<MediaDevices, 'enumerateDevices'>>;

/** Spec 001 §2: ideal 4096x2160, at least 1280x720, no sound. */
export function cameraConstraints(facing: Facing): MediaStreamConstraints {
  return {
    video: { width: { ideal: 4096, min: 1280 }, height: { ideal: 2160, min: 720 }, facingMode: facing },
    audio: false,
  };
}

function defaultMediaDevices(): MediaDevicesLike | undefined {
  return (globalThis as { navigator?: { mediaDevices?: MediaDevicesLike } }).navigator?.mediaDevices;
}

/**
 * Camera over getUserMedia. A refusal (NotAllowedError, or PermissionDeniedError in older
 * Chromium) is 'denied'; a missing API (insecure page, old browser) or any other error, such as
 * no camera meeting the minimum resolution, is 'unavailable': the screen then offers the file picker.
 */
export class MediaCamera implements Camera {
  constructor(private readonly mediaDevices: MediaDevicesLike | undefined = defaultMediaDevices()) {}

  async hasCamera(): Promise<
    { readonly ok: true; readonly value: boolean } | { readonly ok: false; readonly error: CameraFailure }
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
    { readonly ok: true; readonly value: CameraStream } | { readonly ok: false; readonly error: CameraFailure }
  > {
    if (typeof this.mediaDevices?.getUserMedia !== 'function') return { ok: false, error: 'unavailable' };
    try {
      const stream = await this.mediaDevices.getUserMedia(cameraConstraints(facing));
      return {
        ok: true,
        value: { stream, stop: () => stream.getTracks().forEach((track) => track.stop()) },
      };
    } catch (error) {
      const name = (error as { name?: unknown } | null)?.name;
      const denied = name === 'NotAllowedError' || name === 'PermissionDeniedError';
      return { ok: false, error: denied ? 'denied' : 'unavailable' };
    }
  }
}
