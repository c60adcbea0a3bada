import { canonicalHexOf, clampHsv, hexOf, hsvOf, parseHexColour, rgbOf } from '../../../src/domain/forms/hex-colour';

describe('the hex colour', () => {
  it('reads six hex digits, with or without the #, in any case', () => {
    expect(parseHexColour('#3ab4fc')).toEqual({ red: 0x3a, green: 0xb4, blue: 0xfc });
    expect(canonicalHexOf('3AB4FC')).toBe('#3ab4fc');
    expect(canonicalHexOf(' #000000 ')).toBe('#000000');
  });

  it('refuses anything else', () => {
    for (const text of ['', '#', '#3ab', 'fa0', '#3ab4f', '#3ab4fcc', 'red', '#ggg', '#3ab 4fc']) {
      expect(parseHexColour(text)).toBeNull();
    }
  });

  it('turns a colour into hue, saturation and brightness and back', () => {
    expect(hsvOf({ red: 255, green: 0, blue: 0 })).toEqual({ hue: 0, saturation: 100, brightness: 100 });
    expect(hsvOf({ red: 0, green: 0, blue: 0 })).toEqual({ hue: 0, saturation: 0, brightness: 0 });
    expect(hsvOf(parseHexColour('#3ab4fc')!)).toEqual({ hue: 202, saturation: 77, brightness: 99 });
    expect(hexOf(rgbOf({ hue: 120, saturation: 100, brightness: 100 }))).toBe('#00ff00');
    expect(hexOf(rgbOf({ hue: 240, saturation: 100, brightness: 50 }))).toBe('#000080');
    expect(hexOf(rgbOf({ hue: 300, saturation: 0, brightness: 100 }))).toBe('#ffffff');
  });

  it('round-trips every hue through the picker’s own steps', () => {
    for (let hue = 0; hue <= 359; hue += 1) {
      const hex = hexOf(rgbOf({ hue, saturation: 100, brightness: 100 }));
      expect(Math.abs(hsvOf(parseHexColour(hex)!).hue - hue)).toBeLessThanOrEqual(1);
    }
  });

  it('keeps a slider step inside its range and whole', () => {
    expect(clampHsv({ hue: 365, saturation: -3, brightness: 100.4 })).toEqual({
      hue: 359,
      saturation: 0,
      brightness: 100,
    });
  });
});
