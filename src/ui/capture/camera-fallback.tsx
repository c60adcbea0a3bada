import type { CameraUnavailable } from '../../domain/capture/camera-fallback';
import { CAMERA_FALLBACK_TEXTS } from '../../domain/capture/camera-fallback';

/** Why the camera cannot be used and what to do instead (the photo picker follows it on screen). */
export function CameraFallbackNotice({ reason }: { readonly reason: CameraUnavailable }) {
  const text = CAMERA_FALLBACK_TEXTS[reason];
  return (
    <div className="alert alert--warning" role="alert">
      <p className="alert__heading">{text.heading}</p>
      <p>{text.advice}</p>
    </div>
  );
}
