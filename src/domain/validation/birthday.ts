import type { CalendarDate } from '../shared/calendar-date';
import { compareDates } from '../shared/calendar-date';
import { VALIDATION_MESSAGES } from './messages';
import { parseUsDate } from './us-date';
import type { Verdict } from './verdict';
import { VALID, invalid } from './verdict';

/**
 * The birthday question (spec 001 §5.15): a real MM/dd/yyyy date strictly before today. "Before
 * now" is judged by calendar day, so someone born today cannot answer yet.
 */
export function validateBirthday(value: string, today: CalendarDate): Verdict {
  const parsed = parseUsDate(value);
  if (!parsed.ok) return invalid(parsed.error);
  return compareDates(parsed.value, today) < 0 ? VALID : invalid(VALIDATION_MESSAGES.birthdayNotPast);
}
