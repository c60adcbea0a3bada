import type { Translation } from '../../domain/language/translation';
import type { CHOICE_CONTROL_TEXTS } from './choice-control-texts';

/** CHOICE_CONTROL_TEXTS in Spanish (glossary: GLOSSARY.es.md). */
export const CHOICE_CONTROL_TEXTS_ES: Translation<typeof CHOICE_CONTROL_TEXTS> = {
  search: 'Buscar',
  clear: 'Borrar',
  selected: (labels) =>
    `${labels.length === 1 ? '1 opción seleccionada' : `${labels.length} opciones seleccionadas`}: ${labels.join(', ')}`,
  removeImage: 'Quitar',
  imagePreview: 'Imagen subida',
  imageLoaded: 'Imagen subida',
  imageUnreadable: 'No se pudo leer este archivo. Elija otro archivo.',
};
