import type { CaseTimelineStep } from '../../../domain/business/case-timeline';
import { currentCaseStep } from '../../../domain/business/case-timeline';
import { BUSINESS_MESSAGES } from '../../../domain/business/messages';
import { BUSINESS_TEXTS, STEP_HELP_ARTICLES } from '../../texts/business-texts';
import { SCREEN_TEXTS } from '../../texts/screen-texts';
import { HelpLink } from './help-link';

const STEP_ARTICLES = [STEP_HELP_ARTICLES.collect, STEP_HELP_ARTICLES.processing, STEP_HELP_ARTICLES.results];

/**
 * The three-step case timeline (spec 000 §2, §4 'Case statuses'), drawn like the status page's
 * timeline: numbered steps, each saying its state in words, the ongoing one marked as the current
 * step. 'Processing Background Checks' offers 'Learn more' while it is ongoing; the last step
 * reads 'Application Canceled' on error. The heading's help link is the current step's article.
 */
export function CaseTimeline({ steps }: { readonly steps: readonly CaseTimelineStep[] }) {
  const current = currentCaseStep(steps);
  return (
    <section className="business-section" aria-labelledby="business-timeline-title">
      <div className="business-section__header">
        <h2 id="business-timeline-title" className="business-section__title">
          {BUSINESS_TEXTS.timeline}
        </h2>
        <HelpLink
          href={STEP_ARTICLES[current] ?? STEP_HELP_ARTICLES.collect}
          topic={steps[current]?.title ?? BUSINESS_TEXTS.timeline}
        />
      </div>
      <ol className="status-timeline" aria-labelledby="business-timeline-title">
        {steps.map((step, index) => (
          <li
            key={step.title}
            className={`status-timeline__step status-timeline__step--${step.state}`}
            aria-current={step.state === 'ongoing' ? 'step' : undefined}
          >
            <span className="status-timeline__title">{step.title}</span>{' '}
            <span className="status-timeline__state">({SCREEN_TEXTS.status.stepState[step.state]})</span>
            {step.learnMore ? (
              <a
                className="status-timeline__note"
                href={STEP_ARTICLES[index]}
                target="_blank"
                rel="noopener noreferrer"
              >
                {BUSINESS_MESSAGES.learnMore}
                <span className="visually-hidden">{` (${step.title})`}</span>
              </a>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
