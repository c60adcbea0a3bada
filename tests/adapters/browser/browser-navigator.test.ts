import type { BrowserWindow } from '../../../src/adapters/browser/browser-navigator';
import { BrowserNavigator } from '../../../src/adapters/browser/browser-navigator';

/** A window that records where it was sent and which leave-page listeners it holds. */
function fakeWindow() {
  const listeners = new Set<(event: BeforeUnloadEvent) => void>();
  const log = { assigned: [] as string[], reloads: 0 };
  const win: BrowserWindow = {
    location: {
      origin: 'https://attest.example',
      host: 'attest.example',
      pathname: '/overview',
      search: '?rprId=R1',
      assign: (url) => log.assigned.push(url),
      reload: () => (log.reloads += 1),
    },
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
  };
  const leave = () => {
    const event = { defaultPrevented: false, returnValue: '' } as { defaultPrevented: boolean; returnValue: unknown };
    const unload = Object.assign(event, { preventDefault: () => (event.defaultPrevented = true) });
    listeners.forEach((listener) => listener(unload as unknown as BeforeUnloadEvent));
    return event;
  };
  return { win, log, listeners, leave };
}

describe('BrowserNavigator', () => {
  it('routes in-app paths through the registered router', () => {
    const { win, log } = fakeWindow();
    const navigator = new BrowserNavigator(win);
    const routed: unknown[] = [];
    navigator.useRouter((path, options) => routed.push([path, options]));
    navigator.go('/question/core-ssn');
    navigator.go('/status', { replace: true });
    expect(routed).toEqual([
      ['/question/core-ssn', { replace: false }],
      ['/status', { replace: true }],
    ]);
    expect(log.assigned).toEqual([]);
  });

  it('loads the path as a page while no router is registered', () => {
    const { win, log } = fakeWindow();
    const navigator = new BrowserNavigator(win);
    navigator.useRouter(() => undefined);
    navigator.useRouter(null);
    navigator.go('/overview');
    expect(log.assigned).toEqual(['/overview']);
  });

  it('never leaves the app through go', () => {
    const { win, log } = fakeWindow();
    const navigator = new BrowserNavigator(win);
    navigator.go('//evil.example/x');
    navigator.go('https://evil.example');
    navigator.go('javascript:alert(1)');
    expect(log.assigned).toEqual([]);
  });

  it('redirects only to http(s) addresses', () => {
    const { win, log } = fakeWindow();
    const navigator = new BrowserNavigator(win);
    navigator.redirect('https://relying.example/continue?x=1');
    navigator.redirect('javascript:alert(document.cookie)');
    navigator.redirect('  JaVaScRiPt:alert(1)');
    navigator.redirect('/relative');
    navigator.redirect('data:text/html,<script>alert(1)</script>');
    expect(log.assigned).toEqual(['https://relying.example/continue?x=1']);
  });

  it('reloads the page', () => {
    const { win, log } = fakeWindow();
    new BrowserNavigator(win).reload();
    expect(log.reloads).toBe(1);
  });

  it('asks before leaving while guarded, and stops asking once cleared', () => {
    const { win, listeners, leave } = fakeWindow();
    const navigator = new BrowserNavigator(win);
    navigator.guardLeaving('Your answers are being submitted.');
    navigator.guardLeaving('Still submitting.');
    expect(listeners.size).toBe(1);
    expect(leave()).toEqual({
      defaultPrevented: true,
      returnValue: 'Still submitting.',
      preventDefault: expect.any(Function),
    });

    navigator.guardLeaving(null);
    expect(listeners.size).toBe(0);
    expect(leave().defaultPrevented).toBe(false);
  });

  it('reports the current location', () => {
    expect(new BrowserNavigator(fakeWindow().win).location()).toEqual({
      origin: 'https://attest.example',
      host: 'attest.example',
      pathname: '/overview',
      search: '?rprId=R1',
    });
  });

  it('touches no window when built, so it can be built outside a browser', () => {
    expect(() => new BrowserNavigator()).not.toThrow();
  });
});

describe('BrowserNavigator.openedAddress', () => {
  const withEntries = (entries: () => readonly { name: string }[]): BrowserWindow => ({
    ...fakeWindow().win,
    performance: { getEntriesByType: entries },
  });

  it('is the address the document was loaded from (its navigation entry), whatever the address bar shows now', () => {
    const opened = 'https://attest.example/?rprId=R1&canary=c4n';
    expect(new BrowserNavigator(withEntries(() => [{ name: opened }])).openedAddress()).toBe(opened);
  });

  it('is null where the browser cannot tell', () => {
    expect(new BrowserNavigator(fakeWindow().win).openedAddress()).toBeNull();
    expect(new BrowserNavigator(withEntries(() => [])).openedAddress()).toBeNull();
    const throwing = withEntries(() => {
      throw new Error('not supported');
    });
    expect(new BrowserNavigator(throwing).openedAddress()).toBeNull();
  });
});
