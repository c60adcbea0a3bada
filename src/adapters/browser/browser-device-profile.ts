import type { DeviceProfile } from '../../application/ports/device-profile.port';

/** The media query of a primary pointer that can hover (a mouse or trackpad). */
export const HOVER_QUERY = '(hover: hover)';

/** The parts of `window` the profile reads, so tests can hand it a fake. */
export interface DeviceWindow {
  readonly navigator?: { readonly userAgent?: string; readonly cookieEnabled?: boolean };
  readonly WebAssembly?: unknown;
  readonly matchMedia?: (query: string) => {
    readonly matches: boolean;
    addEventListener(type: 'change', listener: () => void): void;
    removeEventListener(type: 'change', listener: () => void): void;
  };
}

/**
 * The DeviceProfile over `window`: the user agent and matchMedia('(hover: hover)'), with its change
 * events. Nothing touches `window` until a method is called, so the container can build it in Node.
 *
 * Spec is silent on a browser without matchMedia (old, or a test runner): it is taken to hover, so
 * the user agent alone decides.
 */
export class BrowserDeviceProfile implements DeviceProfile {
  constructor(private readonly win: DeviceWindow = globalThis as unknown as DeviceWindow) {}

  userAgent(): string {
    return this.win.navigator?.userAgent ?? '';
  }

  hasWebAssembly(): boolean {
    return typeof this.win.WebAssembly === 'object' && this.win.WebAssembly !== null;
  }

  cookiesEnabled(): boolean {
    return this.win.navigator?.cookieEnabled !== false;
  }

  canHover(): boolean {
    return this.win.matchMedia?.(HOVER_QUERY).matches ?? true;
  }

  watch(listener: () => void): () => void {
    const query = this.win.matchMedia?.(HOVER_QUERY);
    query?.addEventListener('change', listener);
    return () => query?.removeEventListener('change', listener);
  }
}
