import { catalogue } from '../../domain/language/translation';

/**
 * The chat widget's own words. Every text here is ours: spec 000 names the widget's parts but
 * gives no words for them (its texts, word for word, are CHAT_TEXTS in src/domain/chat/messages.ts).
 */
export const CHAT_UI_TEXTS = catalogue('CHAT_UI_TEXTS', {
  /** Ours: the floating button's name. */
  launcher: 'Chat with Evie',
  /** Ours: the minimise button's name. */
  minimise: 'Minimise the chat',
  /** Ours: the keyboard (and single-pointer) alternative to dragging the button to the other side. */
  moveTo: (side: 'left' | 'right'): string => `Move to the ${side}`,
  /** Ours: the send button. */
  send: 'Send',
  /** Ours: the list of messages. */
  messages: 'Messages',
  /** Ours: what a screen reader says for the typing indicator's dots. */
  typing: 'Evie is typing',
  /** Ours: the sender's name before each message, read by screen readers and announced with new ones. */
  sender: { agent: 'Evie', client: 'You' },
  /** Ours: the sender's name before a message's text, read by screen readers and announced with new ones ('Evie: '). */
  saidBy: (sender: string): string => `${sender}: `,
  /** Ours: the hint under the input. */
  sendHint: 'Ctrl+Enter sends',
} as const);
