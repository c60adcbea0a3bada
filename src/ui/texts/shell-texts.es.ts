import type { Translation } from '../../domain/language/translation';
import type { SHELL_TEXTS } from './shell-texts';

/** SHELL_TEXTS in Spanish (glossary: GLOSSARY.es.md). */
export const SHELL_TEXTS_ES: Translation<typeof SHELL_TEXTS> = {
  pleaseWait: 'Espere, por favor...',
  poweredBy: 'Con la tecnología de',
  learnMore: 'Más información',
  privacyPolicy: 'Política de privacidad',
  terms: 'Términos',
  logout: 'Cerrar sesión',
  stayWhileSending: 'Permanezca en esta página hasta que se envíe su información.',
  close: 'Cerrar',
  skipToContent: 'Saltar al contenido principal',
  questionsList: 'Preguntas',
  returnLink: 'Volver',
  required: 'obligatorio',
  completed: 'completado',
  completedTile: (title: string, required: boolean): string =>
    `${title}${required ? ' (obligatorio)' : ''}, completado`,
  logoOf: (issuer: string): string => `Logotipo de ${issuer}`,
  choose: 'Seleccione...',
};
