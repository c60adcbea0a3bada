import type { CalendarDate } from '../domain/shared/calendar-date';
import { calendarDateOf, isCalendarDate } from '../domain/shared/calendar-date';
import { UsageError } from './usage-error';

/** --today YYYY-MM-DD, or the local calendar date now (the CLI is the edge that reads the clock). */
export function resolveToday(option: string | null, now: () => Date = () => new Date()): CalendarDate {
  if (option === null) return calendarDateOf(now());
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(option);
  const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [NaN, NaN, NaN];
  if (!isCalendarDate(year, month, day))
    throw new UsageError(`--today must be a real date as YYYY-MM-DD, not '${option}'`);
  return { year, month, day };
}
