import { consentHtmlFor, suppliedConsentHtml } from '../../../src/domain/consent/consent-html';

describe('consentHtmlFor', () => {
  it("uses the issuer's HTML for the attribute type", () => {
    expect(consentHtmlFor({ 'consent.fcra.authorized': 'A', 'consent.fcra': 'F' }, 'consent.fcra.authorized')).toBe(
      'A',
    );
  });

  it("falls back to the 'consent.fcra' HTML", () => {
    expect(consentHtmlFor({ 'consent.fcra': 'F' }, 'consent.fcra.reviewed_disclosure')).toBe('F');
  });

  it('is undefined when neither is supplied, so the default disclosure shows', () => {
    expect(consentHtmlFor({ other: 'x' }, 'consent.fcra.authorized')).toBeUndefined();
    expect(consentHtmlFor({}, 'constructor')).toBeUndefined();
  });

  it('lists the attribute types with HTML, ignoring empty entries', () => {
    expect(suppliedConsentHtml({ a: 'x', b: undefined, c: null as unknown as string })).toEqual(['a']);
  });
});
