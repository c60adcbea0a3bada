import { HEADER_LEVELS } from '../../../domain/forms/rich-text';
import type { ToolbarControl } from '../../../domain/forms/rich-text';
import { RICH_TEXT_COLOUR_NAMES, RICH_TEXT_TEXTS as TEXTS } from '../../texts/rich-text-texts';

/** The class of the select that inserts a variable (not a Quill format: the control handles it). */
export const VARIABLE_SELECT_CLASS = 'rich-text__variables';

/** A text of the catalogue, read each time the toolbar is labelled (in the language shown). */
type Text = () => string;

interface Choice {
  readonly value: string | null;
  readonly label: Text;
}

/** Writes one element's words again from the catalogue (its name, an option's text). */
type Labeller = () => void;

function button(labels: Labeller[], format: string, label: Text, value?: string): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = `ql-${format}`;
  labels.push(() => element.setAttribute('aria-label', label()));
  if (value !== undefined) element.value = value;
  return element;
}

/**
 * A native select whose first choice (value null) is the default, of value '': Quill's toolbar reads
 * an option with the `selected` attribute as "remove the format".
 */
function select(labels: Labeller[], className: string, label: Text, choices: readonly Choice[]): HTMLSelectElement {
  const element = document.createElement('select');
  element.className = className;
  labels.push(() => element.setAttribute('aria-label', label()));
  for (const choice of choices) {
    const option = document.createElement('option');
    labels.push(() => {
      option.textContent = choice.label();
    });
    option.value = choice.value ?? '';
    if (choice.value === null) option.setAttribute('selected', '');
    element.append(option);
  }
  return element;
}

const colourChoices = (none: Text): Choice[] => [
  { value: null, label: none },
  ...Object.keys(RICH_TEXT_COLOUR_NAMES).map((value) => ({
    value,
    label: () => RICH_TEXT_COLOUR_NAMES[value as keyof typeof RICH_TEXT_COLOUR_NAMES],
  })),
];

/** Each control of spec 001 §10.5 as its buttons or select. */
const CONTROLS: Readonly<Record<ToolbarControl, (labels: Labeller[]) => readonly HTMLElement[]>> = {
  bold: (labels) => [button(labels, 'bold', () => TEXTS.bold)],
  italic: (labels) => [button(labels, 'italic', () => TEXTS.italic)],
  underline: (labels) => [button(labels, 'underline', () => TEXTS.underline)],
  strike: (labels) => [button(labels, 'strike', () => TEXTS.strike)],
  link: (labels) => [button(labels, 'link', () => TEXTS.link)],
  lists: (labels) => [
    button(labels, 'list', () => TEXTS.orderedList, 'ordered'),
    button(labels, 'list', () => TEXTS.bulletList, 'bullet'),
  ],
  indent: (labels) => [
    button(labels, 'indent', () => TEXTS.outdent, '-1'),
    button(labels, 'indent', () => TEXTS.indent, '+1'),
  ],
  color: (labels) => [
    select(
      labels,
      'ql-color',
      () => TEXTS.color,
      colourChoices(() => TEXTS.defaultColor),
    ),
  ],
  background: (labels) => [
    select(
      labels,
      'ql-background',
      () => TEXTS.background,
      colourChoices(() => TEXTS.noBackground),
    ),
  ],
  align: (labels) => [
    select(labels, 'ql-align', () => TEXTS.align, [
      { value: null, label: () => TEXTS.alignLeft },
      { value: 'center', label: () => TEXTS.alignCenter },
      { value: 'right', label: () => TEXTS.alignRight },
      { value: 'justify', label: () => TEXTS.alignJustify },
    ]),
  ],
  clean: (labels) => [button(labels, 'clean', () => TEXTS.clean)],
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

/** The toolbar's element, and what writes its words again in the language shown. */
export interface ToolbarMarkup {
  readonly toolbar: HTMLElement;
  /**
   * Writes every control's name and every option's text from the catalogue, as they are when it
   * runs: the editor runs it again when the language changes (issue 28), since the toolbar is
   * built once, outside React, and Quill keeps the elements it bound.
   */
  readonly label: () => void;
}

/**
 * The toolbar's markup for Quill's toolbar module (which finds each `ql-` control and binds it):
 * the text style (normal or heading 1 to 6), the schema's controls (richTextToolbar), and the
 * variable select when there are variables. Every control has an accessible name (ours, from
 * RICH_TEXT_TEXTS); the snow theme puts its icon into each button. It is labelled once here.
 *
 * Spec is silent on where the heading levels are chosen: a 'Text style' select before the other
 * controls, as word processors place it.
 *
 * A group, not an ARIA toolbar: each control is its own Tab stop (a toolbar role promises arrow-key
 * movement between controls, which native selects already use for their own values).
 */
export function toolbarMarkup(controls: readonly ToolbarControl[], variables: readonly string[]): ToolbarMarkup {
  const labels: Labeller[] = [];
  const toolbar = document.createElement('div');
  toolbar.setAttribute('role', 'group');
  labels.push(() => toolbar.setAttribute('aria-label', TEXTS.toolbar));
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
    select(labels, 'ql-header', () => TEXTS.header, [
      { value: null, label: () => TEXTS.normalText },
      ...HEADER_LEVELS.map((level) => ({ value: String(level), label: () => TEXTS.heading(level) })),
    ]),
  );
  for (const control of controls) groupOf(GROUP_OF[control]).append(...CONTROLS[control](labels));
  if (variables.length > 0) {
    groupOf(5).append(
      select(labels, VARIABLE_SELECT_CLASS, () => TEXTS.insertVariable, [
        { value: null, label: () => TEXTS.insertVariable },
        // The schema's own names: not translated.
        ...variables.map((name) => ({ value: name, label: () => name })),
      ]),
    );
  }
  const label = () => labels.forEach((write) => write());
  label();
  return { toolbar, label };
}
