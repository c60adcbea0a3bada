import { consentTextHtml } from '../../../src/domain/consent/consent-text-html';
import { readConsentText } from '../../../src/domain/consent/consent-text';

describe('an issuer consent text (spec 001 §2.1 "each with data")', () => {
  it('reads the HTML alone, or the HTML with its data', () => {
    expect(readConsentText('<p>A</p>')).toEqual({ html: '<p>A</p>', data: {} });
    expect(readConsentText({ html: '<p>{{a}}</p>', data: { a: 'x', n: 3 } })).toEqual({
      html: '<p>{{a}}</p>',
      data: { a: 'x', n: 3 },
    });
    expect(readConsentText({ html: '<p>A</p>' })).toEqual({ html: '<p>A</p>', data: {} });
    expect(readConsentText({ html: '<p>A</p>', data: 'x' })).toEqual({ html: '<p>A</p>', data: {} });
    expect(readConsentText({ html: '<p>A</p>', data: ['x'] })).toEqual({ html: '<p>A</p>', data: {} });
  });

  it('reads the literal reading of "each with data": the HTML itself under data', () => {
    expect(readConsentText({ data: '<p>A</p>' })).toEqual({ html: '<p>A</p>', data: {} });
    expect(readConsentText({ html: null, data: '<p>A</p>' })).toEqual({ html: '<p>A</p>', data: {} });
    // html wins when both are given: the data string is then no placeholder data.
    expect(readConsentText({ html: '<p>A</p>', data: '<p>B</p>' })).toEqual({ html: '<p>A</p>', data: {} });
  });

  it('leaves out an entry without HTML', () => {
    expect(readConsentText(null)).toBeNull();
    expect(readConsentText(42)).toBeNull();
    expect(readConsentText(['<p>A</p>'])).toBeNull();
    expect(readConsentText({ data: { a: 'x' } })).toBeNull();
    expect(readConsentText({ html: 7 })).toBeNull();
    expect(readConsentText({ html: 7, data: '<p>A</p>' })).toBeNull();
    expect(readConsentText({ data: 7 })).toBeNull();
  });

  it('keeps a data key such as __proto__ as plain data', () => {
    const text = readConsentText(JSON.parse('{"html":"{{__proto__}} {{constructor}}","data":{"__proto__":"p"}}'));
    expect(consentTextHtml(text!)).toBe('p {{constructor}}');
    expect(({} as { polluted?: string }).polluted).toBeUndefined();
  });

  it('fills each placeholder with its data as escaped text', () => {
    expect(
      consentTextHtml({
        html: '<p>{{company}} and {{ agency name }} ({{company}}); {{x.y:z-1}}</p>',
        data: { company: 'Ann & Bo <b>', 'agency name': '"Checkr"', 'x.y:z-1': "it's" },
      }),
    ).toBe('<p>Ann &amp; Bo &lt;b&gt; and &quot;Checkr&quot; (Ann &amp; Bo &lt;b&gt;); it&#39;s</p>');
  });

  it('fills with text, numbers and true/false only', () => {
    expect(
      consentTextHtml({
        html: '{{n}} {{yes}} {{list}} {{object}} {{none}}',
        data: { n: 3, yes: true, list: [1], object: {}, none: null },
      }),
    ).toBe('3 true {{list}} {{object}} {{none}}');
  });

  it('leaves a placeholder without data, and HTML without data, as written', () => {
    expect(consentTextHtml({ html: '<p>{{missing}} {{constructor}}</p>', data: {} })).toBe(
      '<p>{{missing}} {{constructor}}</p>',
    );
    expect(consentTextHtml({ html: '<p>{{a}}</p>', data: { b: 'x' } })).toBe('<p>{{a}}</p>');
  });
});
