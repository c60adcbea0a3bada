import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { IdScanViewModel } from '../../../application/view-models/id-scan.view-model';
import { useInstance } from '../../app/resolver';
import { DesktopHandOff } from '../../capture/desktop-hand-off';
import { ID_SCAN_TEXTS } from '../../texts/id-scan-texts';
import type { FieldProps } from '../field-props';
import { PageCapture } from './id-scan/page-capture';
import { SendingPanel } from './id-scan/sending-panel';
import { PersistentFailure, VerificationFailure } from './id-scan/verification-failure';
import './id-scan/id-scan.css';

/**
 * The ID scan question (spec 001 §2.1 'ID scan', §4): the sub-screen IdScanViewModel picks, in the
 * spec's order (persistent failure; glare; blurry; blurry and glare; unknown; single-page upload;
 * capture on this device; the desktop hand-off to a phone), the upload's progress and the
 * verifying phrases while it is sent, and the submit button, which the field draws itself because
 * sending may take several calls (verification, then the legacy submit on a timeout).
 *
 * On a desktop the hand-off comes first, with this computer's camera beneath it, and, where the
 * flags allow, the link to the single-page upload; the capture screen has 'Use my phone instead'
 * (a secondary button, as the selfie's) back to the phone. The submit is drawn in the screen's
 * actions row beside 'Do this later' (FieldProps.actionsSlot), as on every other question.
 */
export const IdScanField = observer(function IdScanField(props: FieldProps) {
  const { question, screen, idPrefix, mobile, actionsSlot } = props;
  const model = useInstance(IdScanViewModel);

  // Keyed on the attribute type, not the question object: see IdScanViewModel.open.
  const { attrType } = question;
  useEffect(() => {
    model.open(mobile);
    return () => model.close();
  }, [model, attrType, mobile]);

  if (model.scan === null) return null;
  const sending = model.sending;
  if (sending !== null) {
    return <SendingPanel sending={sending} progress={screen.progress ?? 0} phase={model.verifyingPhase} />;
  }
  const kind = model.screenKind;
  switch (kind) {
    case 'persistent-failure':
      return (
        <PersistentFailure
          sending={screen.submitting}
          onRetry={model.retry}
          onUseAnyway={() => void model.useImageAnyway()}
        />
      );
    case 'glare':
    case 'blurry':
    case 'blurry-and-glare':
    case 'unknown':
      return <VerificationFailure screen={kind} onRetry={model.retry} />;
    case 'desktop-hand-off':
      return (
        <>
          <DesktopHandOff
            screen={screen}
            idPrefix={idPrefix}
            captureName={ID_SCAN_TEXTS.captureName}
            onCamera={() => model.setOnThisComputer(true)}
          />
          <SinglePageLink model={model} />
        </>
      );
    default:
      return (
        <>
          <PageCapture model={model} idPrefix={idPrefix} upload={kind === 'single-page-upload'} mobile={mobile} />
          {mobile ? null : (
            <div className="capture__actions">
              <SinglePageLink model={model} />
              <button type="button" className="button button--secondary" onClick={() => model.usePhoneInstead()}>
                {ID_SCAN_TEXTS.usePhoneInstead}
              </button>
            </div>
          )}
          {actionsSlot === null
            ? null
            : createPortal(
                <button
                  type="button"
                  className="button button--primary"
                  disabled={!model.complete || screen.submitting}
                  onClick={() => void model.submit()}
                >
                  {screen.submitLabel}
                </button>,
                actionsSlot,
              )}
        </>
      );
  }
});

/** The link to the single-page upload, where IdScanViewModel offers it. */
const SinglePageLink = observer(function SinglePageLink({ model }: { readonly model: IdScanViewModel }) {
  if (!model.singlePageUploadOffered) return null;
  return (
    <button type="button" className="id-scan__link" onClick={() => model.setSinglePageUpload(true)}>
      {ID_SCAN_TEXTS.singlePageLink}
    </button>
  );
});
