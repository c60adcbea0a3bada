import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { ProcessedImage } from '../../../application/ports/image-processor.port';
import { PhotoCaptureViewModel } from '../../../application/view-models/photo-capture.view-model';
import { captureNameOf } from '../../../domain/capture/capture-names';
import type { SelfieVariant } from '../../../domain/capture/selfie-copy';
import { selfieVariantOf } from '../../../domain/capture/selfie-copy';
import { encodeSelfieData } from '../../../domain/encoding/binary-data';
import { submissionFor } from '../../../domain/encoding/submission';
import { useInstance } from '../../app/resolver';
import { FieldMessage } from '../../components/field-message';
import { Spinner } from '../../components/spinner';
import { CameraFallbackNotice, CameraRetryButton } from '../../capture/camera-fallback';
import { CameraOverlay } from '../../capture/camera-overlay';
import { DesktopHandOff } from '../../capture/desktop-hand-off';
import { InAppBrowserNotice } from '../../capture/in-app-browser-notice';
import { PhotoPicker } from '../../capture/photo-picker';
import { UploadProgress } from '../../capture/upload-progress';
import { CAPTURE_TEXTS } from '../../texts/capture-texts';
import type { FieldProps } from '../field-props';
import { isProcessedImage, usePhotoUrl } from './captured-photo';

/**
 * The selfie question (spec 001 §2.1, §4 'Selfie capture'). On a phone, 'Take a selfie' opens the
 * camera overlay, or the applicant chooses a photo; the photo is processed, then shown ready, and
 * the frame's submit button sends it (spec 001 §3.3: BinaryData with cropped false, under the
 * question's attribute type). On a desktop the default is the hand-off to a phone (by text, and
 * by QR code where the service offers hand-off codes), and the desktop's own camera (when it has one) or a photo from the computer are offered
 * beneath it, so an applicant without a phone still finishes. While the selfie is sent a progress
 * bar replaces the controls; a failed upload leaves the photo in place, ready to send again.
 */
export const SelfieField = observer(function SelfieField(props: FieldProps) {
  const { question, screen, setCaptured, mobile } = props;
  const capture = useInstance(PhotoCaptureViewModel);
  const image = isProcessedImage(screen.value) ? screen.value : null;
  // On a desktop: the applicant chose to take the selfie on this computer after all.
  const [onThisComputer, setOnThisComputer] = useState(false);

  useEffect(() => capture.reset(), [capture, question.attrType]);
  useEffect(() => {
    setCaptured(
      image === null
        ? null
        : { submission: submissionFor(question, encodeSelfieData({ data: image.data, mimeType: image.mimeType })) },
    );
  }, [image, question, setCaptured]);

  const take = async (photo: Blob, name: string) => {
    const processed = await capture.take(photo, name);
    if (processed !== null) screen.changeValue(processed);
  };

  if (screen.submitting) {
    return (
      <div className="capture">
        <p className="capture__status">{CAPTURE_TEXTS.submitting}</p>
        <UploadProgress fraction={screen.progress ?? 0} label={CAPTURE_TEXTS.uploadLabel} />
      </div>
    );
  }
  const variant = selfieVariantOf(question.metadata.copySource);
  const useThisComputer = () => {
    setOnThisComputer(true);
    capture.openCamera();
  };
  if (!mobile && !onThisComputer && image === null && capture.stage.kind !== 'processing') {
    return (
      <DesktopHandOff
        screen={screen}
        idPrefix={props.idPrefix}
        captureName={CAPTURE_TEXTS.captureName}
        onCamera={useThisComputer}
        onPick={(file) => {
          setOnThisComputer(true);
          void take(file, file.name);
        }}
      />
    );
  }
  return (
    <FaceCapture
      {...props}
      image={image}
      variant={variant}
      take={take}
      onPhoneInstead={mobile ? null : () => setOnThisComputer(false)}
    />
  );
});

interface FaceCaptureProps extends FieldProps {
  readonly image: ProcessedImage | null;
  readonly variant: SelfieVariant;
  readonly take: (photo: Blob, name: string) => Promise<void>;
  /** On a desktop, back to the hand-off panel; null on a phone. */
  readonly onPhoneInstead: (() => void) | null;
}

/** Taking the selfie on this device: the camera overlay or a chosen photo, then the photo ready to send. */
const FaceCapture = observer(function FaceCapture(props: FaceCaptureProps) {
  const { idPrefix, image, variant, take, onPhoneInstead } = props;
  const capture = useInstance(PhotoCaptureViewModel);
  const photoUrl = usePhotoUrl(image);
  const problemId = `${idPrefix}-selfie-problem`;
  const stage = capture.stage;
  const fallback = stage.kind === 'fallback' ? stage.reason : null;
  return (
    <div className="capture">
      <InAppBrowserNotice idPrefix={idPrefix} />
      <p className="capture__status">{CAPTURE_TEXTS.guide[variant]}</p>
      {/* Why the camera failed matters until a photo is chosen; then it only stood above 'ready'. */}
      {fallback === null || image !== null ? null : <CameraFallbackNotice reason={fallback} mobile={props.mobile} />}
      {stage.kind === 'processing' ? (
        <Spinner label={CAPTURE_TEXTS.processing} />
      ) : (
        <>
          {photoUrl === null ? null : (
            <>
              <img className="capture__preview" src={photoUrl} alt={captureNameOf({ kind: 'selfie' })} />
              <p className="capture__status" role="status">
                {CAPTURE_TEXTS.ready}
              </p>
            </>
          )}
          <div className="capture__actions">
            {fallback !== null ? (
              <CameraRetryButton reason={fallback} onRetry={capture.openCamera} />
            ) : (
              <button
                type="button"
                className={`button ${image === null ? 'button--primary' : 'button--secondary'}`}
                onClick={capture.openCamera}
                aria-describedby={capture.problem === null ? undefined : problemId}
              >
                {image === null ? CAPTURE_TEXTS.takeSelfie : CAPTURE_TEXTS.retake}
              </button>
            )}
            <PhotoPicker
              label={CAPTURE_TEXTS.choosePhoto}
              primary={fallback !== null && image === null}
              onPick={(file) => void take(file, file.name)}
              describedBy={capture.problem === null ? undefined : problemId}
            />
            {onPhoneInstead === null || image !== null ? null : (
              <button type="button" className="button button--secondary" onClick={onPhoneInstead}>
                {CAPTURE_TEXTS.usePhoneInstead}
              </button>
            )}
          </div>
        </>
      )}
      <FieldMessage id={problemId} message={capture.problem} />
      {stage.kind === 'camera' ? (
        <CameraOverlay
          facing="user"
          guide="face"
          title={CAPTURE_TEXTS.takeSelfie}
          shutterLabel={CAPTURE_TEXTS.shutter}
          reviewName={captureNameOf({ kind: 'selfie' })}
          instructions={CAPTURE_TEXTS.guide[variant]}
          onCapture={(photo) => void take(photo, CAPTURE_TEXTS.cameraPhotoName)}
          onCancel={capture.cancelCamera}
          onUnavailable={capture.cameraUnavailable}
        />
      ) : null}
    </div>
  );
});
