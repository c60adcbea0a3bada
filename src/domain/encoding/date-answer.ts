import type { CalendarDate } from '../shared/calendar-date';
import type { Result } from '../shared/result';
import { ok } from '../shared/result';
import { parseUsDate } from '../validation/us-date';

/** Spec 001 §3.3: a date answer is sent as year, month (1-12) and day. */
export interface DateAnswer {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

export const encodeCalendarDate = (date: CalendarDate): DateAnswer => ({
  year: date.year,
  month: date.month,
  day: date.day,
});

/** A date typed as MM/dd/yyyy; fails with the field message when it is not a real date in that format. */
export function encodeDateAnswer(value: string): Result<DateAnswer, string> {
  const parsed = parseUsDate(value);
  return parsed.ok ? ok(encodeCalendarDate(parsed.value)) : parsed;
}
