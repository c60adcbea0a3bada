import type { Translation } from '../../domain/language/translation';
import PHONE_COUNTRY_NAMES_ES from 'react-phone-number-input/locale/es';
import type { CHOICE_FIELD_TEXTS } from './choice-field-texts';

/**
 * The 'or' of a list: 'o', which Spanish spelling makes 'u' before a word that starts with the
 * sound 'o' ('California, Minnesota u Oklahoma').
 */
const or = (next: string): string => (/^h?o/i.test(next) ? 'u' : 'o');

/**
 * CHOICE_FIELD_TEXTS in Spanish (glossary: GLOSSARY.es.md). The default FCRA disclosure and
 * authorization and the biometric consent are legal texts: translated faithfully, with the FCRA's
 * own Spanish terms ('informe del consumidor', 'agencia de informes del consumidor').
 */
export const CHOICE_FIELD_TEXTS_ES: Translation<typeof CHOICE_FIELD_TEXTS> = {
  phone: 'Número de teléfono',
  phoneCountry: 'País',
  phoneCountryNames: () => PHONE_COUNTRY_NAMES_ES,
  cprProvider: 'Proveedor de RCP (CPR)',
  cprChooseProvider: 'Elija un proveedor',
  certId: 'ID del certificado',
  jurisdiction: 'Jurisdicción',
  chooseJurisdiction: 'Elija una jurisdicción',
  yearAdmitted: 'Año de admisión',
  yearAdmittedHint: 'Cuatro dígitos, p. ej., 2012',
  licenseNumber: 'Número de licencia (opcional)',
  emails: 'Correos electrónicos',
  emailsHint:
    'Presione Enter, o escriba una coma, un espacio o un punto y coma, después de cada dirección. Puede pegar una lista.',
  removeEmail: (email) => `Quitar ${email}`,
  invalidEmailChip: 'Correo electrónico no válido',
  yes: 'Sí',
  no: 'No',
  chooseOption: 'Seleccione...',
  answer: 'Respuesta',
  policyNumber: 'Número de póliza',
  defaultDisclosure:
    'Podemos obtener un informe del consumidor sobre usted (una verificación de antecedentes) de una agencia de informes del consumidor con el fin de evaluar su solicitud. El informe puede incluir información sobre su identidad, empleo, educación, licencias y antecedentes penales.',
  defaultAuthorization:
    'Al marcar la casilla a continuación, autorizo la obtención de un informe del consumidor sobre mí, según se describe en esta divulgación, ahora y, cuando la ley lo permita, en cualquier momento mientras mi solicitud o mi contratación esté activa.',
  biometricHeading: 'Consentimiento para datos biométricos',
  biometricConsent:
    'Doy mi consentimiento para la recopilación y el uso de mi geometría facial a partir de las fotos que proporcione, solo para verificar mi identidad para esta solicitud. No se conserva más tiempo del necesario para ese fin o del que exija la ley.',
  freeCopyNotice: (states) => {
    const last = states[states.length - 1] ?? '';
    const list = states.length > 1 ? `${states.slice(0, -1).join(', ')} ${or(last)} ${last}` : last;
    return `Solicitantes de ${list}: puede solicitar una copia gratuita de cualquier informe del consumidor que se obtenga sobre usted.`;
  },
};
