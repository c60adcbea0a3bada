import type { Translation } from '../language/translation';
import type { DELEGATION_MESSAGES } from './delegation-messages';

/** Spanish twin of DELEGATION_MESSAGES (spec 000 §8). */
export const DELEGATION_MESSAGES_ES: Translation<typeof DELEGATION_MESSAGES> = {
  noSession: 'No pudimos enviar un mensaje de texto. Actualice la página.',
  badNumber: 'No pudimos enviar un mensaje de texto. Revise su número de teléfono.',
  limitReached: 'Ya enviamos un mensaje de texto. Si no lo ve, actualice la página.',
  success: 'Revise su teléfono: acabamos de enviarle un mensaje de texto.',
  failure:
    'No se envió el mensaje de texto. Inténtelo de nuevo en unos minutos o abra el enlace del correo electrónico de verificación directamente en un dispositivo móvil. Si el problema continúa, comuníquese con soporte',
};
