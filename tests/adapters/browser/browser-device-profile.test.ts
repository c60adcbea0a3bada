import type { DeviceWindow } from '../../../src/adapters/browser/browser-device-profile';
import { BrowserDeviceProfile, HOVER_QUERY } from '../../../src/adapters/browser/browser-device-profile';

/** A window whose '(hover: hover)' answer can change, firing 'change' as a browser does. */
function fakeWindow(userAgent: string | undefined, hover: boolean) {
  const listeners = new Set<() => void>();
  const queries: string[] = [];
  const query = {
    get matches() {
      return hover;
    },
    addEventListener: (_type: 'change', listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: 'change', listener: () => void) => listeners.delete(listener),
  };
  const win: DeviceWindow = {
    navigator: userAgent === undefined ? undefined : { userAgent },
    matchMedia: (text: string) => {
      queries.push(text);
      return query;
    },
  };
  return {
    win,
    queries,
    listeners,
    setHover(value: boolean) {
      hover = value;
      for (const listener of [...listeners]) listener();
    },
  };
}

describe('BrowserDeviceProfile', () => {
  it('reads the user agent and whether the primary pointer hovers', () => {
    const { win, queries } = fakeWindow('Mozilla/5.0 (iPhone)', false);
    const profile = new BrowserDeviceProfile(win);
    expect(profile.userAgent()).toBe('Mozilla/5.0 (iPhone)');
    expect(profile.canHover()).toBe(false);
    expect(queries).toEqual([HOVER_QUERY]);
    expect(HOVER_QUERY).toBe('(hover: hover)');
  });

  it('tells a watcher when the pointer changes, until it stops watching', () => {
    const fake = fakeWindow('Mozilla/5.0 (X11)', true);
    const profile = new BrowserDeviceProfile(fake.win);
    const told = jest.fn();
    const unwatch = profile.watch(told);
    fake.setHover(false);
    expect(told).toHaveBeenCalledTimes(1);
    expect(profile.canHover()).toBe(false);
    unwatch();
    expect(fake.listeners.size).toBe(0);
  });

  it('takes a browser without matchMedia or a user agent to be a desktop that hovers', () => {
    const profile = new BrowserDeviceProfile({});
    expect(profile.userAgent()).toBe('');
    expect(profile.canHover()).toBe(true);
    expect(() => profile.watch(() => undefined)()).not.toThrow();
  });
});

describe('BrowserDeviceProfile browser facts', () => {
  it('reports WebAssembly only when the global exists', () => {
    expect(new BrowserDeviceProfile({ WebAssembly: {} }).hasWebAssembly()).toBe(true);
    expect(new BrowserDeviceProfile({}).hasWebAssembly()).toBe(false);
  });

  it('reports cookies refused only when the browser says so', () => {
    expect(new BrowserDeviceProfile({ navigator: { cookieEnabled: false } }).cookiesEnabled()).toBe(false);
    expect(new BrowserDeviceProfile({ navigator: { cookieEnabled: true } }).cookiesEnabled()).toBe(true);
    expect(new BrowserDeviceProfile({}).cookiesEnabled()).toBe(true);
  });
});
