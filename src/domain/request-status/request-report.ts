import type { CalendarDate } from '../shared/calendar-date';
import type { DisplayState } from './display-state';
import { displayStateOf, statusAlert } from './display-state';
import type { ProcessingNotice } from './processing-notices';
import { processingNotices } from './processing-notices';
import { daysProcessing, formatTimestamp } from './request-dates';
import type { RequestRecord } from './request-record';
import type { TimelineStep } from './request-timeline';
import { requestTimeline } from './request-timeline';

export type { DisplayState } from './display-state';
export type { TimelineStep } from './request-timeline';

/** Everything the request status page shows for one record. Dates are MM/DD/YYYY. */
export interface RequestReport {
  readonly state: DisplayState;
  readonly alert: string | null;
  readonly timeline: readonly TimelineStep[];
  readonly requestedAt: string | null;
  readonly submittedAt: string | null;
  readonly completedAt: string | null;
  readonly daysProcessing: number | null;
  readonly notices: readonly ProcessingNotice[];
}

/** The status page of a request record, as of `today` (a calendar date in the local zone). */
export function describeRequest(record: RequestRecord, today: CalendarDate): RequestReport {
  const state = displayStateOf(record);
  const days = daysProcessing(record.submittedAt, record.completedAt, today);
  return {
    state,
    alert: statusAlert(state),
    timeline: requestTimeline(state, record.submittedAt !== null),
    requestedAt: formatTimestamp(record.createdAt),
    submittedAt: formatTimestamp(record.submittedAt),
    completedAt: formatTimestamp(record.completedAt),
    daysProcessing: days,
    notices: processingNotices(state, days),
  };
}
