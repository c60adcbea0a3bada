import { observer } from 'mobx-react-lite';
import type { KeyboardEvent } from 'react';
import type { Hsv } from '../../../domain/forms/hex-colour';
import { PERCENT_MAX } from '../../../domain/forms/hex-colour';
import { PICKER_TEXTS } from '../../texts/picker-texts';
import { sliderDrag } from './slider-drag';
import { moved, sliderMove } from './slider-keys';

const VERTICAL_KEYS = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown']);

/**
 * The saturation and brightness area of the colour picker: one two-way slider. Left and Right
 * (Home, End) set the saturation, Up and Down (Page Up, Page Down) the brightness; its value is
 * the saturation and its spoken text says both. A press or a drag sets both at once.
 */
export const ShadeArea = observer(function ShadeArea({ hsv, onChange }: { hsv: Hsv; onChange: (hsv: Hsv) => void }) {
  const onKeyDown = (event: KeyboardEvent) => {
    const vertical = VERTICAL_KEYS.has(event.key);
    const move = sliderMove(event, vertical ? 'vertical' : 'horizontal');
    if (move === null) return;
    event.preventDefault();
    onChange(
      vertical
        ? { ...hsv, brightness: moved(hsv.brightness, move, 0, PERCENT_MAX) }
        : { ...hsv, saturation: moved(hsv.saturation, move, 0, PERCENT_MAX) },
    );
  };
  const drag = sliderDrag(({ x, y }) =>
    onChange({ ...hsv, saturation: Math.round(x * PERCENT_MAX), brightness: Math.round((1 - y) * PERCENT_MAX) }),
  );
  return (
    <div
      className="colour-shade"
      // The CSSOM, not a style attribute: allowed by the content security policy.
      style={{ backgroundColor: `hsl(${hsv.hue} 100% 50%)` }}
      role="slider"
      tabIndex={0}
      aria-label={PICKER_TEXTS.shade}
      aria-valuemin={0}
      aria-valuemax={PERCENT_MAX}
      aria-valuenow={hsv.saturation}
      aria-valuetext={PICKER_TEXTS.spokenShade(hsv.saturation, hsv.brightness)}
      onKeyDown={onKeyDown}
      {...drag}
    >
      <span
        className="colour-shade__thumb"
        style={{ left: `${hsv.saturation}%`, top: `${PERCENT_MAX - hsv.brightness}%` }}
        aria-hidden="true"
      />
    </div>
  );
});
