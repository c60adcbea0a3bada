import type { Navigator } from '../../application/ports/navigator.port';
import type { ShownText } from '../../domain/language/shown-text';
import { shownText } from '../../domain/language/shown-text';
import { acceptAddress } from '../../domain/links/address';
import type { HistoryWindow } from './history-guard';
import { holdHistory } from './history-guard';

/** The parts of `window` the navigator uses (the history guard's too), so tests can hand it a fake. */
export type BrowserWindow = HistoryWindow & {
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
  addEventListener(type: 'beforeunload', listener: (event: BeforeUnloadEvent) => void): void;
  removeEventListener(type: 'beforeunload', listener: (event: BeforeUnloadEvent) => void): void;
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
  private leaveMessage: ShownText | null = null;
  /** Ends the history guard's hold (history-guard.ts) while the guard is set. */
  private release: (() => void) | null = null;
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
   * Forward while the flag is set: they are refused like an in-app link (holdHistory), since
   * either would leave the screen of a submission still under way. The hold starts with the flag:
   * loading its code only then (to spare the start bundle its 70 bytes) let a quick Back through
   * before the code had come.
   */
  guardLeaving(message: ShownText | null): void {
    if (message !== null && this.leaveMessage === null) {
      this.win.addEventListener('beforeunload', this.onBeforeUnload);
      this.release = holdHistory(this.win, () => this.refusedMove?.());
    }
    if (message === null && this.leaveMessage !== null) {
      this.win.removeEventListener('beforeunload', this.onBeforeUnload);
      this.release?.();
      this.release = null;
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

  /** Browsers show their own wording; the message is still set for the older ones that use it. */
  private readonly onBeforeUnload = (event: BeforeUnloadEvent): void => {
    if (this.leaveMessage === null) return;
    event.preventDefault();
    // Read now, in the language the page speaks as the browser asks.
    event.returnValue = shownText(this.leaveMessage);
  };
}
