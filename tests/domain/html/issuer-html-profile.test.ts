import {
  DROPPED_WITH_CONTENT,
  ISSUER_HTML_ATTRIBUTES,
  ISSUER_HTML_ELEMENTS,
  issuerHtmlAttributes,
  issuerHtmlElements,
  keepsAttribute,
  keptClasses,
  RICH_TEXT_ELEMENTS,
} from '../../../src/domain/html/issuer-html-profile';

/** What issue 11 says issuer HTML must never hold, whatever is added to the profile later. */
const FORBIDDEN_ELEMENTS = [
  'form', 'input', 'button', 'select', 'textarea', 'option', 'optgroup', 'label', 'fieldset', 'legend', 'datalist',
  'output', 'isindex', 'style', 'script', 'noscript', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet',
  'base', 'meta', 'link', 'title', 'head', 'body', 'html', 'svg', 'math', 'template', 'video', 'audio', 'source',
  'track', 'picture', 'portal', 'slot', 'dialog', 'details', 'h1',
]; // prettier-ignore
const FORBIDDEN_ATTRIBUTES = ['style', 'class', 'id', 'name', 'srcset', 'target', 'rel', 'action', 'formaction'];

describe('the issuer HTML profile', () => {
  it('allows none of the elements issuer HTML must never hold', () => {
    expect(Object.keys(ISSUER_HTML_ELEMENTS).filter((name) => FORBIDDEN_ELEMENTS.includes(name))).toEqual([]);
  });

  it('gives no element a style, class, id, name, event or address-list attribute', () => {
    const given = ISSUER_HTML_ATTRIBUTES.filter((name) => FORBIDDEN_ATTRIBUTES.includes(name) || /^on/.test(name));
    expect(given).toEqual([]);
    expect(ISSUER_HTML_ATTRIBUTES.filter((name) => /^(aria|data)-/.test(name))).toEqual([]);
  });

  it('keeps addresses only on links (href) and images (src)', () => {
    const withAddress = Object.entries(ISSUER_HTML_ELEMENTS)
      .filter(([, rule]) => rule.attributes.some((name) => name === 'href' || name === 'src'))
      .map(([element, rule]) => `${element}: ${rule.attributes.filter((a) => a === 'href' || a === 'src').join()}`);
    expect(withAddress).toEqual(['a: href', 'img: src']);
  });

  it('keeps each attribute only on its own elements', () => {
    expect(keepsAttribute('a', 'href')).toBe(true);
    expect(keepsAttribute('img', 'href')).toBe(false);
    expect(keepsAttribute('th', 'scope')).toBe(true);
    expect(keepsAttribute('td', 'scope')).toBe(false);
    expect(keepsAttribute('p', 'alt')).toBe(false);
    expect(keepsAttribute('script', 'src')).toBe(false);
    // Names of Object.prototype are not elements.
    expect(keepsAttribute('constructor', 'name')).toBe(false);
    expect(keepsAttribute('__proto__', 'href')).toBe(false);
  });

  it('keeps only phrasing elements inside a heading, and every element in a block', () => {
    expect(issuerHtmlElements('phrasing')).toEqual(['br', 'em', 'strong', 'b', 'i', 'u', 'a', 'img']);
    expect(issuerHtmlElements('block')).toEqual(Object.keys(ISSUER_HTML_ELEMENTS));
  });

  it('drops the words of the controls it removes, never those of an element it keeps', () => {
    expect(DROPPED_WITH_CONTENT.filter((name) => Object.hasOwn(ISSUER_HTML_ELEMENTS, name))).toEqual([]);
    expect(DROPPED_WITH_CONTENT).toEqual(expect.arrayContaining(['button', 'select', 'textarea']));
  });

  describe('in a rich-text value (the html field of a schema form)', () => {
    it('adds only h1 (the document’s own top heading), s and span to the block elements', () => {
      expect(Object.keys(RICH_TEXT_ELEMENTS)).toEqual(['h1', 's', 'span']);
      expect(issuerHtmlElements('rich-text')).toEqual([...Object.keys(ISSUER_HTML_ELEMENTS), 'h1', 's', 'span']);
      expect(issuerHtmlElements('block')).not.toContain('h1');
      const forbidden = FORBIDDEN_ELEMENTS.filter((name) => name !== 'h1');
      expect(issuerHtmlElements('rich-text').filter((name) => forbidden.includes(name))).toEqual([]);
    });

    it('keeps class (filtered by keptClasses) and no other new attribute; block and phrasing still keep no class', () => {
      expect(issuerHtmlAttributes('rich-text')).toEqual([...ISSUER_HTML_ATTRIBUTES, 'class']);
      expect(issuerHtmlAttributes('block')).toEqual(ISSUER_HTML_ATTRIBUTES);
      expect(keepsAttribute('p', 'class', 'rich-text')).toBe(true);
      expect(keepsAttribute('span', 'class', 'rich-text')).toBe(true);
      expect(keepsAttribute('p', 'class')).toBe(false);
      expect(keepsAttribute('span', 'class', 'block')).toBe(false);
      expect(keepsAttribute('script', 'class', 'rich-text')).toBe(false);
      expect(keepsAttribute('p', 'style', 'rich-text')).toBe(false);
      expect(keepsAttribute('span', 'id', 'rich-text')).toBe(false);
    });

    it('keeps only the editor’s alignment, indent 1 to 9 and hex colour classes', () => {
      expect(keptClasses('ql-align-center ql-indent-9 ql-color-e60000 ql-bg-ffffcc')).toBe(
        'ql-align-center ql-indent-9 ql-color-e60000 ql-bg-ffffcc',
      );
      expect(keptClasses('ql-align-right ql-align-justify')).toBe('ql-align-right ql-align-justify');
      expect(keptClasses('button button--primary visually-hidden snackbar')).toBe('');
      expect(keptClasses('ql-indent-0 ql-indent-10 ql-align-left ql-hidden ql-editor')).toBe('');
      expect(keptClasses('ql-color-red ql-color-#e60000 ql-bg-e60000x ql-color-E60000')).toBe('');
      expect(keptClasses('  ql-indent-2\tvisually-hidden\nql-align-center ')).toBe('ql-indent-2 ql-align-center');
    });
  });
});
