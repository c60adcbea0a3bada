import type { Translation } from '../language/translation';
import type { STATEMENT_OF_TRUTH_TEXTS } from './statement-of-truth';

/** Spanish twin of STATEMENT_OF_TRUTH_TEXTS: an attestation, so faithful to the English word for word. */
export const STATEMENT_OF_TRUTH_TEXTS_ES: Translation<typeof STATEMENT_OF_TRUTH_TEXTS> = {
  defaultText:
    'Al enviar este formulario, doy fe de que la información aquí contenida es exacta y de que la póliza está activa y en regla',
};
