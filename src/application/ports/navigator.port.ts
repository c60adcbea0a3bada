import type { ShownText } from '../../domain/language/shown-text';

/**
 * The browser's location: route changes inside the app, external redirects (only after the
 * domain's address rule, acceptAddress 'navigate'), a page reload, and the leave-page guard while a submission runs.
 */
export interface Navigator {
  /** An in-app route such as '/overview' or '/question/core-ssn'. */
  go(path: string, options?: { readonly replace?: boolean }): void;
  /** Leaves the app for an http(s) address; other schemes are refused by the adapter. */
  redirect(url: string): void;
  reload(): void;
  /**
   * While set, leaving the page asks the given question first (a catalogue text as a function, read
   * when the browser asks, so in the page's language then), and the browser's Back and Forward
   * are refused inside the app (the page stays where it is; the onRefusedMove listener is told).
   */
  guardLeaving(message: ShownText | null): void;
  /** Whether guardLeaving is set now: the UI refuses in-app links and the logout the same way. */
  guarded(): boolean;
  /** The one listener told of each Back or Forward the guard refused; null removes it. */
  onRefusedMove(listener: (() => void) | null): void;
  /** The current location, for delegation links and startup. */
  location(): { readonly origin: string; readonly host: string; readonly pathname: string; readonly search: string };
  /**
   * The full address this page was loaded with (before the app replaced or moved it), or null when
   * the browser cannot tell: what the applicant opened, for handing the interview link back.
   */
  openedAddress(): string | null;
}

export const NAVIGATOR = Symbol.for('Navigator');
