/**
 * The colour field's value (spec 001 §10.5: 'a hex string', hint 'HEX color (ex. #3ab4fc)') and
 * the hue/saturation/brightness a colour picker edits it by. The value a picker produces is
 * '#rrggbb' in lower case, as the spec's example.
 */

export interface Rgb {
  readonly red: number; // 0-255
  readonly green: number;
  readonly blue: number;
}

/** Hue in whole degrees 0-359; saturation and brightness (HSV value) in whole percent 0-100. */
export interface Hsv {
  readonly hue: number;
  readonly saturation: number;
  readonly brightness: number;
}

export const HUE_MAX = 359;
export const PERCENT_MAX = 100;

/**
 * Reads '#rrggbb', with or without the '#', in any case; null otherwise. Spec is silent on the
 * short '#rgb': it is not a colour here, as a field's minLength (its one error, too-short) would
 * otherwise pass a value the applicant has not finished.
 */
export function parseHexColour(text: string): Rgb | null {
  const digits = /^#?([0-9a-f]{6})$/i.exec(text.trim())?.[1];
  if (digits === undefined) return null;
  const channel = (at: number) => parseInt(digits.slice(at, at + 2), 16);
  return { red: channel(0), green: channel(2), blue: channel(4) };
}

const hexByte = (n: number): string => Math.round(n).toString(16).padStart(2, '0');

/** '#rrggbb', lower case. */
export const hexOf = ({ red, green, blue }: Rgb): string => `#${hexByte(red)}${hexByte(green)}${hexByte(blue)}`;

/** The typed text as the canonical '#rrggbb' when it is a colour; null when it is not (yet). */
export function canonicalHexOf(text: string): string | null {
  const rgb = parseHexColour(text);
  return rgb === null ? null : hexOf(rgb);
}

export function hsvOf({ red, green, blue }: Rgb): Hsv {
  const [r, g, b] = [red / 255, green / 255, blue / 255];
  const max = Math.max(r, g, b);
  const delta = max - Math.min(r, g, b);
  let hue = 0;
  if (delta > 0) {
    if (max === r) hue = 60 * (((g - b) / delta + 6) % 6);
    else if (max === g) hue = 60 * ((b - r) / delta + 2);
    else hue = 60 * ((r - g) / delta + 4);
  }
  return {
    hue: Math.round(hue) % 360,
    saturation: max === 0 ? 0 : Math.round((delta / max) * 100),
    brightness: Math.round(max * 100),
  };
}

export function rgbOf({ hue, saturation, brightness }: Hsv): Rgb {
  const v = brightness / 100;
  const chroma = v * (saturation / 100);
  const sector = (hue % 360) / 60;
  const x = chroma * (1 - Math.abs((sector % 2) - 1));
  const [r, g, b] =
    sector < 1
      ? [chroma, x, 0]
      : sector < 2
        ? [x, chroma, 0]
        : sector < 3
          ? [0, chroma, x]
          : sector < 4
            ? [0, x, chroma]
            : sector < 5
              ? [x, 0, chroma]
              : [chroma, 0, x];
  const m = v - chroma;
  return { red: (r + m) * 255, green: (g + m) * 255, blue: (b + m) * 255 };
}

const clamp = (n: number, max: number): number => Math.min(max, Math.max(0, Math.round(n)));

/** Keeps each part in its range and whole (a slider's step may overshoot). */
export const clampHsv = (hsv: Hsv): Hsv => ({
  hue: clamp(hsv.hue, HUE_MAX),
  saturation: clamp(hsv.saturation, PERCENT_MAX),
  brightness: clamp(hsv.brightness, PERCENT_MAX),
});
