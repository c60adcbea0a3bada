import type { Translation } from '../../domain/language/translation';
import type { CHAT_UI_TEXTS } from './chat-texts';

/** CHAT_UI_TEXTS in Spanish (glossary: GLOSSARY.es.md; Evie is a name and stays). */
export const CHAT_UI_TEXTS_ES: Translation<typeof CHAT_UI_TEXTS> = {
  launcher: 'Chatear con Evie',
  minimise: 'Minimizar el chat',
  moveTo: (side: 'left' | 'right'): string => (side === 'left' ? 'Mover a la izquierda' : 'Mover a la derecha'),
  send: 'Enviar',
  messages: 'Mensajes',
  typing: 'Evie está escribiendo',
  sender: { agent: 'Evie', client: 'Usted' },
  saidBy: (sender: string): string => `${sender}: `,
  sendHint: 'Ctrl+Enter para enviar',
};
