import SnowTheme from 'quill/themes/snow';
import { trustedIcon } from './trusted-icons';

/**
 * Quill's snow theme (its icons on the toolbar's buttons, its link editor), but the toolbar's
 * selects stay native `<select>`s: snow would replace each with a picker of spans that cannot be
 * disabled, hides its options from screen readers only by aria-hidden, and names none of them. A
 * native select is labelled, operable by keyboard, disabled with the field and read out as it is.
 *
 * The buttons' icons go in as TrustedHTML (trusted-icons.ts): under Trusted Types the browser
 * refuses a plain string. Quill's own buildButtons cannot take them: it tells a button's single
 * icon from a table of icons per value by `typeof icon === 'string'`, which a TrustedHTML is not.
 */
export class RichTextTheme extends SnowTheme {
  override buildButtons(buttons: NodeListOf<HTMLElement>): void {
    for (const button of Array.from(buttons)) {
      for (const name of (button.getAttribute('class') ?? '').split(/\s+/)) {
        if (!name.startsWith('ql-')) continue;
        const icon = trustedIcon(name.slice('ql-'.length), (button as HTMLButtonElement).value || '');
        if (icon !== null) button.innerHTML = icon as string;
      }
    }
  }

  override buildPickers(): void {
    this.pickers = [];
  }
}
