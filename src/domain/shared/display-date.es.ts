import { format } from 'date-fns';
import { es } from 'date-fns/locale/es';
import type { Translation } from '../language/translation';
import type { CalendarDate } from './calendar-date';
import type { DATE_TEXTS } from './display-date';

/** The local midnight of a calendar date, for date-fns (setFullYear keeps years below 100 as written). */
export function localDateOf(date: CalendarDate): Date {
  const instant = new Date(2000, 0, 1);
  instant.setFullYear(date.year, date.month - 1, date.day);
  return instant;
}

/**
 * The glossary's date in running text, '29 de noviembre de 2026', on the status page and in the
 * questions alike: a numeric 3/4/2026 reads as April 3 to most Spanish readers.
 */
export const DATE_TEXTS_ES: Translation<typeof DATE_TEXTS> = {
  display: (date) => format(localDateOf(date), "d 'de' MMMM 'de' yyyy", { locale: es }),
};
