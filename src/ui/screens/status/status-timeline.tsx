import { observer } from 'mobx-react-lite';
import type { StatusTimelineItem } from '../../../application/view-models/request-status-page.view-model';
import { SCREEN_TEXTS } from '../../texts/screen-texts';
import { STATUS_EVENT_TEXTS } from '../../texts/status-event-texts';

/**
 * The four-step timeline (spec 000 §4 'Status timeline') as an ordered list. Each step says its
 * state in words ('Done', 'In progress', ...), so the state never rests on colour alone; the
 * ongoing step is marked as the current step for assistive technology. The record's events (spec
 * 000 §4 'Events'), where it carries them, are listed under the step they belong to, with their date.
 */
export const StatusTimeline = observer(function StatusTimeline({ steps }: { steps: readonly StatusTimelineItem[] }) {
  const texts = SCREEN_TEXTS.status;
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
          {step.events.length > 0 ? (
            <ul className="status-timeline__events">
              {step.events.map((event, index) => (
                <li key={index}>{STATUS_EVENT_TEXTS.line(STATUS_EVENT_TEXTS.event[event.type], event.date)}</li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ol>
  );
});
