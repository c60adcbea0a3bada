import type { Translation } from '../../domain/language/translation';
import type { PROVIDER_FIELD_TEXTS } from './provider-field-texts';

/**
 * PROVIDER_FIELD_TEXTS in Spanish (glossary: GLOSSARY.es.md; 'cargo', 'delito', 'rehabilitación',
 * 'libertad condicional', 'libertad a prueba', 'evaluación individualizada').
 */
export const PROVIDER_FIELD_TEXTS_ES: Translation<typeof PROVIDER_FIELD_TEXTS> = {
  academicLabel: 'Institución',
  username: 'Nombre de usuario o correo electrónico',
  password: 'Contraseña',
  contactSupport: 'Contacte a soporte:',
  loadFailed: 'No pudimos cargar la lista. Inténtelo de nuevo.',
  retry: 'Intentar de nuevo',
  matchCount: (count) => (count === 1 ? '1 resultado' : `${count} resultados`),

  chargeName: 'Cargo',
  chargeDate: 'Fecha',
  chargeNavigator: 'Cargos',
  noCharges: 'No hay cargos que evaluar.',
  ageAtOffense: 'Edad en el momento del delito',
  lastPosition: 'Último puesto ocupado',
  cause: 'Circunstancias del delito (opcional)',
  isBonded: '¿Está afianzado?',
  yes: 'Sí',
  no: 'No',
  rehabilitation: 'Rehabilitación',
  rehabilitationOtherText: 'Otra rehabilitación',
  rehabilitationBoxes: {
    parole: 'Libertad condicional',
    probation: 'Libertad a prueba',
    education: 'Educación',
    training: 'Capacitación laboral',
    alcohol: 'Tratamiento por alcohol',
    drug: 'Tratamiento por drogas',
    other: 'Otra',
    none: 'Ninguna',
  },
  paroleRequirements: 'Requisitos de la libertad condicional',
  offenseTraining: 'Capacitación relacionada con el delito',
  substanceTraining: 'Capacitación sobre abuso de sustancias',
  additionalEffort: 'Otros esfuerzos de rehabilitación',
  additionalInformation: 'Información adicional',

  licenseState: 'Estado de la licencia',
  licenseId: 'Número de licencia',
};
