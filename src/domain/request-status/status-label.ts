import { assertNever } from '../shared/assert-never';
import { displayStateOf } from './display-state';
import { REQUEST_STATUS_MESSAGES } from './messages';
import type { RequestRecord } from './request-record';

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
