/**
 * Browser session storage (spec 000 §3: the session and the chat state live there). When the
 * browser refuses storage (private mode, disabled), `available` is false, reads give null and
 * writes are dropped: the app keeps working and shows the permanent warning instead.
 * Never store answer values here.
 */
export interface SessionStore {
  readonly available: boolean;
  read(key: string): unknown;
  write(key: string, value: unknown): void;
  remove(key: string): void;
}

export const SESSION_STORE = Symbol.for('SessionStore');
