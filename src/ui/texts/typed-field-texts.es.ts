import type { Translation } from '../../domain/language/translation';
import type { TYPED_FIELD_TEXTS } from './typed-field-texts';

/**
 * TYPED_FIELD_TEXTS in Spanish (glossary: GLOSSARY.es.md; 'número de Seguro Social (SSN)', 'ITIN',
 * 'EIN', 'código postal'). The date hint keeps the US order the field takes (MM/DD/AAAA).
 */
export const TYPED_FIELD_TEXTS_ES: Translation<typeof TYPED_FIELD_TEXTS> = {
  ssn: 'Número de Seguro Social (SSN)',
  ssnHint: 'Formato: ###-##-####. También se acepta un ITIN (número de identificación personal del contribuyente).',
  showSsn: 'Mostrar el número de Seguro Social',
  ein: 'Número de identificación del empleador (EIN)',
  einHint: 'Formato: ##-#######',
  firstName: 'Nombre',
  middleName: 'Segundo nombre (opcional)',
  lastName: 'Apellido',
  pastFirstName: 'Nombre anterior',
  pastMiddleName: 'Segundo nombre anterior (opcional)',
  pastLastName: 'Apellido anterior',
  birthday: 'Fecha de nacimiento',
  date: 'Fecha',
  dateHint: 'Formato: MM/DD/AAAA',
  state: 'Estado',
  chooseState: 'Seleccione...',
  streetAddress: 'Dirección (calle y número)',
  city: 'Ciudad',
  zip: 'Código postal',
  mmc: 'Número de referencia MMC',
  mmcHint: '7 dígitos',
  answer: 'Su respuesta',
  email: 'Correo electrónico',
};
