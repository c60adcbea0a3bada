import { observer } from 'mobx-react-lite';
import type { IdScanViewModel } from '../../../../application/view-models/id-scan.view-model';
import { captureNameOf } from '../../../../domain/capture/capture-names';
import { documentFrameOf } from '../../../../domain/documents/document-frame';
import { FieldMessage } from '../../../components/field-message';
import { Spinner } from '../../../components/spinner';
import { CameraFallbackNotice, CameraRetryButton } from '../../../capture/camera-fallback';
import { CameraOverlay } from '../../../capture/camera-overlay';
import { InAppBrowserNotice } from '../../../capture/in-app-browser-notice';
import { PhotoPicker } from '../../../capture/photo-picker';
import { QualityNotice } from '../../../capture/quality-notice';
import { ID_SCAN_TEXTS } from '../../../texts/id-scan-texts';
import { CapturedPages } from './captured-pages';
import { DocumentTypeChoice } from './document-type-choice';

export interface PageCaptureProps {
  readonly model: IdScanViewModel;
  readonly idPrefix: string;
  /** Files instead of the camera: the single-page upload on a computer. */
  readonly upload: boolean;
  /** On a phone: the camera's failures are told in a phone's words. */
  readonly mobile: boolean;
}

/**
 * Capturing the document on this device, page by page (spec 001 §4 'ID capture'): the type, the
 * page to take by its name, the camera (the app's overlay with the document's frame, or the
 * phone's own camera app, as IdScanViewModel.useOverlay says), the picker where the flags allow
 * it, the pages taken with Back, and the pre-check's notice for a doubtful photo. With `upload`
 * each page is a file chosen on the computer instead (the single-page upload).
 */
export const PageCapture = observer(function PageCapture({ model, idPrefix, upload, mobile }: PageCaptureProps) {
  const { capture, scan } = model;
  if (scan === null) return null;
  const page = model.pageToCapture;
  const pageName = page === null ? null : captureNameOf({ kind: 'id-page', type: scan.type, page });
  const stage = capture.stage;
  const fallback = stage.kind === 'fallback' ? stage.reason : null;
  const problemId = `${idPrefix}-id-problem`;
  const problem = capture.problem === null ? undefined : problemId;
  const take = (photo: Blob, name: string) => void model.take(photo, name);
  const pick = (file: File) => take(file, file.name);
  const pending = model.pending;

  const controls =
    page === null || pageName === null ? (
      <p className="capture__status" role="status">
        {ID_SCAN_TEXTS.allPagesReady}
      </p>
    ) : (
      <>
        <h2 className="capture__heading" id={`${idPrefix}-id-page`}>
          {pageName}
          <span className="id-scan__step"> ({ID_SCAN_TEXTS.pageStep(scan.currentPage, model.pageIds.length)})</span>
        </h2>
        <p className="capture__status">{ID_SCAN_TEXTS.guide}</p>
        {/* Why the camera failed is said until the first page is given; after that it has been read. */}
        {fallback === null || scan.pages.length > 0 ? null : <CameraFallbackNotice reason={fallback} mobile={mobile} />}
        {stage.kind === 'processing' ? (
          <Spinner label={ID_SCAN_TEXTS.processing} />
        ) : pending !== null ? (
          <QualityNotice concern={pending.concern} onRetake={model.retake} onUseAnyway={model.useAnyway} />
        ) : (
          <div className="capture__actions">
            {upload ? (
              <PhotoPicker label={ID_SCAN_TEXTS.uploadPage(pageName)} primary onPick={pick} describedBy={problem} />
            ) : model.useOverlay && fallback === null ? (
              <button
                type="button"
                className="button button--primary"
                onClick={capture.openCamera}
                aria-describedby={capture.problem === null ? undefined : problemId}
              >
                {ID_SCAN_TEXTS.takePhoto(pageName)}
              </button>
            ) : (
              <PhotoPicker
                label={ID_SCAN_TEXTS.takePhoto(pageName)}
                primary
                capture="environment"
                onPick={pick}
                describedBy={problem}
              />
            )}
            {!upload && model.useOverlay && fallback !== null ? (
              <CameraRetryButton reason={fallback} onRetry={capture.openCamera} />
            ) : null}
            {!upload && model.pickerAllowed ? (
              <PhotoPicker label={ID_SCAN_TEXTS.choosePhoto} onPick={pick} describedBy={problem} />
            ) : null}
          </div>
        )}
      </>
    );

  return (
    <div className="capture id-scan">
      {upload ? null : <InAppBrowserNotice idPrefix={idPrefix} />}
      <DocumentTypeChoice
        id={`${idPrefix}-id-type`}
        offered={model.offeredTypes}
        chosen={scan.type}
        onChoose={model.chooseType}
      />
      {controls}
      <FieldMessage id={problemId} message={capture.problem} />
      <CapturedPages type={scan.type} pageIds={model.pageIds} pages={scan.pages} onBack={model.back} />
      {stage.kind === 'camera' && pageName !== null ? (
        <CameraOverlay
          facing="environment"
          guide={documentFrameOf(scan.type, scan.country)}
          title={ID_SCAN_TEXTS.takePhoto(pageName)}
          shutterLabel={ID_SCAN_TEXTS.shutter}
          reviewName={pageName}
          instructions={ID_SCAN_TEXTS.guide}
          onCapture={(photo) => take(photo, ID_SCAN_TEXTS.cameraPhotoName)}
          onCancel={capture.cancelCamera}
          onUnavailable={capture.cameraUnavailable}
        />
      ) : null}
    </div>
  );
});
