import type { BrowserWindow } from '../../../src/adapters/browser/browser-navigator';
import { BrowserNavigator } from '../../../src/adapters/browser/browser-navigator';

/**
 * A window that records where it was sent and which leave-page listeners it holds, with a history
 * of entries the way react-router writes them (state.idx); Back and Forward fire popstate to the
 * capturing listeners first, then to the others (the router's), as browsers do at the window.
 */
function fakeWindow() {
  const listeners = new Set<(event: BeforeUnloadEvent) => void>();
  const popListeners: { listener: (event: PopStateEvent) => void; capture: boolean }[] = [];
  const log = { assigned: [] as string[], reloads: 0, routerHeard: [] as unknown[] };
  const entries: { state: unknown; url: string }[] = [
    { state: { idx: 0 }, url: '/overview' },
    { state: { idx: 1 }, url: '/question/core-ssn' },
  ];
  let at = 1;
  const pending: number[] = [];
  const win: BrowserWindow = {
    location: {
      origin: 'https://attest.example',
      host: 'attest.example',
      get pathname() {
        return entries[at]!.url.split('?')[0]!;
      },
      search: '',
      assign: (url) => log.assigned.push(url),
      reload: () => (log.reloads += 1),
    },
    history: {
      get state() {
        return entries[at]!.state;
      },
      // Asynchronous in browsers: the popstate comes later (settle() delivers it).
      go: (delta) => pending.push(delta),
    },
    addEventListener: (type: string, listener: never, capture?: boolean) => {
      if (type === 'popstate') popListeners.push({ listener, capture: capture === true });
      else listeners.add(listener);
    },
    removeEventListener: (type: string, listener: never, capture?: boolean) => {
      if (type !== 'popstate') return void listeners.delete(listener);
      const index = popListeners.findIndex(
        (entry) => entry.listener === listener && entry.capture === (capture === true),
      );
      if (index >= 0) popListeners.splice(index, 1);
    },
  } as BrowserWindow;
  // The router's own listener, registered first and not capturing.
  popListeners.push({ listener: (event) => log.routerHeard.push(event.state), capture: false });
  const popTo = (delta: number) => {
    at += delta;
    let stopped = false;
    const event = { state: entries[at]!.state, stopImmediatePropagation: () => (stopped = true) };
    for (const { listener } of [...popListeners.filter((l) => l.capture), ...popListeners.filter((l) => !l.capture)]) {
      if (stopped) break;
      listener(event as unknown as PopStateEvent);
    }
  };
  const history = {
    /** The browser's Back (-1) or Forward (+1). */
    move: (delta: number) => popTo(delta),
    /** Delivers the popstate events of history.go calls made meanwhile. */
    settle: () => {
      while (pending.length > 0) popTo(pending.shift()!);
    },
    get url() {
      return entries[at]!.url;
    },
    get length() {
      return entries.length;
    },
    entries,
  };
  const leave = () => {
    const event = { defaultPrevented: false, returnValue: '' } as { defaultPrevented: boolean; returnValue: unknown };
    const unload = Object.assign(event, { preventDefault: () => (event.defaultPrevented = true) });
    listeners.forEach((listener) => listener(unload as unknown as BeforeUnloadEvent));
    return event;
  };
  return { win, log, listeners, popListeners, leave, history };
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

  it('refuses Back while guarded: the router never hears it and the browser returns to the held entry', () => {
    const { win, log, history } = fakeWindow();
    const navigator = new BrowserNavigator(win);
    const refused: string[] = [];
    navigator.onRefusedMove(() => refused.push(history.url));
    navigator.guardLeaving('Still submitting.');
    expect(navigator.guarded()).toBe(true);

    history.move(-1);
    expect(refused).toEqual(['/overview']);
    history.settle();
    expect(history.url).toBe('/question/core-ssn');
    // The way back is the held entry's own popstate: swallowed, not refused again.
    expect(refused).toEqual(['/overview']);
    expect(log.routerHeard).toEqual([]);
    expect(history.length).toBe(2);
  });

  it('refuses Forward too, by as many steps as the browser moved', () => {
    const { win, log, history } = fakeWindow();
    history.move(-1);
    log.routerHeard.length = 0;
    const navigator = new BrowserNavigator(win);
    let refusals = 0;
    navigator.onRefusedMove(() => (refusals += 1));
    navigator.guardLeaving('Still submitting.');
    history.move(+1);
    history.settle();
    expect(history.url).toBe('/overview');
    expect(refusals).toBe(1);
    expect(log.routerHeard).toEqual([]);
  });

  it("returns one step forward from an entry without the router's index (the skip link's #main), and to it", () => {
    const { win, log, history } = fakeWindow();
    history.entries.push({ state: null, url: '/question/core-ssn#main' });
    history.move(+1);
    const navigator = new BrowserNavigator(win);
    let refusals = 0;
    navigator.onRefusedMove(() => (refusals += 1));
    navigator.guardLeaving('Still submitting.');
    history.move(-1);
    history.settle();
    expect([history.url, refusals]).toEqual(['/question/core-ssn#main', 1]);
    navigator.guardLeaving(null);

    history.move(-1);
    history.entries[0] = { state: null, url: '/overview#main' };
    log.routerHeard.length = 0;
    navigator.guardLeaving('Still submitting.');
    history.move(-1);
    history.settle();
    expect([history.url, refusals]).toEqual(['/question/core-ssn', 2]);
    expect(log.routerHeard).toEqual([]);
  });

  it('lets Back through to the router once the guard is cleared, and tells nobody', () => {
    const { win, log, history, popListeners } = fakeWindow();
    const navigator = new BrowserNavigator(win);
    let refusals = 0;
    navigator.onRefusedMove(() => (refusals += 1));
    navigator.guardLeaving('Still submitting.');
    navigator.guardLeaving(null);
    expect(navigator.guarded()).toBe(false);
    expect(popListeners).toHaveLength(1);
    history.move(-1);
    expect(log.routerHeard).toEqual([{ idx: 0 }]);
    expect(refusals).toBe(0);
  });

  it('reports the current location', () => {
    expect(new BrowserNavigator(fakeWindow().win).location()).toEqual({
      origin: 'https://attest.example',
      host: 'attest.example',
      pathname: '/question/core-ssn',
      search: '',
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
