import 'quill/dist/quill.snow.css';
import './rich-text.css';
import { autorun } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { FocusEvent } from 'react';
import { Delta } from 'quill/core';
import type { Range } from 'quill/core';
import { richTextPlaceholder, richTextToolbar } from '../../../domain/forms/rich-text';
import { isVariableName } from '../../../domain/forms/variables';
import type { ControlProps } from '../control-props';
import { Quill, richTextFormats } from './rich-text-formats';
import { RICH_TEXT_TEXTS } from '../../texts/rich-text-texts';
import { richTextValue } from './rich-text-html';
import { caretAfterToken } from './caret-after-token';
import { VariableBlot } from './variable-blot';
import { variableMatcher } from './variable-matcher';
import { VariableMenu } from './variable-menu';
import { VARIABLE_SELECT_CLASS, toolbarMarkup } from './toolbar-markup';

/**
 * Quill binds Tab to indenting (and to a tab character); here Tab and Shift+Tab leave the editor,
 * as in every other field (WCAG 2.1.2, no keyboard trap). Indenting stays on the toolbar's indent
 * buttons.
 */
const TAB_LEAVES = {
  tab: null,
  indent: null,
  outdent: null,
  'remove tab': null,
  'indent code-block': null,
  'outdent code-block': null,
};

/** Nothing typed and no variable: the editor holds only blank text (an empty editor is '\n'). */
const isBlank = (quill: Quill): boolean =>
  quill.getContents().ops.every((op) => typeof op.insert === 'string' && op.insert.trim() === '');

function readInto(quill: Quill, html: string): void {
  quill.setContents(quill.clipboard.convert({ html }), Quill.sources.SILENT);
  quill.history.clear();
}

function insertVariable(quill: Quill, at: Range, name: string, replacing: number): void {
  quill.updateContents(
    new Delta()
      .retain(at.index)
      .delete(replacing)
      .insert({ [VariableBlot.blotName]: name }),
    'user',
  );
  quill.setSelection(at.index + 1, 0, 'user');
}

/**
 * The words of Snow's link editor, which Quill's stylesheet writes in English (CSS content): put on
 * its elements as data attributes, which rich-text.css draws instead, so they follow the language.
 */
function labelLinkEditor(element: HTMLElement): void {
  const tooltip = element.querySelector<HTMLElement>('.ql-tooltip');
  if (tooltip === null) return;
  const words = RICH_TEXT_TEXTS.linkEditor;
  tooltip.dataset.visit = words.visit;
  tooltip.dataset.enter = words.enter;
  tooltip.querySelector('input[type=text]')?.setAttribute('aria-label', RICH_TEXT_TEXTS.linkAddress);
  const action = tooltip.querySelector<HTMLElement>('a.ql-action');
  if (action !== null) {
    action.dataset.edit = words.edit;
    action.dataset.save = words.save;
  }
  const remove = tooltip.querySelector<HTMLElement>('a.ql-remove');
  if (remove !== null) remove.dataset.remove = words.remove;
}

/**
 * The schema form's rich-text control (`format: "html"`, spec 001 §10.5): Quill 2 with the snow
 * theme, in its own chunk with its styles. Its value is HTML, read into the editor and written out
 * through the one sanitiser profile (rich-text context). The toolbar is the schema's
 * (richTextToolbar) plus the text style (headings 1 to 6) and, when the schema offers variables,
 * 'Insert variable'; typing '{{' offers them too, and a chosen variable is one token written as
 * `{{name}}`.
 *
 * The editor (role textbox) carries the field's id, its label, aria-invalid and aria-describedby:
 * it is what takes the value, so the error summary's link and submit focus it rather than the
 * toolbar's first button. The field becomes touched when the focus leaves the whole control
 * (toolbar, editor, link editor and variable list).
 *
 * Spec is silent on reading a value in: it is not an edit, so it calls no onChange (the value only
 * changes when the applicant edits; what they then send is sanitised).
 *
 * The toolbar and the link editor are built once, outside React: when the language changes (issue
 * 28) their words are written again (a MobX autorun over the catalogue), and the placeholder is
 * set again, without rebuilding the editor, so what the applicant wrote, the caret and undo stay.
 */
