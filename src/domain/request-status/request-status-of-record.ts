import { assertNever } from '../shared/assert-never';
import type { DisplayState } from './display-state';
import { displayStateOf } from './display-state';
import type { RequestRecord } from './request-record';
import type { RequestStatusType } from './request-status-type';

/** The app's request status of a display state (the inverse of displayStateOfRequestStatus). */
export function requestStatusOfDisplayState(state: DisplayState): RequestStatusType {
  switch (state) {
    case 'attempts_exceeded':
      return 'maxAttemptsExceeded';
    case 'new':
    case 'processing':
    case 'complete':
    case 'timeout':
    case 'canceled':
      return state;
    default:
      return assertNever(state, 'display state');
  }
}

/**
 * The interview's request status (spec 000 §4 'Request status'): the record's display state, then
 * a new request becomes processing once every question is complete. Spec is silent on a record
 * not loaded yet: the request counts as new, so the applicant stays on the questions.
 */
export function requestStatusOfRecord(record: RequestRecord | null, allQuestionsComplete: boolean): RequestStatusType {
  const status = record === null ? 'new' : requestStatusOfDisplayState(displayStateOf(record));
  return status === 'new' && allQuestionsComplete ? 'processing' : status;
}
