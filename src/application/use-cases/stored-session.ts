import { CHAT_KEY } from '../../domain/chat/chat-storage-key';
import type { Session } from '../../domain/session/session';
import { parseStoredSession } from '../../domain/session/session';
import type { SessionStore } from '../ports/session-store.port';

/** Where the session lives in browser session storage (spec 000 §3). */
export const SESSION_KEY = 'attest.session';

/**
 * The session stored in browser session storage; null when there is none or it cannot be read.
 * A module of its own (no container, no service): the start script reads it too (early-start.ts).
 */
export function storedSessionIn(store: SessionStore): Session | null {
  const raw = store.read(SESSION_KEY);
  if (raw === null || raw === undefined) return null;
  const parsed = parseStoredSession(raw);
  return parsed.ok ? parsed.value : null;
}

/**
 * A local log out (the logout control, spec 000 §8's expired session): what the tab holds of the
 * session goes, the stored session and the chat with Evie (ASVS 14.3.1).
 */
export function forgetStoredSession(store: SessionStore): void {
  store.remove(SESSION_KEY);
  store.remove(CHAT_KEY);
}
