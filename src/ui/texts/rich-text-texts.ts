import { catalogue } from '../../domain/language/translation';

/**
 * The rich-text editor's own words (the schema form's html field). Spec 001 §10.5 lists the
 * toolbar's controls but names none of them, so every text here is ours (spec is silent), written as
 * the editors US applicants know (Google Docs, Word) say them. The placeholder 'Enter text here' is
 * the spec's and lives in the domain (FORM_LABELS.richTextPlaceholder).
 */
export const RICH_TEXT_TEXTS = catalogue('RICH_TEXT_TEXTS', {
  /** The name of the group of formatting controls above the editor. */
  toolbar: 'Formatting',
  bold: 'Bold',
  italic: 'Italic',
  underline: 'Underline',
  strike: 'Strikethrough',
  link: 'Link',
  orderedList: 'Numbered list',
  bulletList: 'Bulleted list',
  outdent: 'Decrease indent',
  indent: 'Increase indent',
  clean: 'Clear formatting',
  /** The text-style select: normal text or a heading level (spec 001 §10.5: levels 1 to 6). */
  header: 'Text style',
  normalText: 'Normal text',
  heading: (level: number) => `Heading ${level}`,
  color: 'Text color',
  defaultColor: 'Default color',
  background: 'Highlight color',
  noBackground: 'No highlight',
  align: 'Alignment',
  alignLeft: 'Align left',
  alignCenter: 'Align center',
  alignRight: 'Align right',
  alignJustify: 'Justify',
  /** The select of the schema's variables, and its first option, which inserts nothing. */
  insertVariable: 'Insert variable',
  /** The list offered after typing '{{'. */
  variables: 'Variables',
  /** The address box of the link editor (Quill's tooltip). */
  linkAddress: 'Link address',
  /**
   * The words of Snow's link editor, which Quill's stylesheet writes in English (CSS content);
   * the same words here, drawn by rich-text.css from data attributes so they follow the language.
   */
  linkEditor: {
    visit: 'Visit URL:',
    enter: 'Enter link:',
    edit: 'Edit',
    save: 'Save',
    remove: 'Remove',
  },
} as const);

/**
 * The names of the palette's colours (Quill's 35, in its order: a row of base colours, then pale,
 * light, dark and deep shades of each). Ours: Quill names none of them.
 */
export const RICH_TEXT_COLOUR_NAMES = catalogue('RICH_TEXT_COLOUR_NAMES', {
  '#000000': 'Black',
  '#e60000': 'Red',
  '#ff9900': 'Orange',
  '#ffff00': 'Yellow',
  '#008a00': 'Green',
  '#0066cc': 'Blue',
  '#9933ff': 'Purple',
  '#ffffff': 'White',
  '#facccc': 'Pale red',
  '#ffebcc': 'Pale orange',
  '#ffffcc': 'Pale yellow',
  '#cce8cc': 'Pale green',
  '#cce0f5': 'Pale blue',
  '#ebd6ff': 'Pale purple',
  '#bbbbbb': 'Light gray',
  '#f06666': 'Light red',
  '#ffc266': 'Light orange',
  '#ffff66': 'Light yellow',
  '#66b966': 'Light green',
  '#66a3e0': 'Light blue',
  '#c285ff': 'Light purple',
  '#888888': 'Gray',
  '#a10000': 'Dark red',
  '#b26b00': 'Dark orange',
  '#b2b200': 'Dark yellow',
  '#006100': 'Dark green',
  '#0047b2': 'Dark blue',
  '#6b24b2': 'Dark purple',
  '#444444': 'Dark gray',
  '#5c0000': 'Deep red',
  '#663d00': 'Brown',
  '#666600': 'Olive',
  '#003700': 'Deep green',
  '#002966': 'Navy',
  '#3d1466': 'Deep purple',
} as const satisfies Readonly<Record<string, string>>);
