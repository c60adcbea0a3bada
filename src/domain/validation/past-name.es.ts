import type { Translation } from '../language/translation';
import type { PAST_NAME_TEXTS } from './past-name';

/** Spanish twin of PAST_NAME_TEXTS. */
export const PAST_NAME_TEXTS_ES: Translation<typeof PAST_NAME_TEXTS> = {
  checkbox: 'Tengo un apellido de soltera o un nombre anterior que declarar',
};
