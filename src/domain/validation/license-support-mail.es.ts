import type { Translation } from '../language/translation';
import type { LICENSE_SUPPORT_MAIL_TEXTS } from './license-support-mail';

/** Spanish twin of LICENSE_SUPPORT_MAIL_TEXTS. */
export const LICENSE_SUPPORT_MAIL_TEXTS_ES: Translation<typeof LICENSE_SUPPORT_MAIL_TEXTS> = {
  subject: 'Problemas para enviar mi número de licencia',
  body: 'Tengo problemas para enviar mi número de licencia.',
  entry: (state: string, licenseId: string): string => `Estado: ${state}, ID de licencia: ${licenseId}`,
};
