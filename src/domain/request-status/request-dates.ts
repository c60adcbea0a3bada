import type { CalendarDate } from '../shared/calendar-date';
import { calendarDateOf, daysBetween } from '../shared/calendar-date';
import { formatDisplayDate } from '../shared/display-date';

/** The local calendar date of a timestamp in Unix seconds (the runtime's zone, as the page shows it). */
export const dateOfTimestamp = (seconds: number): CalendarDate => calendarDateOf(new Date(seconds * 1000));

/** A timestamp in seconds as the applicant reads it (MM/DD/YYYY in English), or null when there is none. */
export const formatTimestamp = (seconds: number | null): string | null =>
  seconds === null ? null : formatDisplayDate(dateOfTimestamp(seconds), 'request-status');

/**
 * Whole days from the submission date to the completion date, or to today while not complete;
 * null when the applicant has not submitted.
 *
 * Spec is silent on a submission dated after today (a clock out of step): it counts as 0 days
 * rather than a negative number.
 */
export function daysProcessing(
  submittedAt: number | null,
  completedAt: number | null,
  today: CalendarDate,
): number | null {
  if (submittedAt === null) return null;
  const end = completedAt === null ? today : dateOfTimestamp(completedAt);
  return Math.max(0, daysBetween(dateOfTimestamp(submittedAt), end));
}
