import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useId } from 'react';
import type { QuestionViewModel } from '../../application/view-models/question.view-model';
import { Spinner } from '../components/spinner';
import { CAPTURE_TEXTS } from '../texts/capture-texts';
import { PhotoPicker } from './photo-picker';
import { useHasCamera } from './use-has-camera';

/** Only a desktop shows it: its own chunk, with the phone input and the QR generator behind it. */
const HandOffPanel = lazy(async () => ({ default: (await import('./hand-off-panel')).HandOffPanel }));

export interface DesktopHandOffProps {
  readonly screen: QuestionViewModel;
  readonly idPrefix: string;
  /** What the phone captures, in the panel's texts: 'selfie', 'video selfie'. */
  readonly captureName: string;
  /** Take it with this computer's camera instead (offered only when the computer has one). */
  readonly onCamera: () => void;
  /** A photo from the computer instead; absent where only a live camera will do (the video selfie). */
  readonly onPick?: (file: File) => void;
}

/**
 * The desktop's default for a capture question: the hand-off to a phone (a text, and a QR code
 * where the service offers hand-off codes), and
 * beneath it what this computer can do instead, so an applicant without a phone still finishes.
 */
export const DesktopHandOff = observer(function DesktopHandOff({
  screen,
  idPrefix,
  captureName,
  onCamera,
  onPick,
}: DesktopHandOffProps) {
  const offersCamera = useHasCamera();
  const headingId = useId();
  return (
    <div className="capture">
      <Suspense fallback={<Spinner />}>
        <HandOffPanel screen={screen} idPrefix={idPrefix} captureName={captureName} />
      </Suspense>
      {offersCamera || onPick !== undefined ? (
        <section className="capture__here" aria-labelledby={headingId}>
          <h2 id={headingId} className="capture__heading">
            {CAPTURE_TEXTS.noPhone}
          </h2>
          <div className="capture__actions">
            {offersCamera ? (
              <button type="button" className="button button--secondary" onClick={onCamera}>
                {CAPTURE_TEXTS.useThisComputer}
              </button>
            ) : null}
            {onPick === undefined ? null : <PhotoPicker label={CAPTURE_TEXTS.chooseOnComputer} onPick={onPick} />}
          </div>
        </section>
      ) : null}
    </div>
  );
});
