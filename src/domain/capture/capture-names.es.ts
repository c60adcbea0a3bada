import type { Translation } from '../language/translation';
import type { CAPTURE_NAMES } from './capture-names';

export const CAPTURE_NAMES_ES: Translation<typeof CAPTURE_NAMES> = {
  selfie: 'Su selfi',
  passportPage: 'Página con foto de su pasaporte',
  idFront: 'Frente de su documento de identidad',
  idBack: 'Reverso de su documento de identidad',
  certificatePage: (page) => `Página ${page} de su certificado`,
};
