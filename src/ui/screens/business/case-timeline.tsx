import { observer } from 'mobx-react-lite';
import type { CaseTimelineStep } from '../../../domain/business/case-timeline';
import { currentCaseStep, STEP_HELP_TOPICS } from '../../../domain/business/case-timeline';
import { BUSINESS_MESSAGES } from '../../../domain/business/messages';
import { BUSINESS_TEXTS } from '../../texts/business-texts';
import { SCREEN_TEXTS } from '../../texts/screen-texts';
import { HelpLink, useHelpArticles } from './help-link';

/**
 * The three-step case timeline (spec 000 §2, §4 'Case statuses'), drawn like the status page's
 * timeline: numbered steps, each saying its state in words, the ongoing one marked as the current
 * step, and the case's progress figure (spec 000 §4) as a progress bar with its value.
 * 'Processing Background Checks' offers 'Learn more' while it is ongoing; the last step reads
 * 'Application Canceled' on error. The heading's help link is the current step's article. A step
 * without a configured article shows neither link.
 */
export const CaseTimeline = observer(function CaseTimeline({
  steps,
  progress,
}: {
  readonly steps: readonly CaseTimelineStep[];
  /** How far the case is, 0 to 1 (BusinessCaseViewModel.progress). */
  readonly progress: number;
}) {
  const articles = useHelpArticles();
  const current = currentCaseStep(steps);
  const articleOf = (index: number) => {
    const topic = STEP_HELP_TOPICS[index];
    return topic === undefined ? undefined : articles[topic];
  };
  const percent = Math.round(Math.min(1, Math.max(0, progress)) * 100);
  return (
    <section className="business-section" aria-labelledby="business-timeline-title">
      <div className="business-section__header">
        <h2 id="business-timeline-title" className="business-section__title">
          {BUSINESS_TEXTS.timeline}
        </h2>
        <HelpLink href={articleOf(current)} topic={steps[current]?.title ?? BUSINESS_TEXTS.timeline} />
      </div>
      <div className="business-progress">
        <label htmlFor="business-progress">{BUSINESS_TEXTS.progress}</label>
        <progress id="business-progress" className="business-progress__bar" max={100} value={percent} />
        <span className="business-progress__value" aria-hidden="true">
          {BUSINESS_TEXTS.progressValue(percent)}
        </span>
      </div>
      <ol className="status-timeline" aria-labelledby="business-timeline-title">
        {steps.map((step, index) => {
          const learnMore = step.learnMore ? articleOf(index) : undefined;
          return (
            <li
              key={step.title}
              className={`status-timeline__step status-timeline__step--${step.state}`}
              aria-current={step.state === 'ongoing' ? 'step' : undefined}
            >
              <span className="status-timeline__title">{step.title}</span>{' '}
              <span className="status-timeline__state">({SCREEN_TEXTS.status.stepState[step.state]})</span>
              {learnMore === undefined ? null : (
                <a className="status-timeline__note" href={learnMore} target="_blank" rel="noopener noreferrer">
                  {BUSINESS_MESSAGES.learnMore}
                  <span className="visually-hidden">{` (${step.title})`}</span>
                </a>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
});
