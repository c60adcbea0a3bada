import { HEADER_LEVELS } from '../../../domain/forms/rich-text';
import type { ToolbarControl } from '../../../domain/forms/rich-text';
import { RICH_TEXT_COLOUR_NAMES, RICH_TEXT_TEXTS as TEXTS } from '../../texts/rich-text-texts';

/** The class of the select that inserts a variable (not a Quill format: the control handles it). */
export const VARIABLE_SELECT_CLASS = 'rich-text__variables';

interface Choice {
  readonly value: string | null;
  readonly label: string;
}

function button(format: string, label: string, value?: string): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = `ql-${format}`;
  element.setAttribute('aria-label', label);
  if (value !== undefined) element.value = value;
  return element;
}

/**
 * A native select whose first choice (value null) is the default, of value '': Quill's toolbar reads
 * an option with the `selected` attribute as "remove the format".
 */
function select(className: string, label: string, choices: readonly Choice[]): HTMLSelectElement {
  const element = document.createElement('select');
  element.className = className;
  element.setAttribute('aria-label', label);
  for (const choice of choices) {
    const option = document.createElement('option');
    option.textContent = choice.label;
    option.value = choice.value ?? '';
    if (choice.value === null) option.setAttribute('selected', '');
    element.append(option);
  }
  return element;
}

const colourChoices = (none: string): Choice[] => [
  { value: null, label: none },
  ...Object.entries(RICH_TEXT_COLOUR_NAMES).map(([value, label]) => ({ value, label })),
];

/** Each control of spec 001 §10.5 as its buttons or select. */
const CONTROLS: Readonly<Record<ToolbarControl, () => readonly HTMLElement[]>> = {
  bold: () => [button('bold', TEXTS.bold)],
  italic: () => [button('italic', TEXTS.italic)],
  underline: () => [button('underline', TEXTS.underline)],
  strike: () => [button('strike', TEXTS.strike)],
  link: () => [button('link', TEXTS.link)],
  lists: () => [button('list', TEXTS.orderedList, 'ordered'), button('list', TEXTS.bulletList, 'bullet')],
  indent: () => [button('indent', TEXTS.outdent, '-1'), button('indent', TEXTS.indent, '+1')],
  color: () => [select('ql-color', TEXTS.color, colourChoices(TEXTS.defaultColor))],
  background: () => [select('ql-background', TEXTS.background, colourChoices(TEXTS.noBackground))],
  align: () => [
    select('ql-align', TEXTS.align, [
      { value: null, label: TEXTS.alignLeft },
      { value: 'center', label: TEXTS.alignCenter },
      { value: 'right', label: TEXTS.alignRight },
      { value: 'justify', label: TEXTS.alignJustify },
    ]),
  ],
  clean: () => [button('clean', TEXTS.clean)],
};

/** Controls that share a group (a visual cluster, as Quill's toolbar draws them). */
const GROUP_OF: Readonly<Record<ToolbarControl, number>> = {
  bold: 1,
  italic: 1,
  underline: 1,
  strike: 1,
  link: 1,
  lists: 2,
  indent: 2,
  color: 3,
  background: 3,
  align: 4,
  clean: 4,
};

/**
 * The toolbar's markup for Quill's toolbar module (which finds each `ql-` control and binds it):
 * the text style (normal or heading 1 to 6), the schema's controls (richTextToolbar), and the
 * variable select when there are variables. Every control has an accessible name (ours, from
 * RICH_TEXT_TEXTS); the snow theme puts its icon into each button.
 *
 * Spec is silent on where the heading levels are chosen: a 'Text style' select before the other
 * controls, as word processors place it.
 *
 * A group, not an ARIA toolbar: each control is its own Tab stop (a toolbar role promises arrow-key
 * movement between controls, which native selects already use for their own values).
 */
export function toolbarMarkup(controls: readonly ToolbarControl[], variables: readonly string[]): HTMLElement {
  const toolbar = document.createElement('div');
  toolbar.setAttribute('role', 'group');
  toolbar.setAttribute('aria-label', TEXTS.toolbar);
  const groups = new Map<number, HTMLElement>();
  const groupOf = (index: number): HTMLElement => {
    const existing = groups.get(index);
    if (existing !== undefined) return existing;
    const group = document.createElement('span');
    group.className = 'ql-formats';
    groups.set(index, group);
    toolbar.append(group);
    return group;
  };
  groupOf(0).append(
    select('ql-header', TEXTS.header, [
      { value: null, label: TEXTS.normalText },
      ...HEADER_LEVELS.map((level) => ({ value: String(level), label: TEXTS.heading(level) })),
    ]),
  );
  for (const control of controls) groupOf(GROUP_OF[control]).append(...CONTROLS[control]());
  if (variables.length > 0) {
    groupOf(5).append(
      select(VARIABLE_SELECT_CLASS, TEXTS.insertVariable, [
        { value: null, label: TEXTS.insertVariable },
        ...variables.map((name) => ({ value: name, label: name })),
      ]),
    );
  }
  return toolbar;
}
