import type { CalendarDate } from '../shared/calendar-date';
import { isCalendarDate } from '../shared/calendar-date';
import { numericDate } from '../shared/display-date';

/** Dates are stored yyyy-MM-dd and displayed M/d/yyyy; the week starts on Sunday (spec 001 §10.5). */
export const WEEK_STARTS_ON = 0;

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

const real = (year: number, month: number, day: number): CalendarDate | null =>
  isCalendarDate(year, month, day) ? { year, month, day } : null;

/** Reads a stored yyyy-MM-dd date; null when it is not a real date in that exact shape. */
export function parseStoredDate(stored: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(stored);
  return match ? real(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

export const storedDateOf = (date: CalendarDate): string =>
  `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;

/**
 * M/d/yyyy: no leading zeros on month and day (the question layer's display format), as the date
 * field shows a stored date. In every language: what the applicant types into a date field stays
 * MM/DD/YYYY (read by parseDisplayedDate), so the field never shows a date it could not read back.
 */
export const displayedDateOf = (date: CalendarDate): string => numericDate(date, 'question');

/** Reads what the applicant typed, M/d/yyyy (leading zeros allowed, as in the MM/DD/YYYY placeholder). */
export function parseDisplayedDate(typed: string): CalendarDate | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(typed.trim());
  return match ? real(Number(match[3]), Number(match[1]), Number(match[2])) : null;
}

/** The stored value shown as the applicant reads it; null when the stored value is not a date. */
export function displayStoredDate(stored: string): string | null {
  const date = parseStoredDate(stored);
  return date === null ? null : displayedDateOf(date);
}
