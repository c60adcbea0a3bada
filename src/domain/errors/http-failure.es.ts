import type { Translation } from '../language/translation';
import type { HTTP_MESSAGES } from './http-failure';

/** Spanish twin of HTTP_MESSAGES. */
export const HTTP_MESSAGES_ES: Translation<typeof HTTP_MESSAGES> = {
  cancelled: 'Problema de red: solicitud cancelada',
  noSession: 'No se estableció la sesión.',
  glsUnauthorized: 'No está autorizado para la operación seleccionada',
  glsNotFound: 'No se encontró el recurso solicitado',
  glsSessionExpired: 'Su sesión venció',
  invalidBusinessAddress:
    'La dirección que ingresó no coincide con ninguna dirección conocida. Ingrese la dirección del negocio tal como aparece en Google Maps.',
  unknownGlsServiceType: 'Tipo de servicio de GLS desconocido',
};
