import type { Translation } from '../language/translation';
import type { BULK_EMAIL_TEXTS } from './bulk-email';

/** Spanish twin of BULK_EMAIL_TEXTS. */
export const BULK_EMAIL_TEXTS_ES: Translation<typeof BULK_EMAIL_TEXTS> = {
  certification: 'Certifico que la información anterior es completa y exacta.',
  clearEmails: 'Borrar correos',
};
