import type { CalendarDate } from './calendar-date';
import { isCalendarDate } from './calendar-date';

/**
 * Where an applicant reads a date, which decides its format:
 * - 'request-status': the request status page, MM/DD/YYYY (spec 000 §3 'Request status');
 * - 'question': everything in the questions (a charge's date, a form's dates), M/d/yyyy (spec 001
 *   §9, §10.5 'display M/d/yyyy').
 * The two specifications give the two formats for their own screens, so each screen keeps its
 * own: both read month/day/year, and they differ only in leading zeros. What the applicant types
 * is a third thing (the question format MM/dd/yyyy, spec 001 §9), read by the validators.
 */
export type DateDisplay = 'request-status' | 'question';

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

/** The one formatter of a date an applicant reads. */
export function formatDisplayDate(date: CalendarDate, display: DateDisplay): string {
  const year = pad(date.year, 4);
  return display === 'request-status'
    ? `${pad(date.month, 2)}/${pad(date.day, 2)}/${year}`
    : `${date.month}/${date.day}/${year}`;
}

/** yyyy-MM-dd, alone or as the date part of an ISO date-time ('2019-04-12T00:00:00Z'). */
const STORED_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/;

/**
 * A date the service sends as text (yyyy-MM-dd, or an ISO date-time), as the applicant reads it.
 * The calendar date is the one written, never shifted by a time zone (an offense dated April 12
 * stays April 12 everywhere). Spec is silent on other text in a date field (a fallback such as
 * 'Date Not Found', or a date already written for people): it is shown as it is.
 */
export function displayDateText(text: string, display: DateDisplay): string {
  const match = STORED_DATE.exec(text.trim());
  if (match === null) return text;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isCalendarDate(year, month, day) ? formatDisplayDate({ year, month, day }, display) : text;
}
