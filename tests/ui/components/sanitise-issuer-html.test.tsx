import DOMPurify from 'dompurify';
import type { IssuerHtmlContext } from '../../../src/domain/html/issuer-html-profile';
import { issuerHtmlElements, keepsAttribute, keptClasses } from '../../../src/domain/html/issuer-html-profile';
import { acceptAddress } from '../../../src/domain/links/address';
import { sanitiseIssuerHtml } from '../../../src/ui/components/sanitise-issuer-html';
import { FCRA_DISCLOSURE } from '../../support/fcra-disclosure';
import { XSS_PAYLOADS } from '../../support/xss-payloads';

const SELF = 'https://verify.attest.example';
const ORIGINS = [SELF];
const sanitise = (html: string, context: IssuerHtmlContext = 'block') => sanitiseIssuerHtml(html, ORIGINS, context);

/** The sanitised HTML parsed inertly (a template does not load images or run anything). */
function parse(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

/** Elements that must never survive, whatever the profile says (issue 11). */
const NEVER = [
  'script', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'form', 'input', 'button', 'select',
  'option', 'textarea', 'label', 'fieldset', 'legend', 'isindex', 'datalist', 'output', 'style', 'meta', 'base',
  'link', 'title', 'svg', 'math', 'template', 'noscript', 'video', 'audio', 'source', 'picture', 'track', 'body',
  'marquee', 'details', 'xmp', 'noembed',
]; // prettier-ignore

/** Every way the sanitised HTML could still be dangerous in `context`, as readable findings. */
function findings(html: string, context: IssuerHtmlContext): string[] {
  const found: string[] = [];
  const allowed = issuerHtmlElements(context);
  for (const element of parse(html).querySelectorAll('*')) {
    const tag = element.localName;
    if (NEVER.includes(tag)) found.push(`forbidden element <${tag}>`);
    if (!allowed.includes(tag) || element.namespaceURI !== 'http://www.w3.org/1999/xhtml') {
      found.push(`element <${tag}> not in the ${context} profile`);
    }
    for (const { name, value } of element.attributes) {
      const ours = tag === 'a' && (name === 'target' || name === 'rel');
      if (/^on/i.test(name)) found.push(`event attribute ${name} on <${tag}>`);
      // In a rich-text value a class stays, holding only the editor's own class names.
      const editorClass = context === 'rich-text' && name === 'class' && value !== '' && keptClasses(value) === value;
      if (['style', 'class', 'id', 'name'].includes(name) && !editorClass) found.push(`attribute ${name} on <${tag}>`);
      if (!ours && !keepsAttribute(tag, name, context))
        found.push(`attribute ${name}="${value}" not allowed on <${tag}>`);
    }
    if (tag === 'a' && element.hasAttribute('href')) {
      const href = element.getAttribute('href') ?? '';
      if (acceptAddress(href, 'link') !== href) found.push(`refused link ${href}`);
      if (element.getAttribute('target') !== '_blank') found.push(`link ${href} without target _blank`);
      if (element.getAttribute('rel') !== 'noopener noreferrer') found.push(`link ${href} without its rel`);
    }
    if (tag === 'img') {
      const src = element.getAttribute('src') ?? '';
      if (acceptAddress(src, 'image', ORIGINS) !== src || !src.startsWith(`${SELF}/`)) {
        found.push(`image from ${src}`);
      }
    }
  }
  return found;
}

describe('the issuer HTML sanitiser against every XSS payload', () => {
  it('has at least 60 payloads, each named once', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(XSS_PAYLOADS.map((payload) => payload.name)).size).toBe(XSS_PAYLOADS.length);
  });

  describe.each(['block', 'phrasing', 'rich-text'] as const)('in a %s context', (context) => {
    it.each(XSS_PAYLOADS.map((payload) => [payload.name, payload.html] as const))(
      '%s: nothing dangerous survives and sanitising again changes nothing',
      (_name, html) => {
        const clean = sanitise(html, context);
        expect(findings(clean, context)).toEqual([]);
        expect(clean).not.toMatch(/<(script|style|iframe|form|input|svg|math|meta|base|link)\b/i);
        expect(sanitise(clean, context)).toBe(clean);
      },
    );
  });

  it('keeps the text of a phishing form but no control, and drops a control’s own words', () => {
    const phishing = XSS_PAYLOADS.find((payload) => payload.name === 'phishing form posting an SSN');
    expect(sanitise(phishing?.html ?? '')).toBe('<p>To finish, confirm your SSN.</p>Social Security number ');
  });

  it('leaves no CSS as text when it removes a style element', () => {
    expect(sanitise('<style>h1{color:white}</style><p>Disclosure</p>')).toBe('<p>Disclosure</p>');
  });

  it('leaves the default DOMPurify instance as it was (the hooks are on an instance of our own)', () => {
    sanitise('<p class="x"><a href="https://issuer.example">Read</a></p>');
    expect(DOMPurify.sanitize('<p class="x"><a href="/help">Read</a></p>')).toBe(
      '<p class="x"><a href="/help">Read</a></p>',
    );
  });
});

