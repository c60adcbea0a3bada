import { assertNever } from '../shared/assert-never';
import { REQUEST_STATUS_MESSAGES } from './messages';
import type { RequestRecord } from './request-record';

/** What the status page shows a request as (spec 000 §4 'Stored request statuses'). */
export const DISPLAY_STATES = ['new', 'processing', 'complete', 'timeout', 'canceled', 'attempts_exceeded'] as const;
export type DisplayState = (typeof DISPLAY_STATES)[number];

/**
 * The stored status of a record, read in the spec's order: complete; timeout (canceled once the
 * applicant had submitted, else timeout); terminated; a first agreement whose fulfilment timed
 * out; new or pending; anything else (in_process, subscribed, error-*) is processing.
 *
 * Spec is silent on how a record reaches attempts_exceeded: no stored status maps to it, so it
 * comes only from the app's own maxAttemptsExceeded status (see request-status-type.ts).
 */
export function displayStateOf(record: RequestRecord): DisplayState {
  switch (record.status) {
    case 'complete':
      return 'complete';
    case 'timeout':
      return record.submittedAt !== null ? 'canceled' : 'timeout';
    case 'terminated':
      return 'canceled';
  }
  if (record.agreements[0]?.fulfilmentStatus === 'timeout') return 'timeout';
  if (record.status === 'new' || record.status === 'pending') return 'new';
  return 'processing';
}

/** The alert above the timeline; a new request has none. */
export function statusAlert(state: DisplayState): string | null {
  const { alerts } = REQUEST_STATUS_MESSAGES;
  switch (state) {
    case 'new':
      return null;
    case 'processing':
      return alerts.processing;
    case 'complete':
      return alerts.complete;
    case 'timeout':
      return alerts.timeout;
    case 'canceled':
      return alerts.canceled;
    case 'attempts_exceeded':
      return alerts.attemptsExceeded;
    default:
      return assertNever(state, 'display state');
  }
}

/**
 * The name of a request's status where the page names it, in the spec's labels (spec 000 §4: New,
 * Pending, In Process, Complete, Timed Out): a new request is 'Pending' when it is stored as
 * pending, else 'New'; processing is 'In Process'; complete is 'Complete'; timeout is 'Timed Out'.
 * The label follows the display state, not the stored status alone, so a stored timeout shown as
 * canceled (the applicant had submitted) is not called 'Timed Out'.
 *
 * Spec is silent on the labels of a canceled request and of one whose attempts ran out: ours
 * (REQUEST_STATUS_MESSAGES.stateLabels).
 */
export function statusLabel(record: RequestRecord): string {
  const { storedStatusLabels: stored, stateLabels } = REQUEST_STATUS_MESSAGES;
  const state = displayStateOf(record);
  switch (state) {
    case 'new':
      return record.status === 'pending' ? stored.pending : stored.new;
    case 'processing':
      return stored.in_process;
    case 'complete':
      return stored.complete;
    case 'timeout':
      return stored.timeout;
    case 'canceled':
      return stateLabels.canceled;
    case 'attempts_exceeded':
      return stateLabels.attemptsExceeded;
    default:
      return assertNever(state, 'display state');
  }
}
