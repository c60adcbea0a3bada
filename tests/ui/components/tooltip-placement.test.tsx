import { placeTooltip, TOOLTIP_MARGIN } from '../../../src/ui/components/tooltip-placement';

const viewport = { width: 360, height: 740 };
const tip = { width: 260, height: 50 };

describe('where a fixed tooltip goes', () => {
  it('goes right below its anchor, left edges aligned, where there is room', () => {
    expect(placeTooltip({ left: 20, top: 100, width: 80, height: 20 }, tip, viewport)).toEqual({ left: 20, top: 120 });
  });

  it('moves left to stay whole inside the viewport near its right edge', () => {
    expect(placeTooltip({ left: 300, top: 100, width: 50, height: 20 }, tip, viewport)).toEqual({
      left: viewport.width - TOOLTIP_MARGIN - tip.width,
      top: 120,
    });
  });

  it('goes above an anchor near the bottom of the viewport', () => {
    expect(placeTooltip({ left: 20, top: 700, width: 80, height: 20 }, tip, viewport)).toEqual({ left: 20, top: 650 });
  });

  it('keeps the margin from the edges when the anchor is scrolled partly out of view', () => {
    expect(placeTooltip({ left: -40, top: -30, width: 80, height: 20 }, tip, viewport)).toEqual({
      left: TOOLTIP_MARGIN,
      top: TOOLTIP_MARGIN,
    });
  });
});
