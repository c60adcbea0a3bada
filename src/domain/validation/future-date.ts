import type { CalendarDate } from '../shared/calendar-date';
import { compareDates } from '../shared/calendar-date';
import { VALIDATION_MESSAGES } from './messages';
import { parseUsDate } from './us-date';
import type { Verdict } from './verdict';
import { VALID, invalid } from './verdict';

/** Expiry-style dates (future-date, insurance expiration; spec 001 §5.15): a real date, today or later. */
export function validateFutureDate(value: string, today: CalendarDate): Verdict {
  const parsed = parseUsDate(value);
  if (!parsed.ok) return invalid(parsed.error);
  return compareDates(parsed.value, today) >= 0 ? VALID : invalid(VALIDATION_MESSAGES.dateNotFuture);
}
