import type { Clock } from '../../../application/ports/clock.port';
import { CLOCK } from '../../../application/ports/clock.port';
import type { CalendarDate } from '../../../domain/shared/calendar-date';
import { calendarDateOf } from '../../../domain/shared/calendar-date';
import { useInstance } from '../../app/resolver';

/** Today in the applicant's own time zone, from the Clock port (so tests fix the day). */
export function useToday(): CalendarDate {
  return calendarDateOf(new Date(useInstance<Clock>(CLOCK).now()));
}
