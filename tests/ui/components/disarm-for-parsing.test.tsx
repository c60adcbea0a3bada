import { disarmForParsing, DROPPED_STYLE, withoutMarks } from '../../../src/ui/components/disarm-for-parsing';
import { sanitiseIssuerHtml } from '../../../src/ui/components/sanitise-issuer-html';

/** The attribute names and element names the browser's parser sees in the disarmed HTML. */
function parsed(html: string): { attributes: string[]; elements: string[] } {
  const body = new DOMParser().parseFromString(disarmForParsing(html), 'text/html').body;
  const all = [...body.querySelectorAll('*')];
  return {
    attributes: all.flatMap((element) => element.getAttributeNames()),
    elements: all.map((element) => element.localName),
  };
}

describe('disarmForParsing: what the parser sees of issuer HTML', () => {
  it.each([
    '<p onclick="x()">a</p>',
    '<p ONCLICK=x>a</p>',
    '<p onclick>a</p>',
    '<img/src=x/onerror=x>',
    '<p a="1"onclick=x>a</p>',
    "<p a='1'onclick=x>a</p>",
    '<p\nonmouseover\n=\nx>a</p>',
    '<p style="color:red">a</p>',
    '<p style>a</p>',
    '<svg><animate onbegin=x attributeName=x></svg>',
  ])('reads no event handler or style attribute in %j', (html) => {
    const names = parsed(html).attributes;
    expect(names.filter((name) => /^on|^style$/i.test(name))).toEqual([]);
  });

  it.each(['<style>h1{color:white}</style>', '<STYLE >a{}</STYLE>', '<svg><style>a{}</style></svg>'])(
    'reads no style element in %j',
    (html) => {
      const { elements } = parsed(html);
      expect(elements).not.toContain('style');
      expect(elements).toContain(DROPPED_STYLE);
    },
  );

  it('reads no base element', () => {
    expect(parsed('<base href="https://evil.example/"><BASE/href=//evil.example>').elements).toEqual([
      'attest-dropped-base',
      'attest-dropped-base',
    ]);
  });

  it('keeps the words of a text that merely looks like attributes', () => {
    const text = '<p>Based on the style of "online" reports, /only once/ stylesheets \'on\' style=on.</p>';
    expect(sanitiseIssuerHtml(text, [])).toBe(text);
  });

  it("drops a style element's rules with it, rather than showing them as text", () => {
    expect(sanitiseIssuerHtml('<style>h1{color:white}</style><p>Disclosure</p>', [])).toBe('<p>Disclosure</p>');
  });

  it("removes the issuer's own marks before adding ours, so only ours are taken out", () => {
    expect(withoutMarks(disarmForParsing('a\uFEFFb on'))).toBe('ab on');
  });
});
