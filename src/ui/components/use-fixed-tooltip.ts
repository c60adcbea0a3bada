import type { CSSProperties, RefObject } from 'react';
import { useLayoutEffect, useState } from 'react';
import { placeTooltip } from './tooltip-placement';

/**
 * The style of a fixed-positioned tooltip for `anchor` while `shown`: measured and placed before
 * the browser paints (so it never shows in the wrong place), and placed again while the page or
 * any scroll box scrolls or the viewport resizes. Hidden until placed. Fixed positioning takes the
 * tooltip out of every scroll box's overflow: it neither clips it nor makes it scroll.
 */
export function useFixedTooltip(
  shown: boolean,
  anchor: RefObject<HTMLElement | null>,
  tip: RefObject<HTMLElement | null>,
): CSSProperties {
  const [position, setPosition] = useState<{ left: number; top: number } | null>(null);
  useLayoutEffect(() => {
    if (!shown) {
      setPosition(null);
      return undefined;
    }
    const place = () => {
      if (anchor.current === null || tip.current === null) return;
      const box = anchor.current.getBoundingClientRect();
      setPosition(
        placeTooltip(
          { left: box.left, top: box.top, width: box.width, height: box.height },
          { width: tip.current.offsetWidth, height: tip.current.offsetHeight },
          { width: document.documentElement.clientWidth, height: document.documentElement.clientHeight },
        ),
      );
    };
    place();
    // Capture: a scroll of any scroll box between the anchor and the page moves the anchor too.
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
    };
  }, [shown, anchor, tip]);
  return position === null ? { visibility: 'hidden' } : { left: position.left, top: position.top };
}
