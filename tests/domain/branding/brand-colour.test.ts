import { brandColour, partnerColourOf } from '../../../src/domain/branding/brand-colour';

describe('partnerColourOf (a partner profile primary_color)', () => {
  it.each(['#3ab4fc', '#abc', '#abcd', '#11223344', 'rgb(1, 2, 3)', 'hsla(120, 50%, 50%, 0.5)'])(
    'uses the CSS colour %s',
    (colour) => {
      expect(partnerColourOf(colour)).toBe(colour);
    },
  );

  it('trims the colour', () => {
    expect(partnerColourOf('  #3ab4fc ')).toBe('#3ab4fc');
  });

  it.each([null, 42, '', 'red', 'url(x)', '#12', 'rgb(1,2,3);background:url(x)', 'expression(alert(1))'])(
    'counts %p as no colour',
    (value) => {
      expect(partnerColourOf(value)).toBeNull();
    },
  );
});

describe('brandColour (the page accent)', () => {
  it("prefers the partner's colour to the issuer's", () => {
    expect(brandColour('#112233', '#445566')).toBe('#112233');
  });

  it("uses the issuer's hex colour without a partner colour", () => {
    expect(brandColour(null, '#445566')).toBe('#445566');
    expect(brandColour(null, '#456')).toBe('#456');
  });

  it('ignores an issuer colour that is not a hex colour', () => {
    expect(brandColour(null, 'red')).toBeNull();
    expect(brandColour(null, 'url(javascript:x)')).toBeNull();
    expect(brandColour(null, undefined)).toBeNull();
  });
});
