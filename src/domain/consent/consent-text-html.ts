import { isVariableName } from '../forms/variables';
import { escapeHtml } from '../html/escape-html';
import type { ConsentText } from './consent-text';

/** A `{{…}}` mention (spec 001 §10.1 variables); its name is checked by the forms' variable rule. */
const MENTION = /\{\{([^{}]+)\}\}/g;

/** A data value that fills a placeholder: text, a number or true/false, as text. */
function textOf(value: unknown): string | null {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : null;
}

/**
 * The HTML to show: each `{{name}}` (a variable name as the html editor's, forms/variables.ts) with data replaced by its value as text (escaped, so data
 * never adds markup). The result is still untrusted HTML: the UI sanitises it like any issuer HTML.
 *
 * Spec is silent on a placeholder without data, or whose data is a list or an object: it is left
 * as written, so a gap in the issuer's template shows rather than silently shortening a legal text.
 */
export function consentTextHtml(text: ConsentText): string {
  return text.html.replace(MENTION, (placeholder, written: string) => {
    // Spaces just inside the braces are layout (`{{ agency name }}`), not part of the name.
    const name = written.trim();
    const value = isVariableName(name) && Object.hasOwn(text.data, name) ? textOf(text.data[name]) : null;
    return value === null ? placeholder : escapeHtml(value);
  });
}
