import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import type { QualityConcern } from '../../domain/images/quality';
import { QUALITY_TEXTS } from '../texts/quality-texts';
import './capture.css';

export interface QualityNoticeProps {
  readonly concern: QualityConcern;
  onRetake(): void;
  onUseAnyway(): void;
}

/**
 * Says in plain words that the photo looks blurred and/or glary, and what to do; Retake or Use it
 * anyway (the pre-check is advisory: it never blocks a submission). The words are a role=alert,
 * the buttons beside it, not in it (a live region is read as text; buttons in it would be read out
 * as words, not reached). Alert rather than status: the notice is mounted with its words when the
 * photo comes back from processing, and an alert is announced on insertion by every major screen
 * reader while a status region mounted already full often is not; it interrupts nothing, as it
 * follows the applicant's own action and asks for their decision before they go on. The buttons
 * are ordinary buttons in the page's order, so Tab reaches them; focus is not moved, so a screen
 * reader user hears the alert and continues from where they were.
 */
export const QualityNotice = observer(function QualityNotice({ concern, onRetake, onUseAnyway }: QualityNoticeProps) {
  const headingId = useId();
  const text = QUALITY_TEXTS.concern[concern];
  return (
    <div className="alert alert--warning quality-notice" role="group" aria-labelledby={headingId}>
      <div role="alert">
        <p className="alert__heading" id={headingId}>
          {text.heading}
        </p>
        <p>{text.advice}</p>
      </div>
      <div className="capture__actions quality-notice__actions">
        <button type="button" className="button button--primary" onClick={onRetake}>
          {QUALITY_TEXTS.retake}
        </button>
        <button type="button" className="button button--secondary" onClick={onUseAnyway}>
          {QUALITY_TEXTS.useAnyway}
        </button>
      </div>
    </div>
  );
});
