import { format } from 'date-fns';
import { es } from 'date-fns/locale/es';
import type { Translation } from '../language/translation';
import { localDateOf } from '../shared/display-date.es';
import type { CALENDAR_TEXTS } from './calendar-month';

/** A text that stands alone (a heading, a label) takes a capital, as the glossary's sentence case. */
const capitalised = (text: string): string => text.charAt(0).toLocaleUpperCase('es') + text.slice(1);

/**
 * The date picker in Spanish: weekday and month names from date-fns' Spanish locale, capitalised
 * where they stand alone (a column, the heading, a day's label), the date as a Spanish reader says
 * it ('martes, 4 de marzo de 2025').
 */
export const CALENDAR_TEXTS_ES: Translation<typeof CALENDAR_TEXTS> = {
  weekdays: ['Domingo', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado'],
  monthHeading: (year, month) =>
    capitalised(format(localDateOf({ year, month, day: 1 }), "LLLL 'de' yyyy", { locale: es })),
  spokenDate: (date) => capitalised(format(localDateOf(date), "EEEE, d 'de' MMMM 'de' yyyy", { locale: es })),
};
