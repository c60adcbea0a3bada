import { VIRTUAL_SCROLL_ITEM_SIZE } from '../../../src/domain/forms/dropdown';
import {
  OVERSCAN_OPTIONS,
  PAGE_OPTIONS,
  VISIBLE_OPTIONS,
  scrollTopRevealing,
  viewportHeight,
  virtualWindow,
} from '../../../src/domain/forms/virtual-window';

const ROW = VIRTUAL_SCROLL_ITEM_SIZE;

describe('virtual window', () => {
  it('sizes the viewport to its rows, up to five and a half of 48 px', () => {
    expect(ROW).toBe(48);
    expect(VISIBLE_OPTIONS).toBe(5.5);
    expect(viewportHeight(0)).toBe(0);
    expect(viewportHeight(3)).toBe(144);
    expect(viewportHeight(500)).toBe(264);
    expect(PAGE_OPTIONS).toBe(5);
  });

  it('keeps only the visible rows and three more on each side in the page', () => {
    expect(OVERSCAN_OPTIONS).toBe(3);
    expect(virtualWindow(0, 500)).toEqual({ start: 0, end: 9 });
    // Scrolled to row 100: rows 100 to 105 show (the sixth in half), plus the overscan.
    expect(virtualWindow(100 * ROW, 500)).toEqual({ start: 97, end: 109 });
    expect(virtualWindow(100 * ROW + 10, 500)).toEqual({ start: 97, end: 109 });
  });

  it('never reaches past either end of the list', () => {
    expect(virtualWindow(1e9, 500)).toEqual({ start: 491, end: 500 });
    expect(virtualWindow(-50, 500)).toEqual({ start: 0, end: 9 });
    expect(virtualWindow(0, 4)).toEqual({ start: 0, end: 4 });
    expect(virtualWindow(0, 0)).toEqual({ start: 0, end: 0 });
  });

  it('scrolls as little as needed to show a row whole', () => {
    // Rows 10 to 15 show from scrollTop 480 (264 px: up to 744).
    expect(scrollTopRevealing(12, 480, 500)).toBe(480);
    expect(scrollTopRevealing(9, 480, 500)).toBe(9 * ROW);
    expect(scrollTopRevealing(15, 480, 500)).toBe(16 * ROW - 264);
    expect(scrollTopRevealing(499, 0, 500)).toBe(500 * ROW - 264);
    expect(scrollTopRevealing(0, 900, 500)).toBe(0);
  });
});
