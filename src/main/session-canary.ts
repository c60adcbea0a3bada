import type { SessionStore } from '../application/ports/session-store.port';
import { SESSION_KEY } from '../application/use-cases/stored-session';

/** The stored session's canary, for the liveness calls' anti-forgery header. */
export function canaryOf(store: SessionStore): string | null {
  const stored = store.read(SESSION_KEY) as { readonly canary?: unknown } | null;
  return typeof stored?.canary === 'string' ? stored.canary : null;
}
