import type { Translation } from '../language/translation';
import type { DOCUMENT_GROUPING_TEXTS } from './document-grouping';

export const DOCUMENT_GROUPING_TEXTS_ES: Translation<typeof DOCUMENT_GROUPING_TEXTS> = {
  defaultTitle: 'Verificación de documentos',
};
