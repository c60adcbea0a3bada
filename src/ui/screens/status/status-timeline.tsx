import type { StatusTimelineItem } from '../../../application/view-models/request-status-page.view-model';
import { SCREEN_TEXTS } from '../../texts/screen-texts';

const texts = SCREEN_TEXTS.status;

/**
 * The four-step timeline (spec 000 §4 'Status timeline') as an ordered list. Each step says its
 * state in words ('Done', 'In progress', ...), so the state never rests on colour alone; the
 * ongoing step is marked as the current step for assistive technology.
 */
export function StatusTimeline({ steps }: { steps: readonly StatusTimelineItem[] }) {
  return (
    <ol className="status-timeline" aria-label={texts.timeline}>
      {steps.map((step) => (
        <li
          key={step.id}
          className={`status-timeline__step status-timeline__step--${step.state}`}
          aria-current={step.state === 'ongoing' ? 'step' : undefined}
        >
          <span className="status-timeline__title">{step.title}</span>{' '}
          <span className="status-timeline__state">({texts.stepState[step.state]})</span>
          {step.note !== null ? <p className="status-timeline__note">{step.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}
