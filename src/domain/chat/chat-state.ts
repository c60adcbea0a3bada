import type { Result } from '../shared/result';
import { err, ok } from '../shared/result';
import { isJsonObject } from '../shared/json-fields';
import { chatInputToSend } from './chat-input';
import type { ChatMessage, ChatParty, FixedChatMessage } from './chat-message';
import { CHAT_TEXTS } from './messages';

export type ChatPosition = 'left' | 'right';

/** What the chat keeps in browser session storage (spec 000 §3). */
export interface ChatState {
  readonly open: boolean;
  readonly sessionId: string;
  readonly history: readonly ChatMessage[];
  /** The greeting bubble was already shown in this browser session. */
  readonly greeted: boolean;
  readonly position: ChatPosition;
}

/** A new message's identity, supplied by the caller: the domain makes no ids and reads no clock. */
export interface MessageStamp {
  readonly id: string;
  readonly now: number;
}

/** Spec is silent on the starting side: the right, where floating help buttons usually sit. */
export const initialChatState = (sessionId: string): ChatState => ({
  open: false,
  sessionId,
  history: [],
  greeted: false,
  position: 'right',
});

const message = (party: ChatParty, content: string, stamp: MessageStamp): ChatMessage => ({
  id: stamp.id,
  content,
  party,
  createdAt: stamp.now,
});

/** One of Evie's fixed messages: its text is shown from CHAT_TEXTS (messageText), in the page's language. */
const fixedMessage = (fixed: FixedChatMessage, stamp: MessageStamp): ChatMessage => ({
  ...message('agent', CHAT_TEXTS[fixed], stamp),
  fixed,
});

/** The text a message shows: a fixed message's in the current language, any other as written. */
export const messageText = (chat: ChatMessage): string =>
  chat.fixed === undefined ? chat.content : CHAT_TEXTS[chat.fixed];

/** Opening adds the welcome message when the history is empty (spec 000 §4 Chat). */
export const openChat = (state: ChatState, stamp: MessageStamp): ChatState => ({
  ...state,
  open: true,
  history: state.history.length === 0 ? [fixedMessage('welcome', stamp)] : state.history,
});

export const minimiseChat = (state: ChatState): ChatState => ({ ...state, open: false });

export const markGreeted = (state: ChatState): ChatState => ({ ...state, greeted: true });

/** Adds what the applicant typed, trimmed; null when it is blank and nothing may be sent. */
export function addClientMessage(state: ChatState, typed: string, stamp: MessageStamp): ChatState | null {
  const content = chatInputToSend(typed);
  return content === null ? null : { ...state, history: [...state.history, message('client', content, stamp)] };
}

/** The agent's answer (answer.content), or the away text when the request failed (spec 000 §4). */
export const addAgentReply = (
  state: ChatState,
  reply: { readonly ok: true; readonly content: string } | { readonly ok: false },
  stamp: MessageStamp,
): ChatState => ({
  ...state,
  history: [...state.history, reply.ok ? message('agent', reply.content, stamp) : fixedMessage('failure', stamp)],
});

/** The side the button lands on after a drag: the half of the screen it was dropped in. */
export const sideAfterDrag = (dropX: number, viewportWidth: number): ChatPosition =>
  dropX < viewportWidth / 2 ? 'left' : 'right';

function parseMessage(raw: unknown, path: string): Result<ChatMessage, string> {
  if (!isJsonObject(raw)) return err(`${path} must be an object`);
  const { id, content, party, createdAt, fixed } = raw;
  if (typeof id !== 'string') return err(`${path}.id must be a string`);
  if (typeof content !== 'string') return err(`${path}.content must be a string`);
  if (party !== 'agent' && party !== 'client') return err(`${path}.party must be 'agent' or 'client'`);
  if (typeof createdAt !== 'number' || !Number.isFinite(createdAt)) return err(`${path}.createdAt must be a number`);
  // A state stored before fixed messages were marked, or with a mark this version does not know,
  // shows its content as written.
  const known = party === 'agent' && (fixed === 'welcome' || fixed === 'failure');
  return ok(known ? { id, content, party, createdAt, fixed } : { id, content, party, createdAt });
}

/** Reads the stored chat state back; it may be stale, from an older version, or tampered with. */
export function parseChatState(raw: unknown): Result<ChatState, string> {
  if (!isJsonObject(raw)) return err('the chat state must be an object');
  const { open, sessionId, history, greeted, position } = raw;
  if (typeof open !== 'boolean') return err('open must be true or false');
  if (typeof sessionId !== 'string' || sessionId === '') return err('sessionId must be a non-empty string');
  if (!Array.isArray(history)) return err('history must be a list');
  if (typeof greeted !== 'boolean') return err('greeted must be true or false');
  if (position !== 'left' && position !== 'right') return err("position must be 'left' or 'right'");
  const messages: ChatMessage[] = [];
  for (const [index, item] of history.entries()) {
    const parsed = parseMessage(item, `history[${index}]`);
    if (!parsed.ok) return parsed;
    messages.push(parsed.value);
  }
  return ok({ open, sessionId, history: messages, greeted, position });
}
