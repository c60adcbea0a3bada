import type { JsonObject } from '../shared/json-fields';
import { fieldOf, isJsonObject } from '../shared/json-fields';

/**
 * One consent text the issuer supplies (spec 001 §2.1: consent HTML 'keyed by attribute type ...
 * each with data'): its HTML, untrusted, and the data its placeholders are filled from.
 *
 * Spec is silent on the shape of an entry 'with data' and on what the data is for. The issuer
 * record may give an entry as a string (the HTML alone), as an object
 * `{ "html": "<p>…</p>", "data": { "name": value } }`, or as `{ "data": "<p>…</p>" }`
 * (readConsentText; contracts/README.md pins all three). The data
 * fills the HTML's `{{name}}` placeholders, the variable mentions the form layer's html editor
 * writes (spec 001 §10.1, names of letters, digits, space, underscore, dot, colon and hyphen), so
 * an issuer can keep one consent template and vary its company or agency names (consentTextHtml).
 */
export interface ConsentText {
  readonly html: string;
  /** Placeholder name -> its value, as sent; only text, numbers and true/false fill a placeholder. */
  readonly data: JsonObject;
}

/**
 * Reads one entry of the issuer's consent HTML, in any of the three shapes an issuer may mean by
 * 'each with data' (spec 001 §2.1):
 * - a string: the HTML alone;
 * - `{ "html": "<p>…</p>", "data": { "name": value } }`: the HTML and the data of its placeholders;
 * - `{ "data": "<p>…</p>" }`: the literal reading of 'each with data', the HTML itself under data.
 * Anything else is null (left out, as if the issuer had no HTML for that key): the caller reports
 * such an entry (see the issuer reader), since the applicant then reads the default disclosure and
 * `consent.fcra.authorized` is not sent (spec 001 §5.10).
 *
 * Spec is silent on odd data: `data` that is not an object beside an `html` string counts as none
 * rather than dropping the whole consent text; `html` wins over a `data` string when both are
 * given. Kept small on purpose: this runs in the start bundle (the issuer is read on every page);
 * what the data means is decided where it is shown (consentTextHtml).
 */
export function readConsentText(value: unknown): ConsentText | null {
  // A string entry reads as an object holding only its HTML.
  const entry: JsonObject = isJsonObject(value) ? value : { html: value };
  const data = fieldOf(entry, 'data');
  // Without an html (absent or null), a data string is the HTML itself: `{ data: html }`.
  const html = fieldOf(entry, 'html') ?? data;
  return typeof html === 'string' ? { html, data: isJsonObject(data) ? data : {} } : null;
}
