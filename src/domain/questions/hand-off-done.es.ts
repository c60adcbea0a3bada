import type { Translation } from '../language/translation';
import type { HAND_OFF_DONE_TEXTS } from './hand-off-done';

export const HAND_OFF_DONE_TEXTS_ES: Translation<typeof HAND_OFF_DONE_TEXTS> = {
  heading: 'Todo listo en este teléfono',
  goBack: 'Vuelva a su computadora para continuar.',
};
