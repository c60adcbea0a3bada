/** The parts of `window` the history guard uses, so tests can hand it a fake. */
export interface HistoryWindow {
  readonly history: { readonly state: unknown; go(delta: number): void };
  addEventListener(type: 'popstate', listener: (event: PopStateEvent) => void, capture: boolean): void;
  removeEventListener(type: 'popstate', listener: (event: PopStateEvent) => void, capture: boolean): void;
}

/** The router's index of a history entry (react-router keeps it as state.idx), or null for an entry it did not make. */
const indexOf = (state: unknown): number | null => {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
};

/**
 * Holds the page on the history entry it is on: the browser's Back and Forward inside the app are
 * refused (`refused` is told of each) until the returned release is called.
 *
 * The router never hears of a refused move: the listener captures popstate at the window, and
 * capturing listeners run there before the router's own. The browser then returns to the held
 * entry by as many steps as it moved, the way react-router's own blocker undoes a move (its data
 * router, which has one, would add about 18 KB to the start bundle), so the history is kept whole.
 * An entry without the router's index (the skip link's #main) is one step from its neighbour:
 * Back to or from it returns one step forward. The popstate of that return is the held entry's own
 * and is swallowed without a word.
 */
export function holdHistory(win: HistoryWindow, refused: () => void): () => void {
  const heldAt = indexOf(win.history.state);
  const onPopState = (event: PopStateEvent): void => {
    event.stopImmediatePropagation();
    const to = indexOf(event.state);
    if (to === heldAt) return;
    refused();
    win.history.go(to === null || heldAt === null ? 1 : heldAt - to);
  };
  win.addEventListener('popstate', onPopState, true);
  return () => win.removeEventListener('popstate', onPopState, true);
}
