import Quill, { Parchment } from 'quill/core';
import { AlignClass } from 'quill/formats/align';
import Bold from 'quill/formats/bold';
import Header from 'quill/formats/header';
import Italic from 'quill/formats/italic';
import Link from 'quill/formats/link';
import List from 'quill/formats/list';
import Strike from 'quill/formats/strike';
import Underline from 'quill/formats/underline';
import { INDENT_STEPS_EM } from '../../../domain/forms/rich-text';
import { RememberingToolbar } from './remembering-toolbar';
import { RichTextTheme } from './rich-text-theme';
import { SanitisingClipboard } from './sanitising-clipboard';
import { VariableBlot } from './variable-blot';

const { ClassAttributor, Scope } = Parchment;

const INDENT_LEVELS = Array.from({ length: INDENT_STEPS_EM.max - INDENT_STEPS_EM.min + 1 }, (_, step) =>
  String(INDENT_STEPS_EM.min + step),
);

/**
 * Indent levels 1 to 9 (spec 001 §10.5: indent steps 1 to 9 em) as the class `ql-indent-N`; the
 * stylesheet (rich-text.css) makes level N N em. Quill's own attributor is the same but stops at 8
 * (and its theme makes a level 3 em).
 *
 * Why a class and CSS rather than an attributor writing `padding-left: Nem`: a style attribute
 * does not survive the one sanitiser profile (it would need `style-src 'unsafe-inline'` wherever the
 * value is shown), so the value read back would lose its indent; the class does (RICH_TEXT_CLASSES).
 * The level stays Quill's model, so Tab in a list, the indent buttons and nested lists in the
 * semantic HTML all keep working.
 */
class IndentAttributor extends ClassAttributor {
  override add(node: HTMLElement, value: unknown): boolean {
    const current = this.value(node) ?? 0;
    const level = value === '+1' ? current + 1 : value === '-1' ? current - 1 : Number(value);
    if (!Number.isInteger(level) || level <= 0) {
      this.remove(node);
      return true;
    }
    return super.add(node, String(level));
  }

  override canAdd(node: HTMLElement, value: unknown): boolean {
    return super.canAdd(node, String(value));
  }

  override value(node: HTMLElement): number | undefined {
    const level = Number.parseInt(super.value(node) as string, 10);
    return Number.isNaN(level) ? undefined : level;
  }
}

const HEX_COLOUR = /^#[0-9a-f]{6}$/;

/**
 * A text or background colour ('#rrggbb') kept as the class `ql-color-rrggbb` (or `ql-bg-rrggbb`),
 * which the sanitiser profile keeps, and painted through the CSSOM (`element.style`, allowed by the
 * content security policy). Quill's own colour attributors write a style attribute, which the
 * profile drops (see IndentAttributor). Other colour values (a pasted 'red') are not applied.
 */
class ColourAttributor extends ClassAttributor {
  constructor(
    attrName: string,
    keyName: string,
    private readonly property: 'color' | 'backgroundColor',
  ) {
    super(attrName, keyName, { scope: Scope.INLINE });
  }

  override add(node: HTMLElement, value: unknown): boolean {
    const colour = typeof value === 'string' ? value.toLowerCase() : '';
    if (!HEX_COLOUR.test(colour) || !super.add(node, colour.slice(1))) return false;
    node.style[this.property] = colour;
    return true;
  }

  override remove(node: HTMLElement): void {
    super.remove(node);
    node.style[this.property] = '';
    if (node.style.length === 0) node.removeAttribute('style');
  }

  override value(node: HTMLElement): string {
    const hex = super.value(node) as string;
    return hex === '' ? '' : `#${hex}`;
  }
}

export const IndentClass = new IndentAttributor('indent', 'ql-indent', {
  scope: Scope.BLOCK,
  whitelist: INDENT_LEVELS,
});
export const ColourClass = new ColourAttributor('color', 'ql-color', 'color');
export const BackgroundClass = new ColourAttributor('background', 'ql-bg', 'backgroundColor');

const RICH_TEXT_FORMATS = [
  'bold',
  'italic',
  'underline',
  'strike',
  'link',
  'header',
  'list',
  'indent',
  'color',
  'background',
  'align',
  VariableBlot.blotName,
] as const;

/**
 * The editor's formats: what its toolbar makes, and nothing a paste could bring in besides. A link
 * only where the schema allows links (htmlExtensions.links): elsewhere a pasted link is its text.
 */
export const richTextFormats = (links: boolean): string[] =>
  RICH_TEXT_FORMATS.filter((format) => links || format !== 'link');

/**
 * Quill keeps formats, modules and themes in one global table; this chunk is its only user, and
 * it fills the table once, when the chunk loads, with the formats above (ours where Quill's would
 * write style attributes), the sanitising clipboard, our toolbar module and our theme.
 */
Quill.register(
  {
    'formats/bold': Bold,
    'formats/italic': Italic,
    'formats/underline': Underline,
    'formats/strike': Strike,
    'formats/link': Link,
    'formats/header': Header,
    'formats/list': List,
    'formats/indent': IndentClass,
    'formats/color': ColourClass,
    'formats/background': BackgroundClass,
    'formats/align': AlignClass,
    [`formats/${VariableBlot.blotName}`]: VariableBlot,
    'modules/clipboard': SanitisingClipboard,
    'modules/toolbar': RememberingToolbar,
    'themes/rich-text': RichTextTheme,
  },
  true,
);

export { Quill };
