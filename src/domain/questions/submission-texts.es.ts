import type { Translation } from '../language/translation';
import type { SUBMISSION_TEXTS } from './submission-texts';

export const SUBMISSION_TEXTS_ES: Translation<typeof SUBMISSION_TEXTS> = {
  leaveWhileSubmitting: 'Sus datos aún no se han enviado. ¿Desea cancelar el envío?',
};