export const RichTextControl = observer(function RichTextControl(props: ControlProps<string>) {
  const { id, labelId, value, disabled, required, invalid, describedBy, schema } = props;
  const host = useRef<HTMLDivElement>(null);
  const [quill, setQuill] = useState<Quill | null>(null);
  /** The value the editor holds: a value prop equal to it is the editor's own echo. */
  const held = useRef(value);
  const latest = useRef(props);
  latest.current = props;
  /** Where the '{{' that opened the variable list was typed. */
  const [mention, setMention] = useState<Range | null>(null);

  const placeholder = richTextPlaceholder(schema);
  /** The placeholder the editor starts with; a later one (another language) is set on it below. */
  const startPlaceholder = useRef(placeholder);
  startPlaceholder.current = placeholder;
  const controls = richTextToolbar(schema);
  const controlKey = controls.join();
  const variables = useMemo(() => [...new Set((schema.variables ?? []).filter(isVariableName))], [schema.variables]);
  const variableKey = variables.join('\n');

  useEffect(() => {
    const element = host.current;
    if (element === null) return;
    const { toolbar, label } = toolbarMarkup(controls, variables);
    const container = document.createElement('div');
    element.replaceChildren(toolbar, container);
    const editor = new Quill(container, {
      theme: 'rich-text',
      formats: richTextFormats(controls.includes('link')),
      placeholder: startPlaceholder.current,
      bounds: element,
      modules: {
        toolbar: { container: toolbar },
        keyboard: { bindings: TAB_LEAVES },
        clipboard: { matchers: [[Node.TEXT_NODE, variableMatcher(new Set(variables))]] },
        // Dropped or pasted files are never inserted: the editor has no images.
        uploader: { mimetypes: [] },
      },
    });
    // Snow's link editor: without links it can never open, so it goes (a hidden input and link
    // less); with links it is named, its placeholder an address form rather than Quill's own site.
    if (!controls.includes('link')) element.querySelector('.ql-tooltip')?.remove();
    element.querySelector('.ql-tooltip input[type=text]')?.setAttribute('data-link', 'https://');
    // The toolbar's and the link editor's words, now and again whenever the language changes.
    const stopLabelling = autorun(() => {
      label();
      labelLinkEditor(element);
    });
    // Its preview link is an empty link to about:blank until it shows a link's address (it sets the
    // href then): not a link, unnamed, while it has nothing to show.
    element.querySelector('.ql-tooltip a.ql-preview')?.removeAttribute('href');
    readInto(editor, held.current);

    editor.on(Quill.events.TEXT_CHANGE, (_delta, _old, source) => {
      if (source === Quill.sources.SILENT) return;
      const next = richTextValue(editor.getSemanticHTML(), isBlank(editor));
      if (next !== held.current) {
        held.current = next;
        latest.current.onChange(next);
      }
      const caret = editor.getSelection();
      if (source === Quill.sources.USER && caret !== null && caret.index >= 2 && variables.length > 0) {
        if (editor.getText(caret.index - 2, 2) === '{{') setMention({ index: caret.index - 2, length: 0 });
      }
    });

    const variableSelect = toolbar.querySelector<HTMLSelectElement>(`.${VARIABLE_SELECT_CLASS}`);
    variableSelect?.addEventListener('change', () => {
      const name = variableSelect.value;
      variableSelect.selectedIndex = 0;
      if (name === '') return;
      const at = editor.getSelection(true);
      insertVariable(editor, at, name, at.length);
    });

    const onSelectionChange = caretAfterToken(editor.root);
    document.addEventListener('selectionchange', onSelectionChange);

    setQuill(editor);
    return () => {
      stopLabelling();
      document.removeEventListener('selectionchange', onSelectionChange);
      setQuill(null);
      setMention(null);
      element.replaceChildren();
    };
    // The editor is rebuilt only when what it is built from changes (not on every schema object).
  }, [controlKey, variableKey]);

  // A value from outside (a reset, another field's default): read in; the editor's echo is not.
  useEffect(() => {
    if (quill === null || value === held.current) return;
    held.current = value;
    readInto(quill, value);
  }, [quill, value]);

  useEffect(() => {
    if (quill === null) return;
    const root = quill.root;
    root.id = id;
    root.setAttribute('role', 'textbox');
    root.setAttribute('aria-multiline', 'true');
    root.setAttribute('aria-labelledby', labelId);
    root.setAttribute('data-placeholder', placeholder);
    root.setAttribute('aria-placeholder', placeholder);
    toggleAttribute(root, 'aria-invalid', invalid ? 'true' : null);
    toggleAttribute(root, 'aria-describedby', describedBy ?? null);
    toggleAttribute(root, 'aria-required', required ? 'true' : null);
    toggleAttribute(root, 'aria-disabled', disabled ? 'true' : null);
  }, [quill, id, labelId, placeholder, invalid, describedBy, required, disabled]);

  // Disabled with the field (spec 001 §10.3): the editor and every toolbar control.
  useEffect(() => {
    if (quill === null) return;
    quill.enable(!disabled);
    for (const control of host.current?.querySelectorAll('button, select') ?? []) {
      (control as HTMLButtonElement | HTMLSelectElement).disabled = disabled;
    }
    if (disabled) setMention(null);
  }, [quill, disabled]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) latest.current.onBlur();
  };

  return (
    <div className="rich-text" onBlur={onBlur}>
      <div ref={host} />
      {mention !== null && quill !== null && (
        <VariableMenu
          id={`${id}-variable`}
          names={variables}
          onChoose={(name) => {
            const typed = quill.getText(mention.index, 2) === '{{' ? 2 : 0;
            setMention(null);
            insertVariable(quill, mention, name, typed);
          }}
          onClose={(refocus) => {
            setMention(null);
            if (refocus) quill.setSelection(mention.index + 2, 0, 'user');
          }}
        />
      )}
    </div>
  );
});

function toggleAttribute(element: Element, name: string, value: string | null): void {
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}
