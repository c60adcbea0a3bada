import type { Navigator } from '../../application/ports/navigator.port';
import { acceptAddress } from '../../domain/links/address';

/** The parts of `window` the navigator uses, so tests can hand it a fake. */
export interface BrowserWindow {
  readonly location: {
    readonly origin: string;
    readonly host: string;
    readonly pathname: string;
    readonly search: string;
    assign(url: string): void;
    reload(): void;
  };
  /** The page's navigation timing entry names the address the document was loaded from. */
  readonly performance?: { getEntriesByType(type: 'navigation'): readonly { readonly name: string }[] };
  readonly history: {
    readonly state: unknown;
    go(delta: number): void;
    pushState(state: unknown, unused: string, url: string): void;
  };
  addEventListener(type: 'beforeunload', listener: (event: BeforeUnloadEvent) => void): void;
  addEventListener(type: 'popstate', listener: (event: PopStateEvent) => void, capture: boolean): void;
  removeEventListener(type: 'beforeunload', listener: (event: BeforeUnloadEvent) => void): void;
  removeEventListener(type: 'popstate', listener: (event: PopStateEvent) => void, capture: boolean): void;
}

/** Where the leave guard holds the page: its history entry (state and address) when the guard was set. */
interface HeldEntry {
  readonly state: unknown;
  readonly url: string;
}

/** The router's index of a history entry (react-router keeps it as state.idx), or null for an entry it did not make. */
const indexOf = (state: unknown): number | null => {
  const idx = typeof state === 'object' && state !== null ? (state as { idx?: unknown }).idx : undefined;
  return typeof idx === 'number' ? idx : null;
};

/** How the UI router moves between in-app routes without reloading the page. */
export type RouteHandler = (path: string, options: { readonly replace: boolean }) => void;

/**
 * The Navigator over `window`. In-app routes go through the router the UI registers with
 * `useRouter` (history based); external addresses pass the domain's address rule first (acceptAddress, 'navigate').
 * Nothing touches `window` until a method is called, so the container can build it anywhere.
 */
export class BrowserNavigator implements Navigator {
  private router: RouteHandler | null = null;
  private leaveMessage: string | null = null;
  private held: HeldEntry | null = null;
  private refusedMove: (() => void) | null = null;

  constructor(private readonly win: BrowserWindow = globalThis as unknown as BrowserWindow) {}

  /** The UI router registers itself here; null unregisters it (on unmount). */
  useRouter(handler: RouteHandler | null): void {
    this.router = handler;
  }

  /**
   * Spec is silent on routing before the router exists (the plain startup page): the browser then
   * loads the path as a page, which is what a link would do. Only same-app paths are accepted:
   * anything not starting with a single '/' is ignored rather than leaving the app.
   */
  go(path: string, options?: { readonly replace?: boolean }): void {
    if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return;
    if (this.router) this.router(path, { replace: options?.replace ?? false });
    else this.win.location.assign(path);
  }

  /** Spec is silent on a refused address (javascript:, relative, other schemes): nothing happens. */
  redirect(url: string): void {
    const safe = acceptAddress(url, 'navigate');
    if (safe !== null) this.win.location.assign(safe);
  }

  reload(): void {
    this.win.location.reload();
  }

  /**
   * Spec 000 §2's navigation guard and leave-page warning. Spec is silent on the browser's Back and
   * Forward while the flag is set: they are refused like an in-app link (see onPopState), since
   * either would leave the screen of a submission still under way.
   */
  guardLeaving(message: string | null): void {
    if (message !== null && this.leaveMessage === null) {
      this.win.addEventListener('beforeunload', this.onBeforeUnload);
      // Capturing: at the window, capturing listeners run before the router's own popstate listener.
      this.win.addEventListener('popstate', this.onPopState, true);
      const { pathname, search } = this.win.location;
      this.held = { state: this.win.history.state, url: `${pathname}${search}` };
    }
    if (message === null && this.leaveMessage !== null) {
      this.win.removeEventListener('beforeunload', this.onBeforeUnload);
      this.win.removeEventListener('popstate', this.onPopState, true);
      this.held = null;
    }
    this.leaveMessage = message;
  }

  guarded(): boolean {
    return this.leaveMessage !== null;
  }

  onRefusedMove(listener: (() => void) | null): void {
    this.refusedMove = listener;
  }

  location(): { readonly origin: string; readonly host: string; readonly pathname: string; readonly search: string } {
    const { origin, host, pathname, search } = this.win.location;
    return { origin, host, pathname, search };
  }

  /**
   * The navigation entry's name: the address the document was loaded from, which neither
   * history.replaceState nor the router changes (the app drops the link's query once read).
   * Null in a browser without Navigation Timing 2 (Safari before 15).
   */
  openedAddress(): string | null {
    try {
      const entry = this.win.performance?.getEntriesByType('navigation')[0];
      return typeof entry?.name === 'string' && entry.name !== '' ? entry.name : null;
    } catch {
      return null;
    }
  }

  /**
   * Back or Forward inside the app while guarded. The router never hears of it, and the browser
   * returns to the held entry by as many steps as it moved (the way react-router's own blocker
   * undoes a move; its data router, which has one, would add about 18 KB to the start bundle), so
   * the history is kept whole. An entry without the router's index (a #fragment's) cannot be
   * counted: the held address is pushed back instead. The popstate of that return is the held
   * entry's own and is swallowed without a word.
   */
  private readonly onPopState = (event: PopStateEvent): void => {
    const held = this.held;
    if (held === null) return;
    event.stopImmediatePropagation();
    const from = indexOf(held.state);
    const to = indexOf(event.state);
    if (to !== null && to === from) return;
    this.refusedMove?.();
    if (to !== null && from !== null) this.win.history.go(from - to);
    else this.win.history.pushState(held.state, '', held.url);
  };

  /** Browsers show their own wording; the message is still set for the older ones that use it. */
  private readonly onBeforeUnload = (event: BeforeUnloadEvent): void => {
    if (this.leaveMessage === null) return;
    event.preventDefault();
    event.returnValue = this.leaveMessage;
  };
}
