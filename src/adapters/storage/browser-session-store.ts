import type { SessionStore } from '../../application/ports/session-store.port';

/** The part of the Web Storage API the store uses. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const PROBE_KEY = '__attest_probe__';

/** `sessionStorage` itself throws in some browsers when storage is disabled: read it guarded. */
function defaultStorage(): StorageLike | undefined {
  try {
    return (globalThis as { sessionStorage?: StorageLike }).sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * SessionStore over `window.sessionStorage`, as JSON. Availability is probed once by writing and
 * removing a key: private modes that refuse writes (or a missing API) make the store unavailable,
 * reads then give null and writes are dropped. Nothing here ever throws.
 */
export class BrowserSessionStore implements SessionStore {
  readonly available: boolean;
  private readonly storage: StorageLike | undefined;

  constructor(storage: StorageLike | undefined = defaultStorage()) {
    this.storage = storage;
    this.available = probe(storage);
  }

  /** A value that is missing or not JSON (written by something else) reads as null. */
  read(key: string): unknown {
    if (!this.available || !this.storage) return null;
    try {
      const text = this.storage.getItem(key);
      return text === null ? null : (JSON.parse(text) as unknown);
    } catch {
      return null;
    }
  }

  /** Spec is silent on a full storage: the write is dropped, like an unavailable store. */
  write(key: string, value: unknown): void {
    if (!this.available || !this.storage) return;
    try {
      const text = JSON.stringify(value);
      if (text === undefined) this.storage.removeItem(key);
      else this.storage.setItem(key, text);
    } catch {
      // Quota exceeded or a value JSON cannot hold: dropped, as the port promises.
    }
  }

  remove(key: string): void {
    if (!this.available || !this.storage) return;
    try {
      this.storage.removeItem(key);
    } catch {
      // Nothing to do: the port never throws.
    }
  }
}

function probe(storage: StorageLike | undefined): boolean {
  if (!storage) return false;
  try {
    storage.setItem(PROBE_KEY, '1');
    storage.removeItem(PROBE_KEY);
    return true;
  } catch {
    return false;
  }
}
