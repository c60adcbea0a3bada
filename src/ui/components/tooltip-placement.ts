/** A box on screen, in CSS pixels of the viewport. */
export interface ScreenBox {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/** The room kept between a tooltip and the viewport's edges. */
export const TOOLTIP_MARGIN = 8;

/**
 * Where a tooltip of `tip`'s size goes (its top-left corner, in viewport pixels) for an anchor at
 * `anchor`: right below the anchor, left edges aligned; above it when there is no room below and
 * more above; moved left, then clamped, so it stays whole inside the viewport whatever scroll box
 * the anchor sits in (the tooltip is fixed-positioned, outside any box's overflow).
 */
export function placeTooltip(
  anchor: ScreenBox,
  tip: { readonly width: number; readonly height: number },
  viewport: { readonly width: number; readonly height: number },
): { readonly left: number; readonly top: number } {
  const below = anchor.top + anchor.height;
  const roomBelow = viewport.height - TOOLTIP_MARGIN - below;
  const roomAbove = anchor.top - TOOLTIP_MARGIN;
  const top = tip.height <= roomBelow || roomBelow >= roomAbove ? below : anchor.top - tip.height;
  const left = Math.min(anchor.left, viewport.width - TOOLTIP_MARGIN - tip.width);
  const clamp = (value: number, max: number) => Math.max(TOOLTIP_MARGIN, Math.min(value, max));
  return {
    left: clamp(left, viewport.width - TOOLTIP_MARGIN - tip.width),
    top: clamp(top, viewport.height - TOOLTIP_MARGIN - tip.height),
  };
}
