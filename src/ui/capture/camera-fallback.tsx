import { observer } from 'mobx-react-lite';
import type { CameraFailure } from '../../domain/capture/camera-failure';
import { CAMERA_RETRY_HELPS } from '../../domain/capture/camera-failure';
import { CAMERA_BUTTON_TEXTS, cameraFallbackText } from '../../domain/capture/camera-fallback';

/**
 * Why the camera cannot be used and what to do instead (the photo picker follows it on screen),
 * in a phone's words on a phone (`mobile`).
 */
export const CameraFallbackNotice = observer(function CameraFallbackNotice({
  reason,
  mobile,
}: {
  readonly reason: CameraFailure;
  readonly mobile: boolean;
}) {
  const text = cameraFallbackText(reason, mobile);
  return (
    <div className="alert alert--warning" role="alert">
      <p className="alert__heading">{text.heading}</p>
      <p>{text.advice}</p>
    </div>
  );
});

/**
 * 'Try again', which reopens the camera, where the failure is one a second attempt can cure
 * (CAMERA_RETRY_HELPS: busy, black, ended); nothing for the others, where it would only fail again.
 */
export const CameraRetryButton = observer(function CameraRetryButton({
  reason,
  onRetry,
}: {
  readonly reason: CameraFailure;
  readonly onRetry: () => void;
}) {
  if (!CAMERA_RETRY_HELPS[reason]) return null;
  return (
    <button type="button" className="button button--secondary" onClick={onRetry}>
      {CAMERA_BUTTON_TEXTS.tryAgain}
    </button>
  );
});
