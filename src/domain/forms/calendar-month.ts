import { catalogue } from '../language/translation';
import type { CalendarDate } from '../shared/calendar-date';
import { daysInMonth } from '../shared/calendar-date';
import { WEEK_STARTS_ON } from './form-date';

/**
 * The calendar a date picker shows (spec 001 §2.1 'date picker', §10.5 'week starts on Sunday'):
 * a month as weeks, and the moves its keys make. Pure date maths on CalendarDate, in UTC, so no
 * time zone or daylight-saving change can shift a day.
 */

const DAY_MS = 86_400_000;

const utcOf = (date: CalendarDate): number => Date.UTC(date.year, date.month - 1, date.day);

function dateOfUtc(ms: number): CalendarDate {
  const instant = new Date(ms);
  return { year: instant.getUTCFullYear(), month: instant.getUTCMonth() + 1, day: instant.getUTCDate() };
}

/** 0 for Sunday to 6 for Saturday. */
export const weekdayOf = (date: CalendarDate): number => new Date(utcOf(date)).getUTCDay();

export const addDays = (date: CalendarDate, days: number): CalendarDate => dateOfUtc(utcOf(date) + days * DAY_MS);

/** The same day `months` later; a day the target month lacks becomes its last (Jan 31 + 1 month is Feb 28 or 29). */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

/** The first day of the date's week (Sunday, WEEK_STARTS_ON). */
export const startOfWeek = (date: CalendarDate): CalendarDate =>
  addDays(date, -((weekdayOf(date) - WEEK_STARTS_ON + 7) % 7));

/** The last day of the date's week (Saturday). */
export const endOfWeek = (date: CalendarDate): CalendarDate => addDays(startOfWeek(date), 6);

export const sameDate = (a: CalendarDate, b: CalendarDate | null): boolean =>
  b !== null && a.year === b.year && a.month === b.month && a.day === b.day;

/**
 * The month's weeks, each seven cells from Sunday to Saturday; the cells before the 1st and after
 * the last day are null (the grid shows only the month's own days).
 */
export function monthWeeks(year: number, month: number): readonly (readonly (CalendarDate | null)[])[] {
  const lead = (weekdayOf({ year, month, day: 1 }) - WEEK_STARTS_ON + 7) % 7;
  const cells: (CalendarDate | null)[] = Array.from({ length: lead }, () => null);
  for (let day = 1; day <= daysInMonth(year, month); day += 1) cells.push({ year, month, day });
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (CalendarDate | null)[][] = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}

/** The weekday names by weekdayOf (0 is Sunday). */
const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * The date picker's words (issue 28). Spec is silent on how a calendar's days are named: the full
 * date in US English, the language of every other text of the product; the Spanish twin writes
 * them as a Spanish reader says them.
 */
export const CALENDAR_TEXTS = catalogue('CALENDAR_TEXTS', {
  /** The weekday names by weekdayOf (0 is Sunday). */
  weekdays: WEEKDAY_NAMES as readonly string[],
  /** 'March 2025': the calendar's heading. */
  monthHeading: (year: number, month: number): string => `${MONTH_NAMES[month - 1]} ${year}`,
  /** 'Tuesday, March 4, 2025': a day as a screen reader says it. */
  spokenDate: (date: CalendarDate): string =>
    `${WEEKDAY_NAMES[weekdayOf(date)]}, ${MONTH_NAMES[date.month - 1]} ${date.day}, ${date.year}`,
});

/** The grid's column names, from the week's first day (Sunday), in the language shown now. */
export function weekColumns(): readonly string[] {
  const names = CALENDAR_TEXTS.weekdays;
  return [...names.slice(WEEK_STARTS_ON), ...names.slice(0, WEEK_STARTS_ON)];
}

/** 'March 2025': the calendar's heading. */
export const monthHeadingOf = (year: number, month: number): string => CALENDAR_TEXTS.monthHeading(year, month);

/** 'Tuesday, March 4, 2025': a day as a screen reader says it (CALENDAR_TEXTS.spokenDate). */
export const spokenDateOf = (date: CalendarDate): string => CALENDAR_TEXTS.spokenDate(date);
