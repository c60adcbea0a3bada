import fc from 'fast-check';
import { parseFormSchema } from '../../../src/domain/forms/parse-form-schema';

describe('parseFormSchema', () => {
  it('reads every description field', () => {
    const raw = {
      $id: 'license-form',
      title: 'Licence',
      description: 'd',
      hint: 'h',
      warning: 'w',
      placeholder: 'p',
      strings: { required: 'Needed' },
      type: 'object',
      required: ['state'],
      properties: {
        state: { type: 'string', enum: ['CA', 'NY'], enumLabels: ['California', 'New York'] },
        count: { type: 'integer', minimum: 0, maximum: 9, exclusiveMinimum: -1, exclusiveMaximum: 10, multipleOf: 1 },
        id: { type: 'string', minLength: 1, maxLength: 9, pattern: '^[A-Z]', format: 'not-email', readOnly: false },
        notes: {
          type: 'string',
          format: 'html',
          multiline: true,
          variables: ['first name'],
          htmlExtensions: { links: true },
        },
        list: { type: 'array', minItems: 1, maxItems: 3, addItemTitle: 'Add one', items: { type: 'string' } },
        kind: { const: 'x' },
      },
    };
    expect(parseFormSchema(raw)).toEqual({ ok: true, value: raw });
  });

  it('reads draft-4 boolean exclusive bounds as numeric ones', () => {
    expect(
      parseFormSchema({
        type: 'object',
        properties: { n: { type: 'integer', minimum: 0, exclusiveMinimum: true, maximum: 5, exclusiveMaximum: false } },
      }),
    ).toEqual({
      ok: true,
      value: { type: 'object', properties: { n: { type: 'integer', exclusiveMinimum: 0, maximum: 5 } } },
    });
  });

  it('ignores keywords it does not know', () => {
    expect(parseFormSchema({ type: 'object', $schema: 'x', additionalProperties: false })).toEqual({
      ok: true,
      value: { type: 'object' },
    });
  });

  it.each([
    [{ type: 'string' }, 'only object forms are allowed: the root schema must have type "object"'],
    ['x', 'schema must be an object'],
    [{ type: 'object', title: 1 }, 'schema.title must be a string'],
    [{ type: 'date' }, 'schema.type must be one of object, array, string, number, integer, boolean'],
    [{ type: 'object', properties: { a: { minimum: '1' } } }, 'schema.properties.a.minimum must be a number'],
    [
      { type: 'object', properties: { a: { minLength: -1 } } },
      'schema.properties.a.minLength must be a whole number of at least 0',
    ],
    [{ type: 'object', properties: { a: { multipleOf: 0 } } }, 'schema.properties.a.multipleOf must be above 0'],
    [
      { type: 'object', properties: { a: { exclusiveMinimum: 'x' } } },
      'schema.properties.a.exclusiveMinimum must be a number',
    ],
    [
      { type: 'object', properties: { a: { pattern: '([' } } },
      'schema.properties.a.pattern is not a valid regular expression',
    ],
    [{ type: 'object', properties: { a: { multiline: 1 } } }, 'schema.properties.a.multiline must be true or false'],
    [
      { type: 'object', properties: { a: { enum: [{}] } } },
      'schema.properties.a.enum must be a list of strings, numbers, booleans or nulls',
    ],
    [
      { type: 'object', properties: { a: { const: [] } } },
      'schema.properties.a.const must be a string, number, boolean or null',
    ],
    [{ type: 'object', required: 'a' }, 'schema.required must be a list of strings'],
    [{ type: 'object', strings: [] }, 'schema.strings must be an object'],
    [
      { type: 'object', strings: { nope: 'x' } },
      'schema.strings.nope is not a message key (required, unknown, email, notEmail, number, integer, minimum, maximum, multipleOf, phone, textTooShort, textTooLong, imageTooBig)',
    ],
    [{ type: 'object', strings: { required: 1 } }, 'schema.strings.required must be a string'],
    [{ type: 'object', htmlExtensions: 1 }, 'schema.htmlExtensions must be an object'],
    [{ type: 'object', htmlExtensions: { links: 'y' } }, 'schema.htmlExtensions.links must be true or false'],
    [{ type: 'object', properties: [] }, 'schema.properties must be an object'],
    [{ type: 'object', properties: { a: { type: 'array', items: 3 } } }, 'schema.properties.a.items must be an object'],
  ])('refuses %j with one clear line', (raw, message) => {
    expect(parseFormSchema(raw)).toEqual({ ok: false, error: message });
  });

  it('never throws', () => {
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        parseFormSchema(raw);
        parseFormSchema({ type: 'object', properties: { a: raw } });
      }),
    );
  });
});
