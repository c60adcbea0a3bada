import { PAGE_OPTIONS } from './virtual-window';

/** The keys that move the active option of an open dropdown list (WAI-ARIA APG combobox). */
export const NAVIGATION_KEYS = ['ArrowDown', 'ArrowUp', 'Home', 'End', 'PageDown', 'PageUp'] as const;
export type NavigationKey = (typeof NAVIGATION_KEYS)[number];

export const isNavigationKey = (key: string): key is NavigationKey =>
  (NAVIGATION_KEYS as readonly string[]).includes(key);

/**
 * The active option after a navigation key, in a list of `count` options (-1: none, for an empty
 * list). As in the APG's select-only combobox, the arrows stop at either end rather than wrap, so
 * holding a key never jumps from the last option back to the first.
 */
export function movedActiveIndex(key: NavigationKey, current: number, count: number): number {
  if (count === 0) return -1;
  const from = current < 0 ? -1 : current;
  const target = {
    ArrowDown: from + 1,
    ArrowUp: from - 1,
    Home: 0,
    End: count - 1,
    PageDown: from + PAGE_OPTIONS,
    PageUp: from - PAGE_OPTIONS,
  }[key];
  return Math.min(Math.max(target, 0), count - 1);
}

/**
 * Type-ahead without a search box: the next option after `current` whose label starts with the
 * typed character (ignoring case), going round to the top; pressing the same letter again moves
 * to the next such option, as in a native select. -1 when no label starts with it.
 */
export function typeAheadIndex(labels: readonly string[], typed: string, current: number): number {
  const letter = typed.toLocaleLowerCase();
  for (let step = 1; step <= labels.length; step += 1) {
    const index = (Math.max(current, -1) + step + labels.length) % labels.length;
    if (labels[index]?.toLocaleLowerCase().startsWith(letter)) return index;
  }
  return -1;
}

/** A key that types one character (not a shortcut): it searches, or jumps by type-ahead. */
export const isPrintableKey = (key: string, modified: boolean): boolean =>
  !modified && [...key].length === 1 && key !== ' ';
