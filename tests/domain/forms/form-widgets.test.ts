import { applySelection, cancelSelection, showsClearButton, showsSearchBox } from '../../../src/domain/forms/dropdown';
import { headingLevel, formFieldKind } from '../../../src/domain/forms/field-kind';
import { shownError, shownTypeHint } from '../../../src/domain/forms/field-state';
import {
  displayStoredDate,
  parseDisplayedDate,
  parseStoredDate,
  storedDateOf,
} from '../../../src/domain/forms/form-date';
import { IMAGE_ACCEPT_ATTRIBUTE, canRemoveImage, isAcceptedImageType } from '../../../src/domain/forms/image-url';
import { allowsKeystroke } from '../../../src/domain/forms/keystroke-filter';
import { FORM_LABELS, FORM_MESSAGES } from '../../../src/domain/forms/messages';
import { richTextPlaceholder, richTextToolbar } from '../../../src/domain/forms/rich-text';
import { isVariableName, variableMention, variablesIn } from '../../../src/domain/forms/variables';

describe('field kinds', () => {
  it.each([
    [{ const: 1 }, 'const'],
    [{ type: 'string', enum: ['a'] }, 'enum'],
    [{ type: 'object' }, 'object'],
    [{ properties: {} }, 'object'],
    [{ items: {} }, 'array'],
    [{ type: 'boolean' }, 'boolean'],
    [{ type: 'integer' }, 'integer'],
    [{ type: 'number' }, 'number'],
    [{ type: 'string', format: 'phone' }, 'phone'],
    [{ type: 'string', format: 'email' }, 'email'],
    [{ type: 'string', format: 'date' }, 'date'],
    [{ type: 'string', format: 'color' }, 'color'],
    [{ type: 'string', format: 'image-url' }, 'image-url'],
    [{ type: 'string', format: 'html' }, 'html'],
    [{ type: 'string', multiline: true }, 'textarea'],
    [{ type: 'string', format: 'not-email' }, 'text'],
    [{ type: 'string', format: 'toString' }, 'text'],
    [{}, 'text'],
    [{ type: 'array', items: { type: 'string', enum: ['a', 'b'] } }, 'multi-select'],
    [{ type: 'array', items: { type: 'string' } }, 'array'],
  ] as const)('renders %j as %s', (schema, kind) => {
    expect(formFieldKind(schema)).toBe(kind);
  });

  it('heads objects h1 at depth 0, then h2, h3 and h4', () => {
    expect([0, 1, 2, 3, 7].map(headingLevel)).toEqual([1, 2, 3, 4, 4]);
  });
});

describe('field state', () => {
  it('shows an error only once the field is touched', () => {
    expect(shownError('This field is required', 'untouched')).toBeNull();
    expect(shownError('This field is required', 'touched')).toBe('This field is required');
  });

  it("shows the colour hint 'HEX color (ex. #3ab4fc)' while focused without a hint or warning", () => {
    const color = { type: 'string', format: 'color' } as const;
    expect(shownTypeHint(color, true)).toBe('HEX color (ex. #3ab4fc)');
    expect(shownTypeHint(color, false)).toBeNull();
    expect(shownTypeHint({ ...color, hint: 'Brand colour' }, true)).toBeNull();
    expect(shownTypeHint({ ...color, warning: 'Careful' }, true)).toBeNull();
    expect(shownTypeHint({ type: 'string' }, true)).toBeNull();
  });
});

describe('dates', () => {
  it('stores yyyy-MM-dd and displays M/d/yyyy', () => {
    expect(displayStoredDate('2024-03-05')).toBe('3/5/2024');
    expect(storedDateOf({ year: 2024, month: 3, day: 5 })).toBe('2024-03-05');
    expect(parseDisplayedDate('03/05/2024')).toEqual({ year: 2024, month: 3, day: 5 });
    expect(parseDisplayedDate('3/5/2024')).toEqual({ year: 2024, month: 3, day: 5 });
  });

  it('refuses dates that are not real or not in the shape', () => {
    expect(parseStoredDate('2023-02-29')).toBeNull();
    expect(parseStoredDate('2024-3-5')).toBeNull();
    expect(displayStoredDate('x')).toBeNull();
    expect(parseDisplayedDate('13/01/2024')).toBeNull();
  });

  it("has the placeholder 'MM/DD/YYYY'", () => {
    expect(FORM_LABELS.datePlaceholder).toBe('MM/DD/YYYY');
  });
});

