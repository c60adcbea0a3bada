import type { Translation } from '../language/translation';
import type { POLLING_MESSAGES } from './messages';

export const POLLING_MESSAGES_ES: Translation<typeof POLLING_MESSAGES> = {
  answeredElsewhere:
    'Esta pregunta se acaba de responder en otro dispositivo. Envíe su respuesta para reemplazar esa, o elija Hacerlo más tarde.',
};
