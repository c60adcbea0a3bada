import { catalogue } from '../language/translation';
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

/**
 * A date in the spec's numeric format for `display` (MM/DD/YYYY or M/d/yyyy), whatever the
 * language: what a date field shows and what the applicant types into it stay month/day/year in
 * every language (the glossary: the date fields keep the order the issuer's country uses), so the
 * field's own text never depends on the language the page is read in.
 */
export function numericDate(date: CalendarDate, display: DateDisplay): string {
  const year = pad(date.year, 4);
  return display === 'request-status'
    ? `${pad(date.month, 2)}/${pad(date.day, 2)}/${year}`
    : `${date.month}/${date.day}/${year}`;
}

/**
 * How a date reads where an applicant reads it (issue 28): the spec's numeric formats in English;
 * the Spanish twin writes the month out ('29 de noviembre de 2026'), since 3/4 reads either way
 * to a Spanish reader. Values sent to the service never go through it.
 */
export const DATE_TEXTS = catalogue('DATE_TEXTS', {
  display: (date: CalendarDate, display: DateDisplay): string => numericDate(date, display),
});

/** The one formatter of a date an applicant reads (not of a date field's text: numericDate). */
export function formatDisplayDate(date: CalendarDate, display: DateDisplay): string {
  return DATE_TEXTS.display(date, display);
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
