import type { Translation } from '../language/translation';
import type { ERROR_ACTION_TEXTS } from './error-actions';

/** Spanish twin of ERROR_ACTION_TEXTS. */
export const ERROR_ACTION_TEXTS_ES: Translation<typeof ERROR_ACTION_TEXTS> = {
  sessionExpiredSnackbar: 'Su sesión venció. Vuelva a iniciar sesión.',
};
