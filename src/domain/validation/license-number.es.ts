import type { Translation } from '../language/translation';
import type { LICENSE_TEXTS } from './license-number';

/** Spanish twin of LICENSE_TEXTS (spec 001 §5.16). */
export const LICENSE_TEXTS_ES: Translation<typeof LICENSE_TEXTS> = {
  incorrectFormat: (example: string): string => `Formato incorrecto. P. ej., ${example}`,
  hint: (example: string): string => `P. ej., ${example}`,
  // The form layer's required message in Spanish (FORM_MESSAGES.required).
  required: 'Este campo es obligatorio',
};
