import type { RequestStatusType } from '../request-status/request-status-type';
import { assertNever } from '../shared/assert-never';
import type { InterviewStatus } from './interview-status';

/** The feature flag that turns background polling on (spec 000 §3 'Feature flags'). */
export const CONSTANT_POLLING_FLAG = 'rpr_constant_polling_enabled';

/** The flag's value: as set, else its default, true except in the business flow. */
export const constantPollingEnabled = (
  featureFlags: Readonly<Record<string, boolean | undefined>>,
  businessFlow: boolean,
): boolean => featureFlags[CONSTANT_POLLING_FLAG] ?? !businessFlow;

function storeStatusSkips(status: InterviewStatus): boolean {
  switch (status) {
    case 'error':
    case 'uninitialized':
    case 'loading':
    case 'loggedOut':
      return true;
    case 'success':
    case 'finished':
    case 'transition':
      return false;
    default:
      return assertNever(status, 'interview status');
  }
}

function requestStatusSkips(status: RequestStatusType): boolean {
  switch (status) {
    case 'complete':
    case 'canceled':
    case 'timeout':
    case 'maxAttemptsExceeded':
      return true;
    case 'new':
    case 'processing':
      return false;
    default:
      return assertNever(status, 'request status');
  }
}

export interface PollingFacts {
  readonly storeStatus: InterviewStatus;
  readonly requestStatus: RequestStatusType;
  readonly constantPollingEnabled: boolean;
}

/**
 * Polling on the status, overview and question screens (spec 000 §4 'Polling') is skipped when the
 * store status is error, uninitialized, loading or loggedOut, when the request is complete,
 * canceled, timeout or maxAttemptsExceeded, or when rpr_constant_polling_enabled is off;
 * otherwise the interview reloads.
 */
export const shouldSkipPolling = (facts: PollingFacts): boolean =>
  storeStatusSkips(facts.storeStatus) || requestStatusSkips(facts.requestStatus) || !facts.constantPollingEnabled;
