import SnowTheme from 'quill/themes/snow';

/**
 * Quill's snow theme (its icons on the toolbar's buttons, its link editor), but the toolbar's
 * selects stay native `<select>`s: snow would replace each with a picker of spans that cannot be
 * disabled, hides its options from screen readers only by aria-hidden, and names none of them. A
 * native select is labelled, operable by keyboard, disabled with the field and read out as it is.
 */
export class RichTextTheme extends SnowTheme {
  override buildPickers(): void {
    this.pickers = [];
  }
}
