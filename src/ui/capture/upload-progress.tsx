import { observer } from 'mobx-react-lite';
import { uploadPercent, uploadQuarter } from '../../domain/capture/upload-quarters';
import { CAPTURE_TEXTS } from '../texts/capture-texts';
import './capture.css';

/**
 * The upload's progress bar, driven by the submission's progress callback: a real progressbar with
 * its value for assistive technology, the figure under it following the bar, and a polite
 * announcement at each quarter only, so a screen reader is not flooded with every percent.
 *
 * The visible figure and the announcement are two elements: one line that was both showed '0%
 * uploaded' under a bar at 17 % (issue 22). The visible one is hidden from assistive technology,
 * which reads the bar's value and hears the quarters instead.
 */
export const UploadProgress = observer(function UploadProgress({
  fraction,
  label,
}: {
  readonly fraction: number;
  readonly label: string;
}) {
  const percent = uploadPercent(fraction);
  return (
    <div className="upload-progress">
      <div
        className="upload-progress__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="upload-progress__bar" style={{ width: `${percent}%` }} />
      </div>
      <p className="upload-progress__text" aria-hidden="true">
        {CAPTURE_TEXTS.uploaded(percent)}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {CAPTURE_TEXTS.uploaded(uploadQuarter(fraction))}
      </p>
    </div>
  );
});
