import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { UploadItem } from '../../../application/view-models/file-upload.view-model';
import { PhotoCaptureViewModel } from '../../../application/view-models/photo-capture.view-model';
import { captureNameOf } from '../../../domain/capture/capture-names';
import { LETTER_PAGE_FRAME } from '../../../domain/documents/page-frame';
import { useInstance } from '../../app/resolver';
import { CameraFallbackNotice, CameraRetryButton } from '../../capture/camera-fallback';
import { CameraOverlay } from '../../capture/camera-overlay';
import { InAppBrowserNotice } from '../../capture/in-app-browser-notice';
import { CAPTURE_TEXTS } from '../../texts/capture-texts';
import { UPLOAD_TEXTS } from '../../texts/upload-texts';
import type { FieldProps } from '../field-props';
import { UploadFiles } from './file-upload/upload-files';
import { useUploadAnswer } from './file-upload/use-upload-answer';

/**
 * How a camera photo of a page is named in the list and in the upload (its fileName). Not a
 * catalogue text: the name is sent to the service, which never changes with the language (issue
 * 28), and it names the file as a chosen file's own name does.
 */
const photoFileName = (page: number): string => `Page ${page} photo.jpg`;

/** The number of the next camera page: the first N whose 'Page N photo.jpg' is not in the list. */
function nextPhotoPage(items: readonly UploadItem[]): number {
  let page = 1;
  while (items.some((item) => item.name === photoFileName(page))) page += 1;
  return page;
}

/**
 * The certificate of insurance (`coi-scan`; spec 001 §3.3): the certificate's pages as files (a PDF,
 * or a picture per page) in the upload list of the file question and, on a phone, photos of its
 * pages taken in the camera overlay (the back camera, a letter-page frame), each added to the same
 * list; sent as the COI payload (a CapturedDocument with its type, one page per file or photo;
 * FileUploadViewModel builds it). A camera that cannot be used says why, and the picker stays.
 */
export const CoiScanField = observer(function CoiScanField(props: FieldProps) {
  const { question, screen, mobile } = props;
  const upload = useUploadAnswer(props);
  const capture = useInstance(PhotoCaptureViewModel);
  useEffect(() => capture.reset(), [capture, question.attrType]);
  const stage = capture.stage;
  const fallback = stage.kind === 'fallback' ? stage.reason : null;

  const page = nextPhotoPage(upload.items);
  const keep = (photo: Blob) => {
    // The overlay closes after each page, as when it is cancelled; the photo joins the list.
    capture.cancelCamera();
    void upload.add([{ name: photoFileName(page), blob: photo }]);
  };
  return (
    <div className="capture">
      {mobile ? <InAppBrowserNotice idPrefix={props.idPrefix} /> : null}
      {/* Photos of the pages are offered only where the field offers the camera: on a phone. */}
      <p className="capture__status">{mobile ? UPLOAD_TEXTS.coiIntroWithCamera : UPLOAD_TEXTS.coiIntro}</p>
      {/* Why the camera failed is said until a page is given; after that it has been read. */}
      {fallback === null || upload.items.length > 0 ? null : <CameraFallbackNotice reason={fallback} mobile={mobile} />}
      {mobile && !screen.submitting ? (
        <div className="capture__actions">
          {fallback === null ? (
            <button type="button" className="button button--secondary" onClick={capture.openCamera}>
              {UPLOAD_TEXTS.coiTakePhoto}
            </button>
          ) : (
            <CameraRetryButton reason={fallback} onRetry={capture.openCamera} />
          )}
        </div>
      ) : null}
      <UploadFiles {...props} upload={upload} />
      {stage.kind === 'camera' ? (
        <CameraOverlay
          facing="environment"
          guide={LETTER_PAGE_FRAME}
          title={UPLOAD_TEXTS.coiTakePhoto}
          shutterLabel={CAPTURE_TEXTS.shutter}
          reviewName={captureNameOf({ kind: 'certificate-page', page })}
          instructions={UPLOAD_TEXTS.coiCameraInstructions}
          onCapture={keep}
          onCancel={capture.cancelCamera}
          onUnavailable={capture.cameraUnavailable}
        />
      ) : null}
    </div>
  );
});
