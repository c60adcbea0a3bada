import type { CSSProperties, PointerEvent } from 'react';
import { useRef, useState } from 'react';

/** A press that moves less than this is a click, not a drag. */
export const DRAG_THRESHOLD_PX = 8;

interface Press {
  readonly pointerId: number;
  readonly x: number;
  readonly y: number;
}

/**
 * Dragging the chat button with any pointer (pointer events, captured so the drag goes on outside
 * the button): it follows the pointer, and where it is let go `onDrop` decides the side. A press
 * that moved past the threshold is a drag, and the click the browser fires after it is swallowed
 * (`consumeClick`), so dropping the button does not also open the chat.
 */
export function useSideDrag(onDrop: (dropX: number, viewportWidth: number) => void) {
  const press = useRef<Press | null>(null);
  const dragged = useRef(false);
  const [offset, setOffset] = useState<{ readonly x: number; readonly y: number } | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    press.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY };
    dragged.current = false;
    const target = event.currentTarget;
    if ('setPointerCapture' in target) target.setPointerCapture(event.pointerId);
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const start = press.current;
    if (start === null || start.pointerId !== event.pointerId) return;
    const x = event.clientX - start.x;
    const y = event.clientY - start.y;
    if (!dragged.current && Math.hypot(x, y) < DRAG_THRESHOLD_PX) return;
    dragged.current = true;
    setOffset({ x, y });
  };

  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const start = press.current;
    press.current = null;
    setOffset(null);
    if (start === null || start.pointerId !== event.pointerId || !dragged.current) return;
    onDrop(event.clientX, window.innerWidth);
    // The browser's click follows at once; a drag that ends without one must not eat a later click.
    window.setTimeout(() => {
      dragged.current = false;
    }, 0);
  };

  const onPointerCancel = () => {
    press.current = null;
    dragged.current = false;
    setOffset(null);
  };

  /** True (once) when the click being handled ends a drag and must do nothing. */
  const consumeClick = (): boolean => {
    const wasDrag = dragged.current;
    dragged.current = false;
    return wasDrag;
  };

  const style: CSSProperties | undefined =
    offset === null ? undefined : { transform: `translate(${offset.x}px, ${offset.y}px)` };

  return {
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel },
    consumeClick,
    dragging: offset !== null,
    style,
  };
}
