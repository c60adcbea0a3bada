import type { Translation } from '../language/translation';
import type { REQUEST_STATUS_MESSAGES } from './messages';

/**
 * The status labels name the request's status ('estado'), so they agree with it: 'Completado',
 * 'Cancelado'. The expiry sentence's date is the glossary's ('29 de noviembre de 2026', DATE_TEXTS).
 */
export const REQUEST_STATUS_MESSAGES_ES: Translation<typeof REQUEST_STATUS_MESSAGES> = {
  alerts: {
    timeout: 'Esta verificación venció por falta de respuesta',
    processing: 'Su información se está verificando con fuentes oficiales',
    attemptsExceeded: 'Esta verificación alcanzó el número máximo de intentos',
    canceled: 'Esta verificación fue cancelada',
    complete: 'La verificación de su información se completó correctamente',
  },
  steps: {
    'request-sent': 'Solicitud enviada',
    'information-received': 'Información recibida',
    verification: 'Verificación',
    'results-sent': 'Resultados enviados',
  },
  notes: {
    noInformation: 'No se proporcionó información',
    canceled: 'Verificación cancelada',
  },
  storedStatusLabels: {
    new: 'Nuevo',
    pending: 'Pendiente',
    in_process: 'En curso',
    complete: 'Completado',
    timeout: 'Vencido',
  },
  stateLabels: {
    canceled: 'Cancelado',
    attemptsExceeded: 'Intentos agotados',
  },
  rules: {
    expiry: (days, on, expired) =>
      `Una solicitud de verificación vence ${days} días después de enviarse` +
      (on === null ? '.' : `: esta ${expired ? 'venció' : 'vence'} el ${on}.`),
    attempts: (attempts) =>
      `La verificación se intenta como máximo ${attempts === 2 ? 'dos' : attempts} veces; ` +
      'si no se puede completar, la solicitud se cancela automáticamente.',
  },
};
