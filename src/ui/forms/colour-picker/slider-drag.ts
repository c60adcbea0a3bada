import type { PointerEvent } from 'react';

/** Where a pointer is within an element, each axis from 0 (left, top) to 1 (right, bottom). */
export interface SliderPoint {
  readonly x: number;
  readonly y: number;
}

const fraction = (at: number, start: number, size: number): number =>
  size <= 0 ? 0 : Math.min(1, Math.max(0, (at - start) / size));

/**
 * Pointer handlers that report where a press and a drag are on the element (the colour picker's
 * shade area and hue slider). The element captures the pointer, so a drag that leaves it still
 * moves the thumb, and takes the focus, so the keys go on from there.
 */
export function sliderDrag(onPoint: (point: SliderPoint) => void) {
  const report = (event: PointerEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    onPoint({ x: fraction(event.clientX, box.left, box.width), y: fraction(event.clientY, box.top, box.height) });
  };
  return {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0) return;
      event.preventDefault();
      event.currentTarget.focus();
      event.currentTarget.setPointerCapture?.(event.pointerId);
      report(event);
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      if (event.currentTarget.hasPointerCapture?.(event.pointerId)) report(event);
    },
  };
}
