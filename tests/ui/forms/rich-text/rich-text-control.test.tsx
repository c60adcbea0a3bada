import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Quill from 'quill/core';
import type { FormSchema } from '../../../../src/domain/forms/form-schema';
import { axeViolations } from '../render-form';
import { findEditor, lastValue, renderRichText, typeInto } from './rich-text-harness';

const HTML: FormSchema = { type: 'string', format: 'html', title: 'Notes' };
const WITH_VARIABLES: FormSchema = { ...HTML, variables: ['first name', 'case.id', 'bad{name}', 'x<y'] };

/** The editor's Quill (to place the caret or select text, as a mouse would). */
const quillOf = (editor: HTMLElement): Quill => Quill.find(editor.parentElement as HTMLElement) as Quill;

async function select(editor: HTMLElement, index: number, length: number): Promise<void> {
  await act(async () => {
    quillOf(editor).setSelection(index, length, 'user');
  });
}

const toolbar = () => screen.getByRole('group', { name: 'Formatting' });

describe('the rich-text control', () => {
  it('is a multi-line textbox named by the field label, with the field id, invalid state and error', async () => {
    renderRichText({ invalid: true });
    const editor = await findEditor();
    expect(editor).toHaveAttribute('id', 'notes');
    expect(editor).toHaveAttribute('aria-multiline', 'true');
    expect(editor).toHaveAttribute('contenteditable', 'true');
    expect(editor).toBeInvalid();
    expect(editor).toHaveAccessibleDescription('This field is required');
  });

  it('is not invalid and described by nothing while the field has no error', async () => {
    renderRichText();
    const editor = await findEditor();
    expect(editor).not.toHaveAttribute('aria-invalid');
    expect(editor).not.toHaveAttribute('aria-describedby');
  });

  it("shows 'Enter text here', or the schema's placeholder", async () => {
    renderRichText();
    expect(await findEditor()).toHaveAttribute('data-placeholder', 'Enter text here');
    expect(await findEditor()).toHaveAttribute('aria-placeholder', 'Enter text here');
  });

  it("shows the schema's placeholder when it has one", async () => {
    renderRichText({ schema: { ...HTML, placeholder: 'Describe the incident' } });
    expect(await findEditor()).toHaveAttribute('data-placeholder', 'Describe the incident');
  });

  it('has the toolbar of spec 001 §10.5, every control named, and no link control unless the schema allows links', async () => {
    renderRichText();
    await findEditor();
    const names = within(toolbar())
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual([
      'Bold',
      'Italic',
      'Underline',
      'Strikethrough',
      'Numbered list',
      'Bulleted list',
      'Decrease indent',
      'Increase indent',
      'Clear formatting',
    ]);
    const selects = within(toolbar()).getAllByRole('combobox');
    expect(selects.map((element) => element.getAttribute('aria-label'))).toEqual([
      'Text style',
      'Text color',
      'Highlight color',
      'Alignment',
    ]);
    const levels = within(screen.getByRole('combobox', { name: 'Text style' })).getAllByRole('option');
    expect(levels.map((option) => option.textContent)).toEqual([
      'Normal text',
      'Heading 1',
      'Heading 2',
      'Heading 3',
      'Heading 4',
      'Heading 5',
      'Heading 6',
    ]);
    expect(screen.queryByRole('combobox', { name: 'Insert variable' })).not.toBeInTheDocument();
  });

  it('adds the link control after strikethrough when htmlExtensions.links is true', async () => {
    renderRichText({ schema: { ...HTML, htmlExtensions: { links: true } } });
    await findEditor();
    const names = within(toolbar())
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(names.slice(0, 5)).toEqual(['Bold', 'Italic', 'Underline', 'Strikethrough', 'Link']);
  });

  it('hands each edit to onChange as sanitised HTML, and formats from the toolbar', async () => {
    const user = userEvent.setup();
    const { onChange } = renderRichText();
    const editor = await findEditor();
    await typeInto(editor, 'Hello world');
    await waitFor(() => expect(lastValue(onChange)).toBe('<p>Hello world</p>'));

    await select(editor, 0, 5);
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    expect(lastValue(onChange)).toBe('<p><strong>Hello</strong> world</p>');
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Numbered list' }));
    expect(lastValue(onChange)).toBe('<ol><li><strong>Hello</strong> world</li></ol>');
  });

  it('keeps colour, highlight, alignment and indent 1 to 9 through the sanitiser, and reads them back', async () => {
    const user = userEvent.setup();
    const { onChange } = renderRichText();
    const editor = await findEditor();
    await typeInto(editor, 'Red text');
    await select(editor, 0, 3);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Text color' }), 'Red');
    await select(editor, 4, 4);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Highlight color' }), 'Pale yellow');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Alignment' }), 'Align center');
    for (let press = 0; press < 10; press += 1) {
      await user.click(screen.getByRole('button', { name: 'Increase indent' }));
    }
    const value = lastValue(onChange) ?? '';
    // Nine steps at most (spec 001 §10.5); no style attribute reaches the value.
    expect(value).toBe(
      '<p class="ql-align-center ql-indent-9"><span class="ql-color-e60000">Red</span> <span class="ql-bg-ffffcc">text</span></p>',
    );

    // Read into a new editor: the same formats, painted through the CSSOM.
    document.body.replaceChildren();
    renderRichText({ value });
    const again = await findEditor();
    expect(quillOf(again).getContents().ops).toEqual([
      { insert: 'Red', attributes: { color: '#e60000' } },
      { insert: ' ' },
      { insert: 'text', attributes: { background: '#ffffcc' } },
      { insert: '\n', attributes: { align: 'center', indent: 9 } },
    ]);
    expect(again.querySelector('.ql-color-e60000')).toHaveStyle({ color: '#e60000' });
  });

  it('reads headings 1 to 6 in and writes them out', async () => {
    const html = [1, 2, 3, 4, 5, 6].map((level) => `<h${level}>Level ${level}</h${level}>`).join('');
    const { onChange } = renderRichText({ value: html });
    const editor = await findEditor();
    expect(
      quillOf(editor)
        .getContents()
        .ops.map((op) => op.attributes?.header),
    ).toEqual([undefined, 1, undefined, 2, undefined, 3, undefined, 4, undefined, 5, undefined, 6]);
    await typeInto(editor, '!');
    await waitFor(() => expect(lastValue(onChange)).toBe(html.replace('Level 6', 'Level 6!')));
  });

  it("is '' when the editor holds nothing (not '<p><br></p>')", async () => {
    const { onChange } = renderRichText({ value: '<p>Old</p>' });
    const editor = await findEditor();
    await act(async () => {
      quillOf(editor).deleteText(0, 3, 'user');
    });
    expect(lastValue(onChange)).toBe('');
    expect(editor.innerHTML).toBe('<p><br></p>');
  });

  it('strips a hostile value before the editor sees it, and sends only sanitised HTML', async () => {
    const hostile =
      '<p onclick="alert(1)" style="position:fixed">Hi</p><script>alert(2)</script>' +
      '<img src="x" onerror="alert(3)"><style>body{display:none}</style><p class="button">there</p>';
    const { onChange } = renderRichText({ value: hostile });
    const editor = await findEditor();
    expect(editor.innerHTML).toBe('<p>Hi</p><p>there</p>');
    await typeInto(editor, '!');
    await waitFor(() => expect(lastValue(onChange)).toBe('<p>Hi</p><p>there!</p>'));
  });

  it('sanitises a paste: no handler, style, script or image arrives, and offered variables become tokens', async () => {
    const { onChange } = renderRichText({ schema: WITH_VARIABLES });
    const editor = await findEditor();
    await act(async () => {
      editor.focus();
      quillOf(editor).setSelection(0, 0, 'user');
    });
    const paste = new Event('paste', { bubbles: true, cancelable: true });
    const data: Record<string, string> = {
      'text/html':
        '<p style="color:red" onmouseover="alert(1)">Dear <b>{{first name}}</b></p>' +
        '<img src=x onerror=alert(2)><script>alert(3)</script><p>{{unknown}}</p>',
      'text/plain': 'Dear {{first name}}',
    };
    Object.defineProperty(paste, 'clipboardData', {
      value: { getData: (type: string) => data[type] ?? '', files: [] },
    });
    await act(async () => {
      editor.dispatchEvent(paste);
    });
    expect(paste.defaultPrevented).toBe(true);
    expect(editor.querySelector('img, script, [style], [onmouseover]')).toBeNull();
    expect(editor.querySelectorAll('.ql-variable')).toHaveLength(1);
    expect(lastValue(onChange)).toBe('<p>Dear <strong>{{first name}}</strong></p><p>{{unknown}}</p>');
  });

  describe('variables', () => {
    it('offers the valid names after {{ and inserts the chosen one as one token, written {{name}}', async () => {
      const user = userEvent.setup();
      const { onChange } = renderRichText({ schema: WITH_VARIABLES });
      const editor = await findEditor();
      await typeInto(editor, 'Dear ');
      await typeInto(editor, '{{');
      const list = await screen.findByRole('listbox', { name: 'Variables' });
      expect(list).toHaveFocus();
      // 'bad{name}' and 'x<y' are not variable names (spec 001 §10.5): not offered.
      expect(
        within(list)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['first name', 'case.id']);

      await user.keyboard('{ArrowDown}{Enter}');
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
      expect(editor).toHaveFocus();
      expect(lastValue(onChange)).toBe('<p>Dear {{case.id}}</p>');
      const tokens = editor.querySelectorAll('.ql-variable');
      expect(tokens).toHaveLength(1);
      expect(tokens[0]?.querySelector('[contenteditable="false"]')).toHaveTextContent('{{case.id}}');
      expect(quillOf(editor).getLength()).toBe('Dear '.length + 1 + 1);
    });

    it('deletes a token whole with one Backspace', async () => {
      const user = userEvent.setup();
      const { onChange } = renderRichText({ schema: WITH_VARIABLES, value: '<p>Dear {{first name}}</p>' });
      const editor = await findEditor();
      expect(editor.querySelectorAll('.ql-variable')).toHaveLength(1);
      await act(async () => {
        editor.focus();
        quillOf(editor).setSelection(6, 0, 'user');
      });
      await user.keyboard('{Backspace}');
      expect(editor.querySelector('.ql-variable')).toBeNull();
      expect(lastValue(onChange)).toBe('<p>Dear </p>');
    });

    it('keeps the caret after text typed just after a token, when Chromium reports the keystroke twice', async () => {
      const { onChange } = renderRichText({ schema: WITH_VARIABLES, value: '<p>Dear {{first name}}</p>' });
      const editor = await findEditor();
      const rightGuard = editor.querySelector('.ql-variable')?.lastChild as Text;
      await act(async () => {
        editor.focus();
        // One space typed in the guard, the caret after it, reported as two changes (as Chromium does).
        rightGuard.data = '\uFEFF\u00a0';
        rightGuard.data = '\uFEFF\u00a0';
        document.getSelection()?.collapse(rightGuard, 2);
        await Promise.resolve();
      });
      expect(lastValue(onChange)).toBe('<p>Dear {{first name}}&nbsp;</p>');
      // After 'Dear ', the token and the space: index 7.
      expect(quillOf(editor).getSelection()).toEqual({ index: 7, length: 0 });
    });

    it('moves a caret at the start of a token’s right guard to its end, after the token for Quill', async () => {
      renderRichText({ schema: WITH_VARIABLES, value: '<p>Dear {{first name}}</p>' });
      const editor = await findEditor();
      const rightGuard = editor.querySelector('.ql-variable')?.lastChild as Text;
      await act(async () => {
        editor.focus();
        document.getSelection()?.collapse(rightGuard, 0);
        document.dispatchEvent(new Event('selectionchange'));
      });
      expect(document.getSelection()?.anchorOffset).toBe(1);
      expect(quillOf(editor).getSelection()).toEqual({ index: 6, length: 0 });
    });

    it('leaves {{ as typed when the list is closed with Escape', async () => {
      const user = userEvent.setup();
      const { onChange } = renderRichText({ schema: WITH_VARIABLES });
      const editor = await findEditor();
      await typeInto(editor, 'Hi ');
      await typeInto(editor, '{{');
      await screen.findByRole('listbox', { name: 'Variables' });
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
      expect(editor).toHaveFocus();
      expect(lastValue(onChange)).toBe('<p>Hi {{</p>');
    });

    it("inserts from the toolbar's 'Insert variable' select at the caret", async () => {
      const user = userEvent.setup();
      const { onChange } = renderRichText({ schema: WITH_VARIABLES, value: '<p>Dear friend</p>' });
      const editor = await findEditor();
      await select(editor, 5, 0);
      const insert = screen.getByRole('combobox', { name: 'Insert variable' });
      expect(
        within(insert)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Insert variable', 'first name', 'case.id']);
      await user.selectOptions(insert, 'first name');
      expect(lastValue(onChange)).toBe('<p>Dear {{first name}}friend</p>');
      expect(insert).toHaveValue('');
    });

    it('reads {{name}} of an offered variable back as a token, and any other {{…}} as text', async () => {
      renderRichText({ schema: WITH_VARIABLES, value: '<p>{{first name}} {{other}}</p>' });
      const editor = await findEditor();
      expect(quillOf(editor).getContents().ops).toEqual([
        { insert: { variable: 'first name' } },
        { insert: ' {{other}}\n' },
      ]);
    });

    it('offers nothing after {{ when the schema has no valid variable', async () => {
      renderRichText({ schema: { ...HTML, variables: ['no{braces}'] } });
      const editor = await findEditor();
      await typeInto(editor, '{{');
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
      expect(screen.queryByRole('combobox', { name: 'Insert variable' })).not.toBeInTheDocument();
    });
  });

  it('is disabled with its field: the editor and every toolbar control, and enabled again', async () => {
    const { setDisabled } = renderRichText({ schema: WITH_VARIABLES, disabled: true });
    const editor = await findEditor();
    expect(editor).toHaveAttribute('contenteditable', 'false');
    expect(editor).toHaveAttribute('aria-disabled', 'true');
    const controls = [...within(toolbar()).getAllByRole('button'), ...within(toolbar()).getAllByRole('combobox')];
    expect(controls.length).toBeGreaterThan(10);
    for (const control of controls) expect(control).toBeDisabled();

    setDisabled(false);
    expect(editor).toHaveAttribute('contenteditable', 'true');
    expect(editor).not.toHaveAttribute('aria-disabled');
    for (const control of controls) expect(control).toBeEnabled();
  });

  it('lets Tab and Shift+Tab leave the editor (in a list too), and is touched only when the focus leaves the control', async () => {
    const user = userEvent.setup();
    const { onBlur, onChange } = renderRichText({ value: '<ul><li>One</li></ul>' });
    const editor = await findEditor();
    await select(editor, 3, 0);
    expect(editor).toHaveFocus();

    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Clear formatting' })).toHaveFocus();
    expect(onBlur).not.toHaveBeenCalled();

    await user.tab();
    expect(editor).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    expect(onBlur).toHaveBeenCalledTimes(1);
    // Tab neither indented the item nor typed a tab.
    expect(onChange).not.toHaveBeenCalled();
  });

  it('passes axe, with variables, links and an error', async () => {
    renderRichText({ schema: { ...WITH_VARIABLES, htmlExtensions: { links: true } }, invalid: true });
    await findEditor();
    expect(await axeViolations()).toEqual([]);
  });

  it('passes axe with the variable list open', async () => {
    renderRichText({ schema: WITH_VARIABLES });
    const editor = await findEditor();
    await typeInto(editor, 'Hi ');
    await typeInto(editor, '{{');
    await screen.findByRole('listbox');
    expect(await axeViolations()).toEqual([]);
  });
});
