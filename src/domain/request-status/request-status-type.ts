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
 * every question is complete, else new. The business form derives 'sent' and 'complete' from it
 * (BusinessCaseViewModel.requestStatus).
 */
export function businessRequestStatus(caseStatus: CaseStatus, allQuestionsComplete: boolean): RequestStatusType {
  if (isTerminal(caseStatus)) return 'complete';
  return allQuestionsComplete ? 'processing' : 'new';
}

/*
 * Spec 000 §4 also says 'an option resets complete, processing and timeout back to new'. Spec is
 * silent on what that option is, who sets it and where: nothing in the app or its calls offers a
 * restart, so the rule is not built (a rule nobody calls is a rule nobody checks). Should such an
 * option arrive, it is a total switch over RequestStatusType next to businessRequestStatus.
 */

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
