import type { KeyboardEvent } from 'react';

/** A slider key's move: a step up or down, or to an end; null for keys a slider leaves alone. */
export type SliderMove = { readonly by: number } | 'min' | 'max' | null;

/** With Shift, or Page Up and Page Down, a step is ten units (WAI-ARIA slider pattern). */
const BIG_STEP = 10;

/**
 * The WAI-ARIA slider keys: Right and Up raise, Left and Down lower, Page Up and Page Down by ten,
 * Home and End to the ends. `axis` limits the arrows to one direction, for the shade area, which
 * takes Left and Right for saturation and Up and Down for brightness.
 */
export function sliderMove(event: KeyboardEvent, axis: 'both' | 'horizontal' | 'vertical' = 'both'): SliderMove {
  const step = event.shiftKey ? BIG_STEP : 1;
  const horizontal = axis !== 'vertical';
  const vertical = axis !== 'horizontal';
  switch (event.key) {
    case 'ArrowRight':
      return horizontal ? { by: step } : null;
    case 'ArrowLeft':
      return horizontal ? { by: -step } : null;
    case 'ArrowUp':
      return vertical ? { by: step } : null;
    case 'ArrowDown':
      return vertical ? { by: -step } : null;
    case 'PageUp':
      return { by: BIG_STEP };
    case 'PageDown':
      return { by: -BIG_STEP };
    case 'Home':
      return 'min';
    case 'End':
      return 'max';
    default:
      return null;
  }
}

/** The value after a move, within min and max. */
export function moved(value: number, move: Exclude<SliderMove, null>, min: number, max: number): number {
  if (move === 'min') return min;
  if (move === 'max') return max;
  return Math.min(max, Math.max(min, value + move.by));
}
