import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import type { FormSchema } from '../../../../src/domain/forms/form-schema';
import { RichTextControl } from '../../../../src/ui/forms/rich-text/rich-text-control';

export interface RenderOptions {
  readonly schema?: FormSchema;
  readonly value?: string;
  readonly disabled?: boolean;
  readonly invalid?: boolean;
}

/**
 * The control inside a field frame as the renderer draws it (a label with an id, an error below),
 * holding its value as the form does: each onChange becomes the next value prop.
 */
export function renderRichText(options: RenderOptions = {}) {
  const onChange = jest.fn<void, [string]>();
  const onBlur = jest.fn<void, []>();
  const schema: FormSchema = options.schema ?? { type: 'string', format: 'html', title: 'Notes' };
  function Field({ disabled }: { disabled: boolean }) {
    const [value, setValue] = useState(options.value ?? '');
    return (
      <main>
        <h1>Your answer</h1>
        <span id="notes-label">Notes</span>
        <RichTextControl
          id="notes"
          labelId="notes-label"
          value={value}
          onChange={(next) => {
            onChange(next);
            setValue(next);
          }}
          onBlur={onBlur}
          disabled={disabled}
          required={false}
          invalid={options.invalid ?? false}
          describedBy={options.invalid === true ? 'notes-error' : undefined}
          schema={schema}
        />
        {options.invalid === true && <p id="notes-error">This field is required</p>}
        <button type="button">After</button>
      </main>
    );
  }
  const view = render(<Field disabled={options.disabled ?? false} />);
  return {
    onChange,
    onBlur,
    editor: () => screen.getByRole('textbox', { name: 'Notes' }),
    setDisabled: (disabled: boolean) => view.rerender(<Field disabled={disabled} />),
  };
}

/** The last value the control handed to onChange. */
export function lastValue(onChange: jest.Mock<void, [string]>): string | undefined {
  return onChange.mock.calls.at(-1)?.[0];
}

/** Waits for the editor (Quill is built in an effect). */
export const findEditor = () => waitFor(() => screen.getByRole('textbox', { name: 'Notes' }));

/**
 * Types `text` at the end of the editor's last paragraph the way a browser's contenteditable does
 * (the text node changes and the caret follows it), so Quill reads it from its mutation observer as
 * the applicant's input. user-event's typing into a contenteditable does not follow Quill's DOM
 * (each key lands in a new paragraph), and real typing is covered in Chromium (rich-text.e2e).
 */
export async function typeInto(editor: HTMLElement, text: string): Promise<void> {
  await act(async () => {
    editor.focus();
    const block = editor.lastElementChild ?? editor;
    const last = block.lastChild;
    let node: Text;
    if (last instanceof Text) {
      last.appendData(text);
      node = last;
    } else {
      node = document.createTextNode(text);
      if (last instanceof HTMLBRElement) last.replaceWith(node);
      else block.append(node);
    }
    document.getSelection()?.collapse(node, node.length);
    editor.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: text }));
    // Quill's mutation observer reports on a microtask.
    await Promise.resolve();
  });
}
