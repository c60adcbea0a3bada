import createDOMPurify from 'dompurify';
import type { UponSanitizeAttributeHookEvent } from 'dompurify';
import {
  DROPPED_WITH_CONTENT,
  issuerHtmlAttributes,
  issuerHtmlElements,
  keepsAttribute,
  keptClasses,
} from '../../domain/html/issuer-html-profile';
import type { IssuerHtmlContext } from '../../domain/html/issuer-html-profile';
import { acceptAddress } from '../../domain/links/address';
import { TRUSTED_TYPES_POLICIES } from '../../domain/security/trusted-types';
import { ISSUER_HTML_TEXTS } from '../texts/issuer-html-texts';
import { disarmForParsing, DROPPED_STYLE, withoutMarks } from './disarm-for-parsing';

/**
 * An instance of our own: its hooks and settings never reach another user of DOMPurify (its
 * default instance is shared by everything that imports it).
 */
const purifier = createDOMPurify(window);

/**
 * Under Trusted Types (issue 26) DOMPurify's own parse of the HTML it sanitises (DOMParser into an
 * inert document, whose scripts never run) is a sink too: this policy is handed to DOMPurify alone
 * and passes that parse. It makes no script URL: an element that would need one is not in the
 * profile, and DOMPurify drops an attribute it cannot write. Undefined where the browser has no
 * Trusted Types (and in the DOM of unit tests).
 */
const parsePolicy = window.trustedTypes?.createPolicy(TRUSTED_TYPES_POLICIES.sanitiserParse, {
  createHTML: (html: string) => html,
  createScript: (): string => {
    throw new TypeError('issuer HTML carries no script');
  },
  createScriptURL: (): string => {
    throw new TypeError('issuer HTML carries no script address');
  },
});

/** The image origins and context of the sanitise call under way (DOMPurify's hooks are not given arguments). */
let imageOrigins: readonly string[] = [];
let currentContext: IssuerHtmlContext = 'block';

/**
 * Each attribute only on the elements the profile gives it; every href through acceptAddress's
 * 'link' use and every image src through its 'image' use (a refused one is removed, and with it
 * the link's target or the image below).
 */
purifier.addHook('uponSanitizeAttribute', (node: Element, event: UponSanitizeAttributeHookEvent) => {
  const element = node.nodeName.toLowerCase();
  if (!keepsAttribute(element, event.attrName, currentContext)) {
    event.keepAttr = false;
    return;
  }
  if (event.attrName === 'class') {
    event.attrValue = keptClasses(withoutMarks(event.attrValue));
    if (event.attrValue === '') event.keepAttr = false;
    return;
  }
  const use = event.attrName === 'href' ? 'link' : event.attrName === 'src' ? 'image' : null;
  if (use === null) return;
  const accepted = acceptAddress(withoutMarks(event.attrValue), use, imageOrigins);
  if (accepted === null) event.keepAttr = false;
  else event.attrValue = accepted;
});

/**
 * An image whose address was refused (or that had none) goes; its alt text stays as text, so the
 * words the issuer meant to show are still read (an empty alt, a decorative image, leaves nothing).
 */
purifier.addHook('afterSanitizeAttributes', (node: Element) => {
  if (node.nodeName.toLowerCase() !== 'img' || node.hasAttribute('src')) return;
  const alt = node.getAttribute('alt')?.trim() ?? '';
  node.replaceWith(...(alt === '' ? [] : [node.ownerDocument.createTextNode(alt)]));
});

/**
 * Every link opens in a new tab without an opener or a referrer, so the interview is never
 * replaced (a mailto or tel link too: with a web mail handler it would otherwise load the mail
 * site over the interview). A web link says so in its text (ours), once even when sanitised twice
 * or when the issuer already wrote it.
 *
 * Spec is silent on telling users a link opens a new tab: issuer HTML cannot carry a visually
 * hidden text (no classes), and an aria-label would hide the issuer's own link text from
 * translation and replace it for voice control; a visible '(opens in a new tab)' after a web
 * link's text tells everyone, as GOV.UK does. mailto and tel links open an app, not a tab: no note.
 * The note is read from its catalogue on each call, in the language shown (issue 28).
 */
function openInNewTab(body: HTMLElement, saysSo: boolean): void {
  const note = ISSUER_HTML_TEXTS.opensInNewTab;
  for (const link of body.querySelectorAll('a')) {
    const href = link.getAttribute('href');
    if (href === null) continue;
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
    const text = (link.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (saysSo && /^https?:/i.test(href) && !text.endsWith(note)) {
      link.append(`${text === '' ? '' : ' '}${note}`);
    }
  }
}

/**
 * Issuer HTML as the issuer HTML profile (src/domain/html/issuer-html-profile.ts) allows it, with
 * images only from `origins` (AppSettings.imageOrigins). `context` 'phrasing' keeps only what may
 * stand inside a heading (block elements leave their text). The result is a fixed point:
 * sanitising it again gives it back unchanged. It parses the HTML disarmed (disarm-for-parsing.ts), so
 * that parsing it breaks no content security policy. In the `rich-text` context (a rich-text field's
 * value, the applicant's own document) links get no '(opens in a new tab)': the editor would read
 * it back as the link's words; wherever the value is shown, the block profile adds it.
 */
export function sanitiseIssuerHtml(
  html: string,
  origins: readonly string[],
  context: IssuerHtmlContext = 'block',
): string {
  imageOrigins = origins;
  currentContext = context;
  try {
    const body = purifier.sanitize(disarmForParsing(html), {
      ALLOWED_TAGS: [...issuerHtmlElements(context)],
      ALLOWED_ATTR: [...issuerHtmlAttributes(context)],
      ALLOW_DATA_ATTR: false,
      ALLOW_ARIA_ATTR: false,
      ALLOW_UNKNOWN_PROTOCOLS: false,
      ADD_FORBID_CONTENTS: [...DROPPED_WITH_CONTENT, DROPPED_STYLE],
      RETURN_DOM: true,
      ...(parsePolicy === undefined ? {} : { TRUSTED_TYPES_POLICY: parsePolicy }),
    }) as HTMLElement | null;
    // No body at all: the HTML was a frameset document, nothing of which is text.
    if (body === null) return '';
    openInNewTab(body, context !== 'rich-text');
    return withoutMarks(body.innerHTML);
  } finally {
    imageOrigins = [];
    currentContext = 'block';
  }
}

/**
 * The only way issuer HTML (and a rich-text value shown as HTML) becomes TrustedHTML: this policy's
 * createHTML is the sanitiser itself, so whatever string it is handed comes out sanitised.
 */
const issuerHtmlPolicy = window.trustedTypes?.createPolicy(TRUSTED_TYPES_POLICIES.issuerHtml, {
  createHTML: (html: string, origins: readonly string[], context: IssuerHtmlContext) =>
    sanitiseIssuerHtml(html, origins, context),
});

/**
 * sanitiseIssuerHtml's result as the DOM takes it: TrustedHTML where the browser enforces Trusted
 * Types, the sanitised string where it has none.
 */
export function trustedIssuerHtml(
  html: string,
  origins: readonly string[],
  context: IssuerHtmlContext = 'block',
): TrustedHTML | string {
  return issuerHtmlPolicy === undefined
    ? sanitiseIssuerHtml(html, origins, context)
    : issuerHtmlPolicy.createHTML(html, origins, context);
}
