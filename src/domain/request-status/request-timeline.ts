import { assertNever } from '../shared/assert-never';
import type { DisplayState } from './display-state';
import { REQUEST_STATUS_MESSAGES } from './messages';

export type StepState = 'success' | 'ongoing' | 'error' | 'disabled';
export type TimelineStepId = 'request-sent' | 'information-received' | 'verification' | 'results-sent';

export interface TimelineStep {
  readonly id: TimelineStepId;
  readonly state: StepState;
  readonly note: string | null;
}

export const TIMELINE_STEP_IDS: readonly TimelineStepId[] = [
  'request-sent',
  'information-received',
  'verification',
  'results-sent',
];

type Head = readonly { readonly state: StepState; readonly note?: string }[];

/**
 * The steps a state decides, from 'request sent' on; the rest of the four are disabled.
 *
 * Spec is silent on a submitted_at that disagrees with the state: the state's own rule wins (a new
 * request shows 'information received' ongoing, a processing one shows it done even without a
 * date); submitted_at decides only where the state gives no rule, which is where a cancel falls.
 */
function decidedSteps(state: DisplayState, submitted: boolean): Head {
  // Read when called, not when loaded: the notes follow the language shown (issue 28).
  const { notes } = REQUEST_STATUS_MESSAGES;
  switch (state) {
    case 'new':
      return [{ state: 'success' }, { state: 'ongoing' }];
    case 'processing':
      return [{ state: 'success' }, { state: 'success' }, { state: 'ongoing' }];
    case 'complete':
      return [{ state: 'success' }, { state: 'success' }, { state: 'success' }, { state: 'success' }];
    case 'timeout':
      return [{ state: 'success' }, { state: 'error', note: notes.noInformation }];
    case 'attempts_exceeded':
      return [{ state: 'success' }, { state: 'error' }];
    case 'canceled':
      // The step after the last successful one is where the request stopped.
      return submitted
        ? [{ state: 'success' }, { state: 'success' }, { state: 'error', note: notes.canceled }]
        : [{ state: 'success' }, { state: 'error', note: notes.canceled }];
    default:
      return assertNever(state, 'display state');
  }
}

/**
 * The four-step status timeline (spec 000 §4 'Status timeline'): request sent, information
 * received, verification, results sent. Steps after an ongoing or error step are disabled.
 */
export function requestTimeline(state: DisplayState, submitted: boolean): readonly TimelineStep[] {
  const head = decidedSteps(state, submitted);
  return TIMELINE_STEP_IDS.map((id, index) => {
    const step = head[index];
    return { id, state: step?.state ?? 'disabled', note: step?.note ?? null };
  });
}
