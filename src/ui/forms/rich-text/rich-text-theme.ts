import SnowTheme from 'quill/themes/snow';
import { trustedIcons } from './trusted-icons';

/**
 * Quill's snow theme (its icons on the toolbar's buttons, its link editor), but the toolbar's
 * selects stay native `<select>`s: snow would replace each with a picker of spans that cannot be
 * disabled, hides its options from screen readers only by aria-hidden, and names none of them. A
 * native select is labelled, operable by keyboard, disabled with the field and read out as it is.
 *
 * The icons go in as TrustedHTML (trusted-icons.ts): under Trusted Types the browser refuses the
 * theme's innerHTML of a plain string. (Quill's `direction` icon, two icons joined as a string,
 * would still be refused; the toolbar has no direction button.)
 */
export class RichTextTheme extends SnowTheme {
  override buildButtons(buttons: NodeListOf<HTMLElement>): void {
    super.buildButtons(buttons, trustedIcons() as unknown as Parameters<SnowTheme['buildButtons']>[1]);
  }

  override buildPickers(): void {
    this.pickers = [];
  }
}
