import { catalogue } from '../../domain/language/translation';

/**
 * The date and colour pickers' own words (spec 001 §2.1 'date picker', §10.5 date and colour). The
 * spec gives only the colour hint and the date placeholder (src/domain/forms/messages.ts); every
 * text below is ours: names of the buttons, dialogs and sliders and their spoken values, in the
 * US English of the rest of the product ('color', as the spec's hint spells it).
 */
export const PICKER_TEXTS = catalogue('PICKER_TEXTS', {
  /** The button beside a date input that opens the calendar (ours). */
  chooseDate: 'Choose date',
  /** The calendar dialog's name (ours). */
  calendar: 'Calendar',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  /** The swatch button beside a colour's hex input that opens the picker (ours). */
  chooseColor: 'Choose color',
  /** The picker dialog's name (ours). */
  colorPicker: 'Color picker',
  /** The saturation/brightness area, a two-way slider (ours). */
  shade: 'Saturation and brightness',
  hue: 'Hue',
  presets: 'Preset colors',
  /** The hue slider's spoken value (ours), e.g. 'Hue 200 degrees'. */
  spokenHue: (hue: number): string => `Hue ${hue} degrees`,
  /** The shade area's spoken value (ours), e.g. 'Saturation 76 percent, brightness 99 percent'. */
  spokenShade: (saturation: number, brightness: number): string =>
    `Saturation ${saturation} percent, brightness ${brightness} percent`,
} as const);
