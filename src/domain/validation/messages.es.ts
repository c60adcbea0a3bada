import type { Translation } from '../language/translation';
import { BULK_EMAIL_TEXTS_ES } from './bulk-email.es';
import type { VALIDATION_MESSAGES } from './messages';

/** Spanish twin of VALIDATION_MESSAGES (glossary: src/ui/texts/GLOSSARY.es.md). */
export const VALIDATION_MESSAGES_ES: Translation<typeof VALIDATION_MESSAGES> = {
  ssn: 'El SSN debe tener 9 caracteres numéricos, p. ej., ###-##-####, y ser un SSN válido',
  invalidEmail: 'Correo electrónico no válido',
  required: 'Este valor es obligatorio',

  itin: 'El ITIN debe tener 9 caracteres numéricos, p. ej., 9##-##-####, y ser un ITIN válido',
  ein: 'El EIN debe tener 9 caracteres numéricos, p. ej., ##-####### o #########',
  // The English reuses FORM_MESSAGES.required and .phone: these must read as their Spanish twins.
  lettersDigitsHyphenSpace: 'Use solo letras, dígitos, guiones y espacios',
  stateRequired: 'El estado es obligatorio',
  stateUnknown: 'Elija un estado o territorio de EE. UU., o DC, por su código de dos letras',
  integer: 'Ingrese un número entero usando solo dígitos, sin ceros a la izquierda',
  integerTooLarge: 'Ingrese un número no mayor que 9007199254740991',
  dateRequired: 'La fecha es obligatoria',
  dateFormat: 'Ingrese la fecha como MM/DD/AAAA',
  dateNotReal: 'Ingrese una fecha que exista en el calendario',
  birthdayNotPast: 'La fecha de nacimiento debe ser anterior a hoy',
  dateNotFuture: 'La fecha debe ser hoy o posterior',
  mmc: 'El número de referencia MMC debe tener 7 dígitos',
  firstNameRequired: 'El nombre es obligatorio',
  lastNameRequired: 'El apellido es obligatorio',
  streetRequired: 'La dirección es obligatoria',
  cityRequired: 'La ciudad es obligatoria',
  postcodeRequired: 'El código postal es obligatorio',
  cprProviderRequired: 'El proveedor de RCP es obligatorio',
  cprProviderUnknown: 'Elija un proveedor de RCP de la lista',
  certIdRequired: 'El ID del certificado es obligatorio',
  // The provider keeps its own name, as the dropdown shows it (CPR_PROVIDERS).
  redCrossCertId: 'El ID del certificado de American Red Cross debe tener exactamente 6 caracteres',
  jurisdictionRequired: 'La jurisdicción es obligatoria',
  jurisdictionUnknown: 'Elija un estado o territorio de EE. UU., o DC, como jurisdicción',
  yearAdmitted: 'El año de admisión debe ser un año de 1900 a 2099',
  // Quotes the consent checkbox's Spanish label (CONSENT_TEXTS.acceptCheckbox).
  consentRequired: 'Marque "He leído y acepto esta divulgación" para continuar',
  statementRequired: 'Responda la declaración de veracidad',
  statementTextRequired: 'Falta el texto de la declaración de veracidad',
  certificationRequired: `Marque "${BULK_EMAIL_TEXTS_ES.certification}" para continuar`,
  booleanRequired: 'Elija Sí o No',
  optionRequired: 'Elija una de las opciones',
  optionsRequired: 'Elija al menos una de las opciones',
  filesRequired: 'Agregue al menos un archivo',
  selfieRequired: 'Tómese una selfi para continuar',
  academicRequired: 'Escriba y seleccione una institución conocida',
  utilityProviderRequired: 'Elija un proveedor de servicios públicos de la lista',
  usernameRequired: 'El nombre de usuario o correo electrónico es obligatorio',
  passwordRequired: 'La contraseña es obligatoria',
  idScanTypeNotAllowed: 'Elija uno de los tipos de documento ofrecidos',
  idScanPagesMissing: 'Capture cada página del documento',
};
