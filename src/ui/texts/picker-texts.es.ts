import type { Translation } from '../../domain/language/translation';
import type { PICKER_TEXTS } from './picker-texts';

/** PICKER_TEXTS in Spanish (glossary: GLOSSARY.es.md). */
export const PICKER_TEXTS_ES: Translation<typeof PICKER_TEXTS> = {
  chooseDate: 'Elegir fecha',
  calendar: 'Calendario',
  previousMonth: 'Mes anterior',
  nextMonth: 'Mes siguiente',
  chooseColor: 'Elegir color',
  colorPicker: 'Selector de color',
  shade: 'Saturación y brillo',
  hue: 'Tono',
  presets: 'Colores predefinidos',
  spokenHue: (hue: number): string => `Tono ${hue} grados`,
  spokenShade: (saturation: number, brightness: number): string =>
    `Saturación ${saturation} por ciento, brillo ${brightness} por ciento`,
};
