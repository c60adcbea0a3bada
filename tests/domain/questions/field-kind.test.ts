import { fallbackInputKind, fieldKindOf } from '../../../src/domain/questions/field-kind';
import { INPUT_KINDS } from '../../../src/domain/questions/input-kind';

describe('fieldKindOf', () => {
  it.each([
    ['PhoneNumber', 'phone-number'],
    ['Address', 'address'],
    ['file', 'file'],
    ['image', 'file'],
    ['boolean', 'boolean'],
    ['date', 'date'],
    ['integer', 'integer'],
    ['string_enum', 'string-enum'],
    ['string_enum_list', 'string-enum-list'],
    ['email', 'email'],
    ['string', 'text'],
    ['Signature', 'text'],
    ['toString', 'text'],
  ])('maps a metadata inputType %s to %s when the type is absent', (inputType, inputKind) => {
    expect(fieldKindOf({ metadata: { inputType } })).toEqual({ ok: true, value: { kind: 'input', inputKind } });
  });

  it('makes a question with neither type nor inputType a text question', () => {
    expect(fieldKindOf({ metadata: {} })).toEqual({ ok: true, value: { kind: 'input', inputKind: 'text' } });
    expect(fallbackInputKind(undefined)).toBe('text');
  });

  it('reads an empty type as absent', () => {
    expect(fieldKindOf({ type: '', metadata: { inputType: 'email' } })).toEqual({
      ok: true,
      value: { kind: 'input', inputKind: 'email' },
    });
  });

  it.each(INPUT_KINDS)('takes the input kind %s from the type over the metadata', (kind) => {
    expect(fieldKindOf({ type: kind, metadata: { inputType: 'email' } })).toEqual({
      ok: true,
      value: { kind: 'input', inputKind: kind },
    });
  });

  it('recognises the known smart attributes', () => {
    expect(fieldKindOf({ type: 'smart-attribute:json-schema', metadata: {} })).toEqual({
      ok: true,
      value: { kind: 'smart-attribute', smartKind: 'json-schema' },
    });
    expect(fieldKindOf({ type: 'smart-attribute:license-number', metadata: {} })).toEqual({
      ok: true,
      value: { kind: 'smart-attribute', smartKind: 'license-number' },
    });
  });

  it('gives an error value for an unknown smart attribute', () => {
    expect(fieldKindOf({ type: 'smart-attribute:horoscope', metadata: {} })).toEqual({
      ok: false,
      error: "unknown smart attribute 'horoscope'",
    });
  });

  it('gives an error value for an unknown field type', () => {
    expect(fieldKindOf({ type: 'shoe-size', metadata: { inputType: 'email' } })).toEqual({
      ok: false,
      error: "unknown field type 'shoe-size'",
    });
  });
});
