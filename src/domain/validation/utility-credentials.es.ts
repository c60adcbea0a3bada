import type { Translation } from '../language/translation';
import type { UTILITY_TEXTS } from './utility-credentials';

/** Spanish twin of UTILITY_TEXTS (spec 001 §2.1). */
export const UTILITY_TEXTS_ES: Translation<typeof UTILITY_TEXTS> = {
  autocompleteLabel: 'Proveedores de servicios públicos',
  unavailable: 'Lo sentimos, este proveedor de servicios públicos no está disponible',
  submit: 'Autorizar',
};
