import type { Translation } from '../../domain/language/translation';
import type { STATUS_EVENT_TEXTS } from './status-event-texts';

/** STATUS_EVENT_TEXTS in Spanish (glossary: GLOSSARY.es.md). */
export const STATUS_EVENT_TEXTS_ES: Translation<typeof STATUS_EVENT_TEXTS> = {
  event: {
    'relyingparty-initiated': 'La organización envió la solicitud',
    'idowner-accepted': 'Usted aceptó la solicitud',
    'idowner-declined': 'Usted rechazó la solicitud',
    'idowner-error': 'Algo salió mal con su envío',
    'idowner-requested_attribute_review': 'Usted pidió una revisión de su información',
    'relyingparty-terminated': 'La organización terminó la solicitud',
  },
  line: (text: string, date: string | null): string => (date === null ? `${text}.` : `${text} el ${date}.`),
};
