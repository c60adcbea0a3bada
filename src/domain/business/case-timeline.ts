import type { StepState } from '../request-status/request-timeline';
import { assertNever } from '../shared/assert-never';
import type { CaseStatus } from './case-status';
import type { HelpTopic } from './help-topics';
import { BUSINESS_MESSAGES } from './messages';

/**
 * The three-step business timeline (spec 000 §4 'Case statuses'): passed or failed gives
 * success, success, success; unspecified with all e-mails submitted gives success, ongoing,
 * disabled; unspecified otherwise ongoing, disabled, disabled; anything else (dropoff) gives
 * success, success, error.
 */
export function caseTimeline(status: CaseStatus, allSubmitted: boolean): readonly StepState[] {
  switch (status) {
    case 'passed':
    case 'failed':
      return ['success', 'success', 'success'];
    case 'unspecified':
      return allSubmitted ? ['success', 'ongoing', 'disabled'] : ['ongoing', 'disabled', 'disabled'];
    case 'dropoff':
      return ['success', 'success', 'error'];
    default:
      return assertNever(status, 'case status');
  }
}

export interface CaseTimelineStep {
  readonly title: string;
  readonly state: StepState;
  /** 'Processing Background Checks' offers a 'Learn more' link while it is ongoing. */
  readonly learnMore: boolean;
}

/** A step's title by position; the last step reads 'Application Canceled' when it is an error. */
export function caseStepTitle(index: number, state: StepState): string {
  const { steps } = BUSINESS_MESSAGES;
  if (index === 0) return steps.collect;
  if (index === 1) return steps.processing;
  return state === 'error' ? steps.canceled : steps.results;
}

/** The timeline with its titles and the 'Learn more' link of the ongoing processing step. */
export function caseTimelineSteps(status: CaseStatus, allSubmitted: boolean): readonly CaseTimelineStep[] {
  return caseTimeline(status, allSubmitted).map((state, index) => ({
    title: caseStepTitle(index, state),
    state,
    learnMore: index === 1 && state === 'ongoing',
  }));
}

/**
 * The step the case is at (its index): the ongoing one, else the last (results, or the
 * cancellation). Its help article is the timeline's help link (spec 000 §2: help links vary by step).
 */
export function currentCaseStep(steps: readonly CaseTimelineStep[]): number {
  const ongoing = steps.findIndex((step) => step.state === 'ongoing');
  return ongoing >= 0 ? ongoing : steps.length - 1;
}

/** The timeline's steps in order, as help topics (their articles come from the configuration). */
export const STEP_HELP_TOPICS = [
  'step.collect',
  'step.processing',
  'step.results',
] as const satisfies readonly HelpTopic[];
