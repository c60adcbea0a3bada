import type { Translation } from '../language/translation';
import type { CHAT_TEXTS } from './messages';

/** Spanish twin of CHAT_TEXTS (glossary: src/ui/texts/GLOSSARY.es.md). Evie is a name: never translated. */
export const CHAT_TEXTS_ES: Translation<typeof CHAT_TEXTS> = {
  greeting: '¡Hola, soy Evie! ¿Necesita ayuda?',
  title: 'Chat con Evie - Asistente virtual',
  placeholder: 'Escriba su mensaje',
  welcome: '¡Hola! Soy Evie, su asistente virtual. ¿En qué puedo ayudarle?',
  failure:
    'En este momento fui por un café y no estoy en mi escritorio. No se preocupe, ¡vuelvo pronto! Mientras tanto, comuníquese con soporte si tiene preguntas o inquietudes inmediatas.',
  viewMore: 'Ver más',
  ellipsis: '...',
};
