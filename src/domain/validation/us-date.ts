import type { CalendarDate } from '../shared/calendar-date';
import { isCalendarDate } from '../shared/calendar-date';
import type { Result } from '../shared/result';
import { err, ok } from '../shared/result';
import { VALIDATION_MESSAGES } from './messages';

/**
 * Reads a date typed in the question format MM/dd/yyyy (spec 001 §9); surrounding whitespace is
 * ignored. The error is the message the field shows. Spec is silent on year 0000: it is refused,
 * as there is no year zero on the calendar people use.
 */
export function parseUsDate(value: string): Result<CalendarDate, string> {
  const trimmed = value.trim();
  if (trimmed === '') return err(VALIDATION_MESSAGES.dateRequired);
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(trimmed);
  if (!match) return err(VALIDATION_MESSAGES.dateFormat);
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year === 0 || !isCalendarDate(year, month, day)) return err(VALIDATION_MESSAGES.dateNotReal);
  return ok({ year, month, day });
}

/** A date in the question format MM/dd/yyyy (spec 001 §9), as a date picker fills the question's input. */
export const usDateOf = (date: CalendarDate): string =>
  `${String(date.month).padStart(2, '0')}/${String(date.day).padStart(2, '0')}/${String(date.year).padStart(4, '0')}`;
