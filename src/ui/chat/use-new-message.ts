import { useState } from 'react';
import type { ChatMessage } from '../../domain/chat/chat-message';

/**
 * The newest message if it arrived while this component was mounted, else null: what the chat's
 * live region announces. The history already there on mount (restored after a reload, or from an
 * earlier question screen) is never announced again, and each new message replaces the last, so
 * every message is announced once and the history is never re-read.
 */
export function useNewMessage(messages: readonly ChatMessage[]): ChatMessage | null {
  const [baseline] = useState(() => messages.at(-1)?.id ?? null);
  const newest = messages.at(-1) ?? null;
  return newest === null || newest.id === baseline ? null : newest;
}
