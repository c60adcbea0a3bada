import { fieldOf, isAbsent, isJsonObject } from '../shared/json-fields';

/**
 * One consent text the issuer supplies (spec 001 §2.1: consent HTML 'keyed by attribute type ...
 * each with data'): its HTML, untrusted, and the data its placeholders are filled from.
 *
 * Spec is silent on the shape of an entry 'with data' and on what the data is for. The issuer
 * record may give an entry either as a string (the HTML alone) or as an object
 * `{ "html": "<p>…</p>", "data": { "name": value } }` (contracts/README.md pins both). The data
 * fills the HTML's `{{name}}` placeholders, the variable mentions the form layer's html editor
 * writes (spec 001 §10.1, names of letters, digits, space, underscore, dot, colon and hyphen), so
 * an issuer can keep one consent template and vary its company or agency names.
 */
export interface ConsentText {
  readonly html: string;
  /** Placeholder name -> its text. Only text, number and true/false values are kept. */
  readonly data: Readonly<Record<string, string>>;
}

/**
 * Reads one entry of the issuer's consent HTML: a string, or an object with an `html` string and
 * optional `data`; anything else is null (left out, as if the issuer had no HTML for that key).
 *
 * Spec is silent on odd data: `data` that is not an object counts as none, and data values that
 * are not text, numbers or true/false are left out, rather than dropping the whole consent text
 * (which would show the default disclosure and drop the authorized consent, spec 001 §5.10).
 */
export function readConsentText(value: unknown): ConsentText | null {
  if (typeof value === 'string') return { html: value, data: {} };
  if (!isJsonObject(value)) return null;
  const html = fieldOf(value, 'html');
  if (typeof html !== 'string') return null;
  const data = fieldOf(value, 'data');
  if (isAbsent(data) || !isJsonObject(data)) return { html, data: {} };
  const entries = Object.entries(data).flatMap(([name, item]) =>
    typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean' ? [[name, String(item)]] : [],
  );
  // fromEntries defines own properties, so a key such as '__proto__' cannot reach a prototype.
  return { html, data: Object.fromEntries(entries) };
}

const PLACEHOLDER = /\{\{\s*([A-Za-z0-9 _.:-]+?)\s*\}\}/g;

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

/**
 * The HTML to show: each `{{name}}` with data replaced by its value as text (escaped, so data
 * never adds markup). The result is still untrusted HTML: the UI sanitises it like any issuer HTML.
 *
 * Spec is silent on a placeholder without data: it is left as written, so a gap in the issuer's
 * template shows rather than silently shortening a legal text.
 */
export function consentTextHtml(text: ConsentText): string {
  return text.html.replace(PLACEHOLDER, (placeholder, name: string) =>
    Object.hasOwn(text.data, name) ? escapeHtml(text.data[name] ?? '') : placeholder,
  );
}
