import type { Translation } from '../language/translation';
import type { FORM_LABELS, FORM_MESSAGES } from './messages';

/** The form messages in Spanish; the placeholders in braces are the English ones, filled by formMessage. */
export const FORM_MESSAGES_ES: Translation<typeof FORM_MESSAGES> = {
  required: 'Este campo es obligatorio',
  unknown: 'Este campo no es válido',
  email: 'Ingrese un correo electrónico válido',
  notEmail: '{fieldName} no puede ser un correo electrónico',
  number: 'Ingrese solo números (p. ej., 123)',
  integer: 'Ingrese solo números enteros (p. ej., 123)',
  minimum: 'El valor no puede ser menor que {minimum}',
  maximum: 'El valor no puede ser mayor que {maximum}',
  multipleOf: 'El valor debe ser múltiplo de {multipleOf}',
  phone: 'Ingrese un número de teléfono válido',
  textTooShort: 'El texto ingresado es demasiado corto',
  textTooLong: 'El texto ingresado es demasiado largo',
  imageTooBig: 'La imagen proporcionada es demasiado grande',
};

/**
 * The form layer's labels in Spanish. The capitals of 'ADD', 'SELECT ALL' and 'CLEAR' are kept as
 * the spec writes them; the date placeholder is the glossary's MM/DD/AAAA (the order stays the
 * US one: what the applicant types is read as month/day/year in every language).
 */
export const FORM_LABELS_ES: Translation<typeof FORM_LABELS> = {
  required: '(Obligatorio)',
  addItem: 'AGREGAR',
  colorHint: 'Color HEX (p. ej., #3ab4fc)',
  datePlaceholder: 'MM/DD/AAAA',
  yes: 'Sí',
  no: 'No',
  imageProcessing: 'Procesando...',
  imageUpload: 'Subir',
  imageReplace: 'Reemplazar',
  imageNone: 'No se subió ningún archivo',
  richTextPlaceholder: 'Escriba el texto aquí',
  noResults: 'Sin resultados',
  selectAll: 'SELECCIONAR TODO',
  clear: 'BORRAR',
  cancel: 'Cancelar',
  apply: 'Aplicar',
  thisField: 'Este campo',
};
