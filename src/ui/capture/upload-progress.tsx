import { uploadPercent, uploadQuarter } from '../../domain/capture/upload-quarters';
import { CAPTURE_TEXTS } from '../texts/capture-texts';
import './capture.css';

/**
 * The upload's progress bar, driven by the submission's progress callback: a real progressbar with
 * its value for assistive technology, and a polite announcement at each quarter only, so a screen
 * reader is not flooded with every percent.
 */
export function UploadProgress({ fraction, label }: { readonly fraction: number; readonly label: string }) {
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
      <p className="upload-progress__text" aria-live="polite">
        {CAPTURE_TEXTS.uploaded(uploadQuarter(fraction))}
      </p>
    </div>
  );
}