describe('what an issuer keeps', () => {
  it('keeps a realistic FCRA disclosure: its headings, paragraphs, lists, emphasis, links, table and text', () => {
    const clean = parse(sanitise(FCRA_DISCLOSURE));
    const tags = [...clean.querySelectorAll('*')].map((element) => element.localName);
    expect(new Set(tags)).toEqual(
      new Set([
        'h2', 'p', 'strong', 'h3', 'ul', 'li', 'em', 'ol', 'table', 'caption', 'thead', 'tr', 'th', 'tbody', 'td',
        'a', 'hr', 'blockquote', 'br', 'img',
      ]), // prettier-ignore
    );
    expect(clean.querySelectorAll('li')).toHaveLength(5);
    expect(clean.querySelectorAll('th[scope="col"]')).toHaveLength(2);
    expect(clean.querySelector('td[colspan="2"]')?.textContent).toBe('Phone 1-844-824-3257');
    expect(clean.querySelector('img')?.outerHTML).toBe(
      `<img src="${SELF}/issuers/acme/seal.png" alt="Acme seal" width="40" height="40">`,
    );
    const links = [...clean.querySelectorAll('a')].map((link) => link.outerHTML);
    expect(links).toEqual([
      '<a href="mailto:privacy@acme.example" target="_blank" rel="noopener noreferrer">privacy@acme.example</a>',
      '<a href="tel:+18448243257" target="_blank" rel="noopener noreferrer">1-844-824-3257</a>',
      '<a href="https://www.consumerfinance.gov/learnmore" target="_blank" rel="noopener noreferrer">' +
        'A Summary of Your Rights Under the FCRA (opens in a new tab)</a>',
    ]);
    const words = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
    expect(words(clean.textContent)).toBe(
      words(parse(FCRA_DISCLOSURE).textContent).replace('the FCRA', 'the FCRA (opens in a new tab)'),
    );
  });

  it('removes the href of a link with a user-info part, keeping its text', () => {
    expect(sanitise('<p><a href="https://attest.example@evil.example">Sign in</a></p>')).toBe('<p><a>Sign in</a></p>');
  });

  it.each([
    ['a relative link', '<a href="/help">Help</a>'],
    ['a protocol-relative link', '<a href="//evil.example">Help</a>'],
    ['an ftp link', '<a href="ftp://files.example/a">Help</a>'],
    ['an sms link', '<a href="sms:+15550100">Help</a>'],
  ])('removes the href of %s', (_name, html) => {
    expect(sanitise(html)).toBe('<a>Help</a>');
  });

  it('keeps an issuer’s own target and rel out, and its own new-tab note once', () => {
    expect(sanitise('<a href="https://issuer.example" target="_self" rel="opener">Help (opens in a new tab)</a>')).toBe(
      '<a href="https://issuer.example" target="_blank" rel="noopener noreferrer">Help (opens in a new tab)</a>',
    );
  });

  it('replaces an image from another origin by its alt text, and drops a decorative one', () => {
    expect(sanitise('<p>Seal: <img src="https://evil.example/seal.png" alt="Acme seal"></p>')).toBe(
      '<p>Seal: Acme seal</p>',
    );
    expect(sanitise('<p>Hi<img src="https://evil.example/pixel.gif" alt=""></p>')).toBe('<p>Hi</p>');
    expect(sanitiseIssuerHtml(`<img src="${SELF}/a.png" alt="A">`, [])).toBe('A');
  });

  it('keeps only phrasing elements inside a heading, with the text of the others', () => {
    expect(sanitise('<h2>All</h2><p><em>done</em>, <a href="https://issuer.example">see</a></p>', 'phrasing')).toBe(
      'All<em>done</em>, <a href="https://issuer.example" target="_blank" rel="noopener noreferrer">see (opens in a new tab)</a>',
    );
  });

  it('keeps an issuer’s h1 as text: the page has its own title', () => {
    expect(sanitise('<h1>Disclosure</h1><p>Text</p>')).toBe('Disclosure<p>Text</p>');
  });
});

describe('a rich-text value (the html field of a schema form)', () => {
  const richText = (html: string) => sanitise(html, 'rich-text');

  it('keeps what the editor writes: h1, strike, coloured runs, and its alignment, indent and colour classes', () => {
    const html =
      '<h1 class="ql-align-center">Title</h1><p class="ql-indent-9"><s>old</s> ' +
      '<span class="ql-color-e60000">red</span> <strong class="ql-bg-ffffcc">marked</strong></p>';
    expect(richText(html)).toBe(html);
    expect(findings(richText(html), 'rich-text')).toEqual([]);
  });

  it('drops every other class name, style attributes and the rest of what the block profile drops', () => {
    expect(
      richText(
        '<p class="button ql-align-right visually-hidden" style="color:red" id="x" onclick="go()">Hi</p>' +
          '<span class="snackbar">there</span><script>alert(1)</script>',
      ),
    ).toBe('<p class="ql-align-right">Hi</p><span>there</span>');
  });

  it('adds no "(opens in a new tab)" to a link: the editor would read it back as the link’s words', () => {
    expect(richText('<p><a href="https://example.com/terms">Terms</a></p>')).toBe(
      '<p><a href="https://example.com/terms" target="_blank" rel="noopener noreferrer">Terms</a></p>',
    );
  });

  it('leaves the block and phrasing contexts as they were: no class, no h1, no span', () => {
    const html = '<h1>Title</h1><p class="ql-align-center"><span class="ql-color-e60000">red</span> <s>x</s></p>';
    expect(sanitise(html)).toBe('Title<p>red x</p>');
    expect(sanitise(html, 'phrasing')).toBe('Titlered x');
  });
});
