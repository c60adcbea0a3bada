/**
 * What issuer HTML may hold (issue 11): the one profile the UI's sanitiser applies to every text
 * the service sends as markup (consent texts, the confirmation heading and message). It is an
 * allow-list, written as data so it can be audited here and in contracts/README.md ('Issuer HTML');
 * anything not listed is removed and, for an element, its text kept (except where
 * `DROPPED_WITH_CONTENT` says otherwise).
 *
 * What it leaves out, and why:
 * - Form controls (form, input, button, select, textarea, option, label, fieldset, isindex...): a
 *   disclosure asks nothing; a control inside the interview page is a phishing form that looks like
 *   ours (a typed SSN posted to another site).
 * - `<style>` and `style` attributes: they restyle the whole page (a white heading, a hidden
 *   footer, words added to our own labels) and need `style-src 'unsafe-inline'`.
 * - `class`, `id` and `name`: issuer markup must not borrow the app's classes (`snackbar`,
 *   `visually-hidden`, `button button--primary`) to pass as our own controls or hide text, nor
 *   clobber DOM names (`<img name="getElementById">`) or steal an id our labels point to.
 * - Scripts, embeds and documents in documents (script, iframe, frame, object, embed, applet,
 *   portal), page-level elements (base, meta, link, title, head), svg and math (their own
 *   namespaces are where sanitiser-bypassing parser confusions live), template, media (video, audio,
 *   source, track, picture; srcset): none is a text, each can run code, load from elsewhere or
 *   change how the page is read.
 * - `h1`: the page's title is its one h1 (a question's title, the thank-you heading); an issuer's
 *   h1 would be a second page title in the middle of the page. Its text stays.
 * - Images are kept only from an allowed origin (the sanitiser checks each `src` with
 *   acceptAddress's 'image' use): a remote image tells another site who opened the page and when.
 * - Links keep an `href` only as acceptAddress's 'link' use accepts it (http(s) with a host and no
 *   user-info, mailto, tel), and open in a new tab without an opener or referrer, so the
 *   interview is never replaced.
 */

/**
 * Where a text is shown: `block` in its own box (the consent text, the thank-you message);
 * `phrasing` inside an element that holds only text, such as a heading (the thank-you heading);
 * `rich-text` as the value of a schema form's html field (spec 001 §10.5), the document the
 * applicant writes in the rich-text editor, which the editor reads back (see RICH_TEXT_ELEMENTS).
 */
export type IssuerHtmlContext = 'block' | 'phrasing' | 'rich-text';

interface ElementRule {
  /** Phrasing elements are kept in both contexts; block ones only in a block (else their text stays). */
  readonly kind: 'phrasing' | 'block';
  /** The attributes this element keeps; every other attribute is removed. */
  readonly attributes: readonly string[];
}

const TEXT: ElementRule = { kind: 'phrasing', attributes: [] };
const BLOCK: ElementRule = { kind: 'block', attributes: [] };
const CELL_SPANS = ['colspan', 'rowspan'] as const;

/** The allowed elements (lower case) and their attributes. */
export const ISSUER_HTML_ELEMENTS: Readonly<Record<string, ElementRule>> = {
  // Text.
  p: BLOCK,
  br: TEXT,
  hr: BLOCK,
  h2: BLOCK,
  h3: BLOCK,
  h4: BLOCK,
  h5: BLOCK,
  h6: BLOCK,
  blockquote: BLOCK,
  // Emphasis, as disclosures use it (FCRA's 'clear and conspicuous').
  em: TEXT,
  strong: TEXT,
  b: TEXT,
  i: TEXT,
  u: TEXT,
  // Lists.
  ul: BLOCK,
  ol: BLOCK,
  li: BLOCK,
  // Links: the href is checked by acceptAddress ('link'); target and rel are the sanitiser's own.
  a: { kind: 'phrasing', attributes: ['href'] },
  // Images from an allowed origin only (acceptAddress 'image'); a refused image leaves its alt text.
  img: { kind: 'phrasing', attributes: ['src', 'alt', 'width', 'height'] },
  // Simple tables (a disclosure's table of agencies and their addresses).
  table: BLOCK,
  caption: BLOCK,
  thead: BLOCK,
  tbody: BLOCK,
  tr: BLOCK,
  th: { kind: 'block', attributes: [...CELL_SPANS, 'scope'] },
  td: { kind: 'block', attributes: [...CELL_SPANS] },
};

