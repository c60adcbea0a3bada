import { observer } from 'mobx-react-lite';
import type { KeyboardEvent } from 'react';
import { HUE_MAX } from '../../../domain/forms/hex-colour';
import { PICKER_TEXTS } from '../../texts/picker-texts';
import { sliderDrag } from './slider-drag';
import { moved, sliderMove } from './slider-keys';

/** The colour picker's hue slider, 0 to 359 degrees, spoken as 'Hue 200 degrees'. */
export const HueSlider = observer(function HueSlider({
  hue,
  onChange,
}: {
  hue: number;
  onChange: (hue: number) => void;
}) {
  const onKeyDown = (event: KeyboardEvent) => {
    const move = sliderMove(event);
    if (move === null) return;
    event.preventDefault();
    onChange(moved(hue, move, 0, HUE_MAX));
  };
  const drag = sliderDrag(({ x }) => onChange(Math.round(x * HUE_MAX)));
  return (
    <div
      className="colour-hue"
      role="slider"
      tabIndex={0}
      aria-label={PICKER_TEXTS.hue}
      aria-orientation="horizontal"
      aria-valuemin={0}
      aria-valuemax={HUE_MAX}
      aria-valuenow={hue}
      aria-valuetext={PICKER_TEXTS.spokenHue(hue)}
      onKeyDown={onKeyDown}
      {...drag}
    >
      <span className="colour-hue__thumb" style={{ left: `${(hue / HUE_MAX) * 100}%` }} aria-hidden="true" />
    </div>
  );
});
