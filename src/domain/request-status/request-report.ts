import type { CalendarDate } from '../shared/calendar-date';
import type { DisplayState } from './display-state';
import { displayStateOf } from './display-state';
import { statusAlert } from './status-alert';
import { statusLabel } from './status-label';
import type { ProcessingNotice } from './processing-notices';
import { processingNotices } from './processing-notices';
import { dateOfTimestamp, daysProcessing, formatTimestamp } from './request-dates';
import type { RequestRecord } from './request-record';
import type { StatusNote } from './status-notes';
import { statusNotes } from './status-notes';
import type { TimelineEvent } from './request-events';
import { eventsByStep } from './request-events';
import type { TimelineStep } from './request-timeline';
import { requestTimeline } from './request-timeline';

export type { DisplayState } from './display-state';
export type { TimelineStep } from './request-timeline';
export type { TimelineEvent } from './request-events';
export type { StatusNote } from './status-notes';

/** Everything the request status page shows for one record. Dates as the applicant reads them (formatDisplayDate). */
export interface RequestReport {
  readonly state: DisplayState;
  /** The status's name in the spec's labels (New, Pending, In Process, Complete, Timed Out). */
  readonly label: string;
  readonly alert: string | null;
  readonly timeline: readonly (TimelineStep & { readonly events: readonly TimelineEvent[] })[];
  readonly requestedAt: string | null;
  readonly submittedAt: string | null;
  readonly completedAt: string | null;
  readonly daysProcessing: number | null;
  readonly notices: readonly ProcessingNotice[];
  /** The expiry and attempts rules that apply to this state (see statusNotes). */
  readonly rules: readonly StatusNote[];
}

/** The status page of a request record, as of `today` (a calendar date in the local zone). */
export function describeRequest(record: RequestRecord, today: CalendarDate): RequestReport {
  const state = displayStateOf(record);
  const days = daysProcessing(record.submittedAt, record.completedAt, today);
  const timeline = requestTimeline(state, record.submittedAt !== null);
  const events = eventsByStep(record.events, timeline);
  return {
    state,
    label: statusLabel(record),
    alert: statusAlert(state),
    // The record's events (spec 000 §4 'Events'), each under the step it belongs to.
    timeline: timeline.map((step) => ({ ...step, events: events[step.id] })),
    requestedAt: formatTimestamp(record.createdAt),
    submittedAt: formatTimestamp(record.submittedAt),
    completedAt: formatTimestamp(record.completedAt),
    daysProcessing: days,
    notices: processingNotices(state, days),
    rules: statusNotes(state, record.createdAt === null ? null : dateOfTimestamp(record.createdAt)),
  };
}
