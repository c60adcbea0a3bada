import type { Translation } from '../language/translation';
import type { QUESTION_TEXTS, SUBMIT_LABELS } from './messages';

export const QUESTION_TEXTS_ES: Translation<typeof QUESTION_TEXTS> = {
  headerWithIssuer: (issuer) => `${issuer} le solicita información`,
  headerWithLogo: 'le solicita información',
  headerAllSubmitted: 'Su información fue enviada',
  intro: (subject) => `Acción requerida para completar su ${subject}`,
  introDefaultSubject: 'perfil',
  legend: '* Información obligatoria',
  doThisLater: 'Hacerlo más tarde',
};

export const SUBMIT_LABELS_ES: Translation<typeof SUBMIT_LABELS> = {
  submitting: 'Enviando…',
  lastQuestion: 'Enviar y completar',
  continue: 'Continuar',
};
