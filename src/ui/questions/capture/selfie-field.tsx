import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { PhotoCaptureViewModel } from '../../../application/view-models/photo-capture.view-model';
import { selfieVariantOf } from '../../../domain/capture/selfie-copy';
import { encodeSelfieData } from '../../../domain/encoding/binary-data';
import { submissionFor } from '../../../domain/encoding/submission';
import { useInstance } from '../../app/resolver';
import { FieldMessage } from '../../components/field-message';
import { Spinner } from '../../components/spinner';
import { CameraFallbackNotice } from '../../capture/camera-fallback';
import { CameraOverlay } from '../../capture/camera-overlay';
import { PhotoPicker } from '../../capture/photo-picker';
import { UploadProgress } from '../../capture/upload-progress';
import { CAPTURE_TEXTS } from '../../texts/capture-texts';
import type { FieldProps } from '../field-props';
import { isProcessedImage, usePhotoUrl } from './captured-photo';

/**
 * The selfie question (spec 001 §2.1, §4 'Selfie capture'): 'Take a selfie' opens the camera
 * overlay, or the applicant chooses a photo; the photo is processed, then shown ready, and the
 * frame's submit button sends it (spec 001 §3.3: BinaryData with cropped false, under the
 * question's attribute type). While it is sent, a progress bar replaces the controls; a failed
 * upload leaves the photo in place, so the applicant retries without taking it again.
 */
export const SelfieField = observer(function SelfieField({ question, screen, idPrefix, setCaptured }: FieldProps) {
  const capture = useInstance(PhotoCaptureViewModel);
  const image = isProcessedImage(screen.value) ? screen.value : null;
  const photoUrl = usePhotoUrl(image);
  const variant = selfieVariantOf(question.metadata.copySource);
  const problemId = `${idPrefix}-selfie-problem`;

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

  const stage = capture.stage;
  return (
    <div className="capture">
      <p className="capture__status">{CAPTURE_TEXTS.guide[variant]}</p>
      {stage.kind === 'fallback' ? <CameraFallbackNotice reason={stage.reason} /> : null}
      {stage.kind === 'processing' ? (
        <Spinner label={CAPTURE_TEXTS.processing} />
      ) : (
        <>
          {photoUrl !== null ? (
            <>
              <img className="capture__preview" src={photoUrl} alt={CAPTURE_TEXTS.previewAlt} />
              <p className="capture__status" role="status">
                {CAPTURE_TEXTS.ready}
              </p>
            </>
          ) : null}
          <div className="capture__actions">
            {stage.kind === 'fallback' ? null : (
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
              primary={stage.kind === 'fallback' && image === null}
              onPick={(file) => void take(file, file.name)}
            />
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
          instructions={CAPTURE_TEXTS.guide[variant]}
          onCapture={(photo) => void take(photo, CAPTURE_TEXTS.cameraPhotoName)}
          onCancel={capture.cancelCamera}
          onUnavailable={capture.cameraUnavailable}
        />
      ) : null}
    </div>
  );
});
