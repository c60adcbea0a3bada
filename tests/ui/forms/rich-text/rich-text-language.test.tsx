import { act, screen, within } from '@testing-library/react';
import { isObservableProp, makeObservable, observableRef, runInAction } from 'mobx';
import type { FormSchema } from '../../../../src/domain/forms/form-schema';
import { FORM_LABELS } from '../../../../src/domain/forms/messages';
import { FORM_LABELS_ES } from '../../../../src/domain/forms/messages.es';
import type { Catalogues, Translations } from '../../../../src/domain/language/translation';
import { applyTexts } from '../../../../src/domain/language/translation';
import { RICH_TEXT_COLOUR_NAMES, RICH_TEXT_TEXTS } from '../../../../src/ui/texts/rich-text-texts';
import { RICH_TEXT_COLOUR_NAMES_ES, RICH_TEXT_TEXTS_ES } from '../../../../src/ui/texts/rich-text-texts.es';
import { findEditor, lastValue, renderRichText, typeInto } from './rich-text-harness';

// The editor is built once, outside React: a language switch (issue 28) must rename its toolbar,
// its link editor and its placeholder where they are, without rebuilding it or losing the text.

const CATALOGUES = { RICH_TEXT_TEXTS, RICH_TEXT_COLOUR_NAMES, FORM_LABELS };
const SPANISH = {
  RICH_TEXT_TEXTS: RICH_TEXT_TEXTS_ES,
  RICH_TEXT_COLOUR_NAMES: RICH_TEXT_COLOUR_NAMES_ES,
  FORM_LABELS: FORM_LABELS_ES,
} as Translations<Catalogues>;

/** As the language store does: every key of each catalogue an observable reference. */
beforeAll(() => {
  for (const texts of Object.values(CATALOGUES)) {
    const keys = Object.keys(texts).filter((key) => !isObservableProp(texts, key));
    makeObservable(texts, Object.fromEntries(keys.map((key) => [key, observableRef])));
  }
});

const speak = (language: 'en' | 'es') =>
  act(() => runInAction(() => applyTexts(CATALOGUES, language === 'en' ? 'en' : SPANISH)));

afterEach(() => speak('en'));

const WITH_LINKS: FormSchema = { type: 'string', format: 'html', title: 'Notes', htmlExtensions: { links: true } };

describe('the rich-text control in another language', () => {
  it('renames its toolbar, its options and its link editor, and keeps the editor and what was typed', async () => {
    const { onChange } = renderRichText({ schema: WITH_LINKS });
    const editor = await findEditor();
    await typeInto(editor, 'Hello');
    expect(lastValue(onChange)).toBe('<p>Hello</p>');

    speak('es');

    const toolbar = screen.getByRole('group', { name: 'Formato' });
    expect(within(toolbar).getByRole('button', { name: 'Negrita' })).toBeInTheDocument();
    expect(within(toolbar).getByRole('button', { name: 'Enlace' })).toBeInTheDocument();
    const style = within(toolbar).getByRole('combobox', { name: 'Estilo de texto' });
    expect(within(style).getAllByRole('option')[1]).toHaveTextContent('Título 1');
    const colour = within(toolbar).getByRole('combobox', { name: 'Color del texto' });
    expect(within(colour).getAllByRole('option')[1]).toHaveTextContent('Negro');
    const tooltip = document.querySelector<HTMLElement>('.ql-tooltip');
    expect(tooltip?.dataset.enter).toBe('Ingrese el enlace:');
    expect(tooltip?.querySelector('input')).toHaveAttribute('aria-label', 'Dirección del enlace');
    expect(tooltip?.querySelector<HTMLElement>('a.ql-action')?.dataset.save).toBe('Guardar');

    // The same editor, its text kept: no rebuild.
    expect(screen.getByRole('textbox', { name: 'Notes' })).toBe(editor);
    expect(editor).toHaveTextContent('Hello');

    speak('en');
    expect(screen.getByRole('group', { name: 'Formatting' })).toBeInTheDocument();
    expect(tooltip?.dataset.visit).toBe('Visit URL:');
    expect(editor).toHaveTextContent('Hello');
  });

  it('shows the placeholder in the language shown, on the same editor', async () => {
    renderRichText();
    const editor = await findEditor();
    expect(editor).toHaveAttribute('data-placeholder', 'Enter text here');

    speak('es');

    expect(screen.getByRole('textbox', { name: 'Notes' })).toBe(editor);
    expect(editor).toHaveAttribute('data-placeholder', 'Escriba el texto aquí');
    expect(editor).toHaveAttribute('aria-placeholder', 'Escriba el texto aquí');
  });
});
