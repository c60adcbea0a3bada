import { observer } from 'mobx-react-lite';
import type { FocusEvent } from 'react';
import { useEffect, useRef, useState } from 'react';
import type { Hsv } from '../../../domain/forms/hex-colour';
import { canonicalHexOf, hexOf, hsvOf, parseHexColour, rgbOf } from '../../../domain/forms/hex-colour';
import { inputMaxLength } from '../../../domain/forms/input-attributes';
import { usePopover } from '../../components/use-popover';
import { PICKER_TEXTS } from '../../texts/picker-texts';
import type { ControlProps } from '../control-props';
import { valueAria } from '../control-props';
import { HueSlider } from './hue-slider';
import { PresetSwatches } from './preset-swatches';
import { ShadeArea } from './shade-area';
import './colour-picker.css';

/** Spec is silent on the picker's colour before one is chosen: the hint's example, '#3ab4fc'. */
const START = hsvOf({ red: 0x3a, green: 0xb4, blue: 0xfc });

/** Six digits with the '#', in any case: only the case can differ from the canonical form. */
const FULL_HEX = /^#[0-9a-f]{6}$/i;

/**
 * The popover's content: it takes the focus as it opens (the shade area), as a dialog should.
 */
const ColourPopover = observer(function ColourPopover(props: {
  id: string;
  hsv: Hsv;
  value: string;
  onHsv: (hsv: Hsv) => void;
  onPick: (hex: string) => void;
}) {
  const { id, hsv, value, onHsv, onPick } = props;
  const first = useRef<HTMLDivElement>(null);
  useEffect(() => {
    first.current?.querySelector<HTMLElement>('[role="slider"]')?.focus();
  }, []);
  return (
    <div
      ref={first}
      id={id}
      className="popover__panel colour-picker__popover"
      role="dialog"
      aria-label={PICKER_TEXTS.colorPicker}
    >
      <ShadeArea hsv={hsv} onChange={onHsv} />
      <HueSlider hue={hsv.hue} onChange={(hue) => onHsv({ ...hsv, hue })} />
      <PresetSwatches value={value} onPick={onPick} />
    </div>
  );
});

/**
 * The schema form's colour control (spec 001 §10.5: hint 'HEX color (ex. #3ab4fc)', drawn by the
 * frame; value a hex string; the only error is too-short, from the domain): a hex input and a
 * swatch button opening a picker with a saturation and brightness area, a hue slider (both
 * operable by keyboard, with spoken values) and preset colours. The picker closes on an outside
 * click, on Escape (the focus back on the swatch button), when disabled (§10.3) and on a preset.
 *
 * The value is what the applicant types, so a short one shows its error; six digits are kept in
 * lower case as typed, and on leaving the input six digits without the '#' get it. The picker's own values are always '#rrggbb' in lower case. The hue and
 * shade are kept here as they are set, so a grey (no hue) does not lose the hue being edited.
 */
export const ColourPicker = observer(function ColourPicker(props: ControlProps<string>) {
  const { id, value, onChange, onBlur, disabled, schema } = props;
  const popover = usePopover(disabled);
  const [hsv, setHsv] = useState<Hsv>(() => {
    const rgb = parseHexColour(value);
    return rgb === null ? START : hsvOf(rgb);
  });
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    // A colour typed or picked elsewhere moves the sliders; one the sliders made leaves them as they are.
    setSeen(value);
    const rgb = parseHexColour(value);
    if (rgb !== null && hexOf(rgb) !== hexOf(rgbOf(hsv))) setHsv(hsvOf(rgb));
  }
  const shown = canonicalHexOf(value);

  const leave = (event: FocusEvent<HTMLDivElement>) => {
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    onBlur();
  };

  return (
    <div className="field__frame" onBlur={leave}>
      <input
        id={id}
        className="field__input"
        type="text"
        value={value}
        maxLength={inputMaxLength(schema)}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => {
          const typed = event.target.value;
          onChange(FULL_HEX.test(typed) ? typed.toLowerCase() : typed);
        }}
        onBlur={() => {
          if (shown !== null && shown !== value) onChange(shown);
        }}
        disabled={disabled}
        {...valueAria(props)}
      />
      <div {...popover.anchorProps}>
        <button {...popover.buttonProps} className="popover__button" aria-label={PICKER_TEXTS.chooseColor}>
          <span
            className={shown === null ? 'colour-picker__swatch colour-picker__swatch--none' : 'colour-picker__swatch'}
            // The CSSOM, not a style attribute: allowed by the content security policy.
            style={shown === null ? undefined : { backgroundColor: shown }}
            aria-hidden="true"
          />
        </button>
        {popover.open ? (
          <ColourPopover
            id={popover.popupId}
            hsv={hsv}
            value={shown ?? ''}
            onHsv={(next) => {
              setHsv(next);
              onChange(hexOf(rgbOf(next)));
            }}
            onPick={(hex) => {
              onChange(hex);
              popover.close(true);
            }}
          />
        ) : null}
      </div>
    </div>
  );
});
