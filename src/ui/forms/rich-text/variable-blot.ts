import Embed from 'quill/blots/embed';
import { variableMention } from '../../../domain/forms/variables';

const escapeHtml = (text: string): string =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * A `{{name}}` mention of one of the schema's variables (spec 001 §10.5): one inline embed, so it
 * is one character to the editor (Backspace or Delete removes it whole, the caret never lands in
 * it) and its words cannot be edited (Quill's embed wraps them in contenteditable=false). In the
 * value it is the text `{{name}}` (html(), which Quill's semantic HTML uses), and that text of an
 * offered name turns back into the token when the value is read in (variableMatcher).
 */
export class VariableBlot extends Embed {
  static override blotName = 'variable';
  static override className = 'ql-variable';
  static override tagName = 'SPAN';

  static override create(value: unknown): HTMLElement {
    const node = super.create(value) as HTMLElement;
    const name = String(value);
    node.setAttribute('data-name', name);
    node.textContent = variableMention(name);
    return node;
  }

  static override value(node: HTMLElement): string {
    return node.getAttribute('data-name') ?? '';
  }

  html(): string {
    return escapeHtml(variableMention(VariableBlot.value(this.domNode as HTMLElement)));
  }
}