describe('image-url field', () => {
  it('accepts only png, jpeg and svg images', () => {
    expect(IMAGE_ACCEPT_ATTRIBUTE).toBe('.jpeg,.jpg,.png,.svg');
    for (const type of ['image/png', 'image/jpeg', 'image/svg+xml', 'IMAGE/PNG'])
      expect(isAcceptedImageType(type)).toBe(true);
    for (const type of ['image/gif', 'application/pdf', '']) expect(isAcceptedImageType(type)).toBe(false);
  });

  it('can remove the image only when the field is not required', () => {
    expect(canRemoveImage(false)).toBe(true);
    expect(canRemoveImage(true)).toBe(false);
  });

  it('has the texts of the spec', () => {
    expect([
      FORM_LABELS.imageProcessing,
      FORM_LABELS.imageUpload,
      FORM_LABELS.imageReplace,
      FORM_LABELS.imageNone,
    ]).toEqual(['Processing...', 'Upload', 'Replace', 'No file uploaded']);
  });
});

describe('dropdown', () => {
  it('shows a search box from 10 options on', () => {
    expect(showsSearchBox(9)).toBe(false);
    expect(showsSearchBox(10)).toBe(true);
  });

  it('shows Clear only when not required and a value exists', () => {
    expect(showsClearButton(false, true)).toBe(true);
    expect(showsClearButton(true, true)).toBe(false);
    expect(showsClearButton(false, false)).toBe(false);
  });

  it('applies a multi-select draft on Apply and restores the earlier selection on Cancel', () => {
    const editing = { applied: ['a'], draft: ['a', 'b'] };
    expect(applySelection(editing)).toEqual({ applied: ['a', 'b'], draft: ['a', 'b'] });
    expect(cancelSelection(editing)).toEqual({ applied: ['a'], draft: ['a'] });
  });

  it('has the texts of the spec', () => {
    expect([
      FORM_LABELS.noResults,
      FORM_LABELS.selectAll,
      FORM_LABELS.clear,
      FORM_LABELS.cancel,
      FORM_LABELS.apply,
    ]).toEqual(['No results', 'SELECT ALL', 'CLEAR', 'Cancel', 'Apply']);
  });
});

describe('keystroke filter of number and phone inputs', () => {
  const press = (key: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) =>
    allowsKeystroke({ key, ctrlKey: false, metaKey: false, altKey: false, ...mods });

  it.each(['0', '9', '-', '+', ' ', '(', ')', '.'])('lets %j through', (key) => {
    expect(press(key)).toBe(true);
  });

  it.each(['a', 'e', ',', '*', 'é'])('blocks %j', (key) => {
    expect(press(key)).toBe(false);
  });

  it('lets anything through while a modifier key is held', () => {
    expect(press('v', { ctrlKey: true })).toBe(true);
    expect(press('v', { metaKey: true })).toBe(true);
    expect(press('a', { altKey: true })).toBe(true);
  });

  it('lets keys that type no character through', () => {
    for (const key of ['Backspace', 'Tab', 'ArrowLeft', 'Enter', 'Delete']) expect(press(key)).toBe(true);
  });
});

describe('rich text and variables', () => {
  it('offers the link control only when htmlExtensions.links is set', () => {
    expect(richTextToolbar({ type: 'string', format: 'html' })).not.toContain('link');
    expect(richTextToolbar({ type: 'string', format: 'html', htmlExtensions: { links: true } })).toEqual([
      'bold',
      'italic',
      'underline',
      'strike',
      'link',
      'lists',
      'indent',
      'color',
      'background',
      'align',
      'clean',
    ]);
  });

  it("uses 'Enter text here' when the schema has no placeholder", () => {
    expect(richTextPlaceholder({})).toBe('Enter text here');
    expect(richTextPlaceholder({ placeholder: 'Notes' })).toBe('Notes');
  });

  it('accepts variable names of letters, digits, space, underscore, dot, colon and hyphen', () => {
    for (const name of ['first name', 'user.email', 'a_b:c-d', 'Prénom', '2fa'])
      expect(isVariableName(name)).toBe(true);
    for (const name of ['', 'a/b', 'a{b', 'semi;colon', 'new\nline']) expect(isVariableName(name)).toBe(false);
  });

  it('writes and finds {{name}} mentions', () => {
    expect(variableMention('first name')).toBe('{{first name}}');
    expect(variablesIn('Hi {{first name}}, {{bad/name}} {{first name}} {{org.title}}')).toEqual([
      'first name',
      'org.title',
    ]);
  });
});

describe('the message catalogue', () => {
  it('holds the default messages of the spec word for word', () => {
    expect(FORM_MESSAGES).toEqual({
      required: 'This field is required',
      unknown: 'This field is invalid',
      email: 'Please enter valid email',
      notEmail: '{fieldName} cannot be email',
      number: 'Please enter only numbers (e.g. 123)',
      integer: 'Please enter only integer (e.g. 123)',
      minimum: "Value can't be smaller than {minimum}",
      maximum: "Value can't be bigger than {maximum}",
      multipleOf: 'Value should be multiple of {multipleOf}',
      phone: 'Please enter valid phone number',
      textTooShort: 'Entered text is too short',
      textTooLong: 'Entered text is too long',
      imageTooBig: 'Provided image is too big',
    });
    expect(FORM_LABELS.required).toBe('(Required)');
  });
});
