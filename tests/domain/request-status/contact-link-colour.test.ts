import { contactLinkColour, contrastRatio, rgbOf } from '../../../src/domain/request-status/contact-link-colour';

describe('the terminated page contact link colour', () => {
  it('reads #rgb and #rrggbb colours and refuses anything else', () => {
    expect(rgbOf('#0a0')).toEqual([0, 170, 0]);
    expect(rgbOf('#1A2b3C')).toEqual([26, 43, 60]);
    expect(rgbOf('red')).toBeNull();
    expect(rgbOf('#12345')).toBeNull();
    expect(rgbOf('url(javascript:x)')).toBeNull();
  });

  it('computes the WCAG contrast ratio', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrastRatio([255, 255, 255], [255, 255, 255])).toBeCloseTo(1, 5);
    // #767676 is the classic lightest grey that passes 4.5:1 on white.
    expect(contrastRatio([0x76, 0x76, 0x76], [255, 255, 255])).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio([0x77, 0x77, 0x77], [255, 255, 255])).toBeLessThan(4.5);
  });

  it('keeps a brand colour that passes 4.5:1 on white', () => {
    expect(contactLinkColour('#003366')).toBe('#003366');
    expect(contactLinkColour(' #767676 ')).toBe('#767676');
  });

  it('falls back to the default link colour for a pale, missing or malformed brand colour', () => {
    expect(contactLinkColour('#ffcc00')).toBeNull();
    expect(contactLinkColour('#777777')).toBeNull();
    expect(contactLinkColour(null)).toBeNull();
    expect(contactLinkColour('blue')).toBeNull();
  });
});
