import type { Translation } from '../language/translation';
import type { ASSESSMENT_TEXTS } from './assessment-texts';

/** Spanish twin of ASSESSMENT_TEXTS (glossary: src/ui/texts/GLOSSARY.es.md). */
export const ASSESSMENT_TEXTS_ES: Translation<typeof ASSESSMENT_TEXTS> = {
  defaultChargeName: 'Delito no encontrado',
  defaultChargeDate: 'Fecha no encontrada',
  chargeOfCount: (position: number, count: number): string => `Cargo ${position} de ${count}`,
  previous: 'Anterior',
  next: 'Siguiente',
  continueToNextCharge: 'Continuar al siguiente cargo',
  save: 'Guardar',

  ageAtOffense: 'La edad al momento del delito debe ser un número entero del 1 al 150',
  lastPositionRequired: 'El último puesto ocupado es obligatorio',
  isBondedRequired: 'Responda si está afianzado',
  paroleRequirementsRequired: 'Los requisitos de la libertad condicional son obligatorios',
  offenseTrainingRequired: 'La capacitación relacionada con el delito es obligatoria',
  substanceTrainingRequired: 'La capacitación sobre sustancias es obligatoria',
  additionalEffortRequired: 'El esfuerzo adicional es obligatorio',
  additionalInformationRequired: 'La información adicional es obligatoria',
  rehabilitationRequired: 'Elija al menos una opción de rehabilitación',
};
