import { VIRTUAL_SCROLL_ITEM_SIZE } from './dropdown';

/**
 * How many options the open list shows at once. Spec is silent: five and a half, so the half
 * option at the bottom shows that the list scrolls, and the popup with its search box fits on a
 * 360 px phone screen.
 */
export const VISIBLE_OPTIONS = 5.5;

/** Options kept in the page above and below the visible ones, so a fast scroll shows no gap. */
export const OVERSCAN_OPTIONS = 3;

/** The rows of a virtual-scrolled list that are in the page: from `start` up to, not including, `end`. */
export interface VirtualWindow {
  readonly start: number;
  readonly end: number;
}

/** The height of the list's viewport: as many rows as it has, up to VISIBLE_OPTIONS. */
export const viewportHeight = (itemCount: number, itemSize: number = VIRTUAL_SCROLL_ITEM_SIZE): number =>
  Math.min(itemCount, VISIBLE_OPTIONS) * itemSize;

/** The rows a list scrolled to `scrollTop` shows, with OVERSCAN_OPTIONS more on each side. */
export function virtualWindow(
  scrollTop: number,
  itemCount: number,
  itemSize: number = VIRTUAL_SCROLL_ITEM_SIZE,
  overscan: number = OVERSCAN_OPTIONS,
): VirtualWindow {
  const top = clamp(scrollTop, 0, Math.max(0, itemCount * itemSize - viewportHeight(itemCount, itemSize)));
  const firstVisible = Math.floor(top / itemSize);
  const lastVisible = Math.ceil((top + viewportHeight(itemCount, itemSize)) / itemSize);
  return { start: Math.max(0, firstVisible - overscan), end: Math.min(itemCount, lastVisible + overscan) };
}

/** The scroll position that shows row `index` whole, moving the list as little as possible. */
export function scrollTopRevealing(
  index: number,
  scrollTop: number,
  itemCount: number,
  itemSize: number = VIRTUAL_SCROLL_ITEM_SIZE,
): number {
  const rowTop = index * itemSize;
  const rowBottom = rowTop + itemSize;
  const height = viewportHeight(itemCount, itemSize);
  if (rowTop < scrollTop) return rowTop;
  if (rowBottom > scrollTop + height) return rowBottom - height;
  return scrollTop;
}

/** How many rows PageUp and PageDown move: the whole rows a viewport shows. */
export const PAGE_OPTIONS = Math.floor(VISIBLE_OPTIONS);

const clamp = (value: number, min: number, max: number): number => Math.min(Math.max(value, min), max);
