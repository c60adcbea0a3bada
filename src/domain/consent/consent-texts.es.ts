import type { Translation } from '../language/translation';
import type { CONSENT_TEXTS } from './consent-texts';

/**
 * The background-check consent in Spanish, faithful to the spec's words (a legal text: no looser),
 * in the glossary's terms ('divulgación', 'autorización', 'verificación de antecedentes').
 */
export const CONSENT_TEXTS_ES: Translation<typeof CONSENT_TEXTS> = {
  heading: 'Divulgación y autorización para la verificación de antecedentes',
  defaultDisclosureHeading: 'DECLARACIÓN DE DIVULGACIÓN AL SOLICITANTE',
  acceptCheckbox: 'He leído y acepto esta divulgación',
  submit: 'Autorizar',
  freeCopyCheckbox: 'Deseo recibir una copia gratuita del informe',
};
