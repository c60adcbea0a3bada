import type { Translation } from '../../domain/language/translation';
import type { ISSUER_HTML_TEXTS } from './issuer-html-texts';

/** ISSUER_HTML_TEXTS in Spanish (glossary: GLOSSARY.es.md). */
export const ISSUER_HTML_TEXTS_ES: Translation<typeof ISSUER_HTML_TEXTS> = {
  opensInNewTab: '(se abre en una pestaña nueva)',
};
