import type { SessionStore } from '../../../src/application/ports/session-store.port';

export class FakeSessionStore implements SessionStore {
  readonly entries = new Map<string, unknown>();
  constructor(readonly available = true) {}
  read(key: string): unknown {
    return this.available ? (this.entries.get(key) ?? null) : null;
  }
  write(key: string, value: unknown): void {
    if (this.available) this.entries.set(key, JSON.parse(JSON.stringify(value)));
  }
  remove(key: string): void {
    this.entries.delete(key);
  }
}
