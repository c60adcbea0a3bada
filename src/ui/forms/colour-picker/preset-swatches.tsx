import { observer } from 'mobx-react-lite';
import { PICKER_TEXTS } from '../../texts/picker-texts';

/**
 * The preset colours (ours: spec 001 §10 gives none): the hint's example '#3ab4fc', then a
 * spread of hues a form's author commonly reaches for, and black, grey and white.
 */
export const PRESET_COLOURS = [
  '#3ab4fc',
  '#0b57d0',
  '#146c2e',
  '#f9ab00',
  '#e8710a',
  '#b3261e',
  '#8e24aa',
  '#1b1f24',
  '#80868b',
  '#ffffff',
] as const;

/** A row of buttons, each named by its hex value; the current colour's is pressed. */
export const PresetSwatches = observer(function PresetSwatches({
  value,
  onPick,
}: {
  value: string;
  onPick: (hex: string) => void;
}) {
  return (
    <div className="colour-presets" role="group" aria-label={PICKER_TEXTS.presets}>
      {PRESET_COLOURS.map((hex) => (
        <button
          key={hex}
          type="button"
          className="colour-presets__swatch"
          style={{ backgroundColor: hex }}
          aria-label={hex}
          aria-pressed={value === hex}
          onClick={() => onPick(hex)}
        />
      ))}
    </div>
  );
});
