import Embed from 'quill/blots/embed';
import type { EmbedContextRange } from 'quill/blots/embed';
import { variableMention } from '../../../domain/forms/variables';

/** What Quill's embed keeps on either side of the token (quill/blots/embed's GUARD_TEXT). */
export const GUARD = '\uFEFF';

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

  /**
   * Text typed in the token's guard (the caret just after or before it) is moved out beside the
   * token, and the caret after it. Chromium reports one keystroke there as two changes of the guard;
   * Quill 2.0.3 moves the text on the first and, on the second (the guard empty again), moves
   * nothing but puts the caret before what it moved, so 'end' typed after a variable came out 'nde'
   * (slab/quill#4430). A guard with nothing typed in it has nothing to restore.
   */
  override restore(node: Text): EmbedContextRange | null {
    return node.data === GUARD ? null : super.restore(node);
  }

  html(): string {
    return escapeHtml(variableMention(VariableBlot.value(this.domNode as HTMLElement)));
  }
}
