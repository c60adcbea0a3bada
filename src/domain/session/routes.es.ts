import type { Translation } from '../language/translation';
import type { ROUTE_TITLES } from './routes';

export const ROUTE_TITLES_ES: Translation<typeof ROUTE_TITLES> = {
  overview: 'Resumen',
  question: 'Pregunta',
  checkout: 'Pago',
  thankYou: 'Gracias',
  status: 'Estado',
  welcome: 'Bienvenido',
  error: 'Error',
  loggedOut: 'Sesión cerrada',
};
