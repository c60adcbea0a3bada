import type { CaseStatus } from '../business/case-status';
import { isTerminal } from '../business/case-status';
import { assertNever } from '../shared/assert-never';
import type { DisplayState } from './display-state';

/** The app's own request status (spec 000 §3 'Request status', §4 'Request status'). */
export const REQUEST_STATUS_TYPES = [
  'new',
  'processing',
  'complete',
  'timeout',
  'canceled',
  'maxAttemptsExceeded',
] as const;
export type RequestStatusType = (typeof REQUEST_STATUS_TYPES)[number];

export const isRequestStatusType = (value: unknown): value is RequestStatusType =>
  typeof value === 'string' && (REQUEST_STATUS_TYPES as readonly string[]).includes(value);

/** A new request becomes processing once every question is complete; other statuses stay. */
export const advanceRequestStatus = (status: RequestStatusType, allQuestionsComplete: boolean): RequestStatusType =>
  status === 'new' && allQuestionsComplete ? 'processing' : status;

/**
 * The business flow's status: complete once the case status is not unspecified, processing when
 * every question is complete, else new.
 */
export function businessRequestStatus(caseStatus: CaseStatus, allQuestionsComplete: boolean): RequestStatusType {
  if (isTerminal(caseStatus)) return 'complete';
  return allQuestionsComplete ? 'processing' : 'new';
}

/** The option that starts a request over: complete, processing and timeout go back to new. */
export function resetRequestStatus(status: RequestStatusType): RequestStatusType {
  switch (status) {
    case 'complete':
    case 'processing':
    case 'timeout':
      return 'new';
    case 'new':
    case 'canceled':
    case 'maxAttemptsExceeded':
      return status;
    default:
      return assertNever(status, 'request status');
  }
}

/** The status-page display state of an app status. */
export function displayStateOfRequestStatus(status: RequestStatusType): DisplayState {
  switch (status) {
    case 'maxAttemptsExceeded':
      return 'attempts_exceeded';
    case 'new':
    case 'processing':
    case 'complete':
    case 'timeout':
    case 'canceled':
      return status;
    default:
      return assertNever(status, 'request status');
  }
}
