import type { StorageLike } from '../../../src/adapters/storage/browser-session-store';
import { BrowserSessionStore } from '../../../src/adapters/storage/browser-session-store';

/** An in-memory Web Storage, optionally refusing writes as Safari's old private mode did. */
class FakeStorage implements StorageLike {
  readonly items = new Map<string, string>();
  constructor(private readonly refuseWrites = false) {}
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    if (this.refuseWrites) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

describe('BrowserSessionStore', () => {
  it('writes values as JSON and reads them back', () => {
    const storage = new FakeStorage();
    const store = new BrowserSessionStore(storage);
    store.write('attest.session', { rprId: 'R1', enableReturn: true });
    expect(storage.items.get('attest.session')).toBe('{"rprId":"R1","enableReturn":true}');
    expect(store.read('attest.session')).toEqual({ rprId: 'R1', enableReturn: true });
    store.remove('attest.session');
    expect(store.read('attest.session')).toBeNull();
  });

  it('is available when a probe write succeeds, and leaves no probe behind', () => {
    const storage = new FakeStorage();
    expect(new BrowserSessionStore(storage).available).toBe(true);
    expect(storage.items.size).toBe(0);
  });

  it('is unavailable when the browser refuses writes, reading null and dropping writes', () => {
    const store = new BrowserSessionStore(new FakeStorage(true));
    expect(store.available).toBe(false);
    expect(() => store.write('attest.chat', { open: true })).not.toThrow();
    expect(store.read('attest.chat')).toBeNull();
    expect(() => store.remove('attest.chat')).not.toThrow();
  });

  it('is unavailable when there is no storage at all (node, or access refused)', () => {
    const store = new BrowserSessionStore(undefined);
    expect(store.available).toBe(false);
    expect(store.read('anything')).toBeNull();
  });

  it('never throws when reading throws (storage revoked after start)', () => {
    const storage = new FakeStorage();
    const store = new BrowserSessionStore(storage);
    storage.getItem = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(store.read('attest.session')).toBeNull();
  });

  it('reads a value that is not JSON as null', () => {
    const storage = new FakeStorage();
    storage.items.set('attest.session', '{not json');
    expect(new BrowserSessionStore(storage).read('attest.session')).toBeNull();
  });

  it('drops a write the storage cannot hold (quota) without throwing', () => {
    const storage = new FakeStorage();
    const store = new BrowserSessionStore(storage);
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    expect(() => store.write('attest.chat', { history: [] })).not.toThrow();
  });
});