/**
 * What a rich-text value keeps beyond the block profile: what the editor's toolbar writes (spec 001
 * §10.5), so that a value read back into the editor loses none of it. It is never the page's own
 * markup: the value is the applicant's document, edited in the editor and sent as the answer; shown
 * anywhere else it goes through the block profile like any text.
 * - `h1`: the editor's header level 1 is the document's own top heading (the page's h1 is the
 *   question's title, outside the document).
 * - `s` (strike) and `span` (a run of coloured text).
 * - `class`, on any element of the value, but only the editor's own class names of
 *   RICH_TEXT_CLASSES (every other class name is removed): alignment, indent and colours travel as
 *   classes because the `style` attribute stays out of every context (it would need
 *   `style-src 'unsafe-inline'`, and restyles anything). A `ql-` name is not one of the app's classes,
 *   so it cannot pass issuer markup off as our controls or hide text; outside the editor it means
 *   nothing.
 */
export const RICH_TEXT_ELEMENTS: Readonly<Record<string, ElementRule>> = {
  h1: BLOCK,
  s: TEXT,
  span: TEXT,
};

/**
 * The class names a rich-text value keeps, as the editor writes them: alignment (center, right,
 * justify; left is the default), indent levels 1 to 9 (each 1 em, spec 001 §10.5), and the text
 * and background colours as six hex digits.
 */
export const RICH_TEXT_CLASSES: readonly RegExp[] = [
  /^ql-align-(center|right|justify)$/,
  /^ql-indent-[1-9]$/,
  /^ql-(color|bg)-[0-9a-f]{6}$/,
];

/** The class names of `value` a rich-text value keeps, in order, space-separated ('' if none). */
export const keptClasses = (value: string): string =>
  value
    .split(/\s+/)
    .filter((name) => RICH_TEXT_CLASSES.some((pattern) => pattern.test(name)))
    .join(' ');

const rulesOf = (context: IssuerHtmlContext): Readonly<Record<string, ElementRule>> =>
  context === 'rich-text' ? { ...ISSUER_HTML_ELEMENTS, ...RICH_TEXT_ELEMENTS } : ISSUER_HTML_ELEMENTS;

/** The elements allowed in `context`. */
export function issuerHtmlElements(context: IssuerHtmlContext): readonly string[] {
  return Object.entries(rulesOf(context))
    .filter(([, rule]) => context !== 'phrasing' || rule.kind === 'phrasing')
    .map(([name]) => name);
}

/** Every attribute some allowed element keeps (in `block` and `phrasing`). */
export const ISSUER_HTML_ATTRIBUTES: readonly string[] = [
  ...new Set(Object.values(ISSUER_HTML_ELEMENTS).flatMap((rule) => rule.attributes)),
];

/** Every attribute some element keeps in `context`: in a rich-text value, `class` too. */
export const issuerHtmlAttributes = (context: IssuerHtmlContext): readonly string[] =>
  context === 'rich-text' ? [...ISSUER_HTML_ATTRIBUTES, 'class'] : ISSUER_HTML_ATTRIBUTES;

/**
 * Whether `element` (lower case) may keep `attribute` (lower case) in `context`; a kept `class`
 * keeps only the names keptClasses allows.
 */
export function keepsAttribute(element: string, attribute: string, context: IssuerHtmlContext = 'block'): boolean {
  const rules = rulesOf(context);
  if (!Object.hasOwn(rules, element)) return false;
  if (context === 'rich-text' && attribute === 'class') return true;
  return rules[element]?.attributes.includes(attribute) ?? false;
}

/**
 * Removed elements whose text goes with them, beyond the ones whose content is never text
 * (script, style, template, svg, math, iframe, noscript...): a control's words ('Submit', an
 * option's 'Yes') mean nothing once the control is gone.
 */
export const DROPPED_WITH_CONTENT: readonly string[] = [
  'button',
  'select',
  'option',
  'optgroup',
  'datalist',
  'textarea',
];
