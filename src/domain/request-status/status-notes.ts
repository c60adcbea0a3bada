import type { CalendarDate } from '../shared/calendar-date';
import { assertNever } from '../shared/assert-never';
import type { DisplayState } from './display-state';
import { formatDisplayDate } from '../shared/display-date';
import { expiresOn, MAX_VERIFICATION_ATTEMPTS, VERIFICATION_EXPIRY_DAYS } from './verification-limits';

/**
 * A rule the status page states (spec 000 §4 'Status alerts': status texts also cover the expiry
 * after 30 days and the two attempts then auto-cancel).
 * - expiry: the request expires `days` after it was requested, on `expiresOn` (as formatDisplayDate writes it) when
 *   the request's creation date is known; `expired` once the request has timed out;
 * - attempts: at most `attempts` verification attempts, then the request is canceled automatically.
 */
export type StatusNote =
  | { readonly kind: 'expiry'; readonly days: number; readonly expiresOn: string | null; readonly expired: boolean }
  | { readonly kind: 'attempts'; readonly attempts: number };

/**
 * Which rules the status page states for a display state.
 *
 * Spec is silent on where the rules apply; chosen here:
 * - the 30-day expiry while the request can still expire: new (the applicant has not submitted)
 *   and processing (not finished yet); and on a timed-out request, where it explains the alert
 *   ('expired due to lack of response') with the day it expired; a request that ended otherwise
 *   (complete, canceled, attempts exceeded) has no expiry note;
 * - the two-attempts rule while verification attempts are made (processing) and when they ran out
 *   (attempts_exceeded, where it explains the alert); a new request has made no attempt yet and an
 *   ended one makes no more.
 */
export function statusNotes(state: DisplayState, createdOn: CalendarDate | null): readonly StatusNote[] {
  const expiry = (expired: boolean): StatusNote => ({
    kind: 'expiry',
    days: VERIFICATION_EXPIRY_DAYS,
    expiresOn: createdOn === null ? null : formatDisplayDate(expiresOn(createdOn), 'request-status'),
    expired,
  });
  const attempts: StatusNote = { kind: 'attempts', attempts: MAX_VERIFICATION_ATTEMPTS };
  switch (state) {
    case 'new':
      return [expiry(false)];
    case 'processing':
      return [expiry(false), attempts];
    case 'timeout':
      return [expiry(true)];
    case 'attempts_exceeded':
      return [attempts];
    case 'complete':
    case 'canceled':
      return [];
    default:
      return assertNever(state, 'display state');
  }
}

/**
 * Whether the page shows the days processing (spec 000 §3 'daysProcessing'). Spec is silent on
 * where: while processing (how long it has taken so far) and once complete (how long it took);
 * not before submission (there is no count) nor for a request that ended otherwise, where a
 * count of days would read as still running.
 */
export const showsDaysProcessing = (state: DisplayState): boolean => state === 'processing' || state === 'complete';
