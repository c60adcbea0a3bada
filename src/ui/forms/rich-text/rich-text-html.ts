import { sanitiseIssuerHtml } from '../../components/sanitise-issuer-html';

/**
 * HTML through the one sanitiser profile in its rich-text context (what the editor writes: see
 * RICH_TEXT_ELEMENTS in the profile). The editor has no images, so no image origin is allowed.
 */
export const sanitiseRichText = (html: string): string => sanitiseIssuerHtml(html, [], 'rich-text');

/**
 * The field's value from the editor's semantic HTML (Quill's getSemanticHTML): '' when the editor
 * holds no words and no variable (an empty editor is `<p><br></p>`, which no one means as an
 * answer), else the HTML, sanitised.
 *
 * Quill 2.0.3's semantic HTML writes every space of the text as `&nbsp;` (to keep runs of spaces);
 * the value would then never wrap where it is shown. Runs of spaces typed in the editor are already
 * no-break spaces in its text (the browser makes them so), so turning each `&nbsp;` back into a
 * space restores exactly the editor's text (a typed no-break space is the character U+00A0 in
 * Quill's output, never the entity, and a typed '&nbsp;' is escaped as '&amp;nbsp;').
 */
export function richTextValue(semanticHtml: string, blank: boolean): string {
  return blank ? '' : sanitiseRichText(semanticHtml.replaceAll('&nbsp;', ' '));
}
