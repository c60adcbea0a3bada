/** WCAG 2.1 AA minimum contrast for normal-size text (success criterion 1.4.3). */
export const MIN_TEXT_CONTRAST = 4.5;

const HEX_COLOUR = /^#(?:([0-9a-f]{3})|([0-9a-f]{6}))$/i;

/** The red, green and blue channels (0-255) of a #rgb or #rrggbb colour; null for anything else. */
export function rgbOf(colour: string): readonly [number, number, number] | null {
  const match = HEX_COLOUR.exec(colour.trim());
  if (!match) return null;
  const hex = match[1] ? [...match[1]].map((digit) => digit + digit).join('') : match[2]!;
  return [0, 2, 4].map((start) => parseInt(hex.slice(start, start + 2), 16)) as unknown as [number, number, number];
}

/** The relative luminance of an sRGB colour (WCAG 2.1 definition). */
export function relativeLuminance([red, green, blue]: readonly [number, number, number]): number {
  const linear = (channel: number): number => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** The contrast ratio of two colours (1 to 21). */
export function contrastRatio(
  first: readonly [number, number, number],
  second: readonly [number, number, number],
): number {
  const a = relativeLuminance(first);
  const b = relativeLuminance(second);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

const WHITE: readonly [number, number, number] = [255, 255, 255];

/**
 * The colour of the business's contact links on the terminated-request page (spec 000 §2: in its
 * brand colour): the brand colour when it is a hex colour with at least 4.5:1 contrast on the
 * white page, otherwise null (the app's default link colour), so the links stay readable.
 */
export function contactLinkColour(brandColour: string | null): string | null {
  if (brandColour === null) return null;
  const rgb = rgbOf(brandColour);
  if (rgb === null) return null;
  return contrastRatio(rgb, WHITE) >= MIN_TEXT_CONTRAST ? brandColour.trim() : null;
}
