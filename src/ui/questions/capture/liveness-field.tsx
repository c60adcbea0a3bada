import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { LivenessViewModel } from '../../../application/view-models/liveness.view-model';
import type { LivenessStep } from '../../../application/view-models/liveness.view-model';
import { useInstance } from '../../app/resolver';
import { DesktopHandOff } from '../../capture/desktop-hand-off';
import { UploadProgress } from '../../capture/upload-progress';
import { LIVENESS_TEXTS } from '../../texts/liveness-texts';
import type { FieldProps } from '../field-props';

/** The button's label by step, read at render (the language may change). */
const buttonLabel = (step: LivenessStep): string => {
  switch (step) {
    case 'loading':
      return LIVENESS_TEXTS.loading;
    case 'submitting':
      return LIVENESS_TEXTS.submitting;
    case 'ready':
    case 'running':
    case 'checking':
      return LIVENESS_TEXTS.start;
  }
};

/** The status line under the button: what happens once the camera has closed (issue 22). */
const statusLine = (step: LivenessStep): string =>
  step === 'checking' || step === 'submitting' ? LIVENESS_TEXTS.sending : '';

/**
 * The video selfie question (spec 001 §2.1 Video selfie): 'Get ready for your video selfie' with
 * the four tips and one button, which reads 'Please read the instructions...' and is disabled
 * while the vendor's resources load, 'Continue' once they are ready (it starts the session), and
 * 'Submitting verification' while the answer is sent. The rules are LivenessViewModel's; the
 * session draws its own screens (FaceTec's, or the sandbox stand-in's camera overlay). Once the
 * camera has closed, a status line says the video selfie is being sent, through the pre-check and
 * the upload, so the disabled button is never all there is.
 *
 * On a desktop the hand-off to a phone comes first, as for every capture question, with the
 * computer's own camera offered beneath it when it has one (a video selfie needs a live camera:
 * no photo from the computer).
 */
export const LivenessField = observer(function LivenessField({ question, screen, idPrefix, mobile }: FieldProps) {
  const liveness = useInstance(LivenessViewModel);
  const headingId = `${idPrefix}-liveness-heading`;
  const [onThisComputer, setOnThisComputer] = useState(false);

  useEffect(() => {
    void liveness.prepare();
  }, [liveness, question.attrType]);

  const step = liveness.step;
  if (!mobile && !onThisComputer && step !== 'submitting') {
    return (
      <DesktopHandOff
        screen={screen}
        idPrefix={idPrefix}
        captureName={LIVENESS_TEXTS.captureName}
        onCamera={() => setOnThisComputer(true)}
      />
    );
  }
  return (
    <section className="capture" aria-labelledby={headingId}>
      <h2 id={headingId} className="capture__status">
        {LIVENESS_TEXTS.heading}
      </h2>
      <p>{LIVENESS_TEXTS.intro}</p>
      <ul aria-label={LIVENESS_TEXTS.tipsLabel}>
        {LIVENESS_TEXTS.tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
      <div className="capture__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={!liveness.canStart}
          aria-busy={step === 'loading' || step === 'checking' || step === 'submitting'}
          onClick={() => void liveness.start()}
        >
          {buttonLabel(step)}
        </button>
      </div>
      {/* Always drawn, so the words are announced when they appear (a live region added with its text may not be). */}
      <p className="capture__status" role="status">
        {statusLine(step)}
      </p>
      {step === 'submitting' ? (
        <UploadProgress fraction={screen.progress ?? 0} label={LIVENESS_TEXTS.uploadLabel} />
      ) : null}
    </section>
  );
});
