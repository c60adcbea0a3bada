import { assertNever } from '../shared/assert-never';
import { isJsonObject } from '../shared/json-fields';
import { formatTimestamp } from './request-dates';
import type { TimelineStep, TimelineStepId } from './request-timeline';

/** The events of a request (spec 000 §4 'Events'). */
export const REQUEST_EVENT_TYPES = [
  'relyingparty-initiated',
  'idowner-accepted',
  'idowner-declined',
  'idowner-error',
  'idowner-requested_attribute_review',
  'relyingparty-terminated',
] as const;
export type RequestEventType = (typeof REQUEST_EVENT_TYPES)[number];

export interface RequestEvent {
  readonly type: RequestEventType;
  /** When it happened, Unix seconds; null when the record does not say. */
  readonly at: number | null;
}

const isEventType = (value: unknown): value is RequestEventType =>
  typeof value === 'string' && (REQUEST_EVENT_TYPES as readonly string[]).includes(value);

/**
 * The events a request record carries (`events: [{ type, created_at }]`, contracts/README.md;
 * spec 000 §4 names the events, not where they travel: the field is this project's choice).
 * Read leniently: the events only add detail to the status timeline, so an entry that cannot be
 * read (an unknown type, a bad date) is left out rather than refusing the whole record; a date
 * that is not a timestamp in seconds is kept as unknown. Oldest first, in the record's order
 * between equal or unknown times.
 */
export function readRequestEvents(raw: unknown): readonly RequestEvent[] {
  if (!Array.isArray(raw)) return [];
  const events: RequestEvent[] = [];
  for (const item of raw as readonly unknown[]) {
    if (!isJsonObject(item) || !isEventType(item['type'])) continue;
    const at = item['created_at'];
    // Beyond what a Date holds (8.64e12 s) a date cannot be shown: kept as unknown.
    const readable = typeof at === 'number' && Number.isFinite(at) && Math.abs(at) <= 8_640_000_000_000;
    events.push({ type: item['type'], at: readable ? at : null });
  }
  return events
    .map((event, index) => ({ event, index }))
    .sort((a, b) => (a.event.at ?? Infinity) - (b.event.at ?? Infinity) || a.index - b.index)
    .map(({ event }) => event);
}

/**
 * The timeline step an event belongs to. Spec is silent on where events show: the organisation
 * starting the request is 'request sent'; the person accepting, declining or failing to submit is
 * 'information received'; asking for a review of their information is 'verification'; the
 * organisation ending the request is where the request stopped (the step in error), else 'results
 * sent'.
 */
export function eventStep(type: RequestEventType, timeline: readonly TimelineStep[]): TimelineStepId {
  switch (type) {
    case 'relyingparty-initiated':
      return 'request-sent';
    case 'idowner-accepted':
    case 'idowner-declined':
    case 'idowner-error':
      return 'information-received';
    case 'idowner-requested_attribute_review':
      return 'verification';
    case 'relyingparty-terminated':
      return timeline.find((step) => step.state === 'error')?.id ?? 'results-sent';
    default:
      return assertNever(type, 'request event');
  }
}

/** An event as the timeline shows it: its type and its date (formatDisplayDate) when known. */
export interface TimelineEvent {
  readonly type: RequestEventType;
  readonly date: string | null;
}

/** The record's events by the timeline step they belong to, oldest first. */
export function eventsByStep(
  raw: unknown,
  timeline: readonly TimelineStep[],
): Readonly<Record<TimelineStepId, readonly TimelineEvent[]>> {
  const byStep: Record<TimelineStepId, TimelineEvent[]> = {
    'request-sent': [],
    'information-received': [],
    verification: [],
    'results-sent': [],
  };
  for (const event of readRequestEvents(raw)) {
    byStep[eventStep(event.type, timeline)].push({ type: event.type, date: formatTimestamp(event.at) });
  }
  return byStep;
}
