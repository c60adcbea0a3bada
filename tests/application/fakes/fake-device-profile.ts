import type { DeviceProfile } from '../../../src/application/ports/device-profile.port';

export const DESKTOP_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
export const IPHONE_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

/** A device whose pointer can be changed by the test, telling its watchers as a browser would. */
export class FakeDeviceProfile implements DeviceProfile {
  private readonly listeners = new Set<() => void>();

  constructor(
    private agent = DESKTOP_AGENT,
    private hover = true,
    readonly facts: { webAssembly: boolean; cookies: boolean } = { webAssembly: true, cookies: true },
  ) {}

  hasWebAssembly(): boolean {
    return this.facts.webAssembly;
  }

  cookiesEnabled(): boolean {
    return this.facts.cookies;
  }

  userAgent(): string {
    return this.agent;
  }

  canHover(): boolean {
    return this.hover;
  }

  watch(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The primary pointer changes (a mouse plugged in or removed); watchers are told. */
  setHover(hover: boolean): void {
    this.hover = hover;
    for (const listener of [...this.listeners]) listener();
  }

  get watchers(): number {
    return this.listeners.size;
  }
}
