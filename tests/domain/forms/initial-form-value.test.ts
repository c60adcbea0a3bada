import type { FormSchema } from '../../../src/domain/forms/form-schema';
import { initialFormValue, startingItem } from '../../../src/domain/forms/initial-form-value';
import { parseFormSchema } from '../../../src/domain/forms/parse-form-schema';

const schema: FormSchema = {
  type: 'object',
  properties: {
    name: { type: 'string', default: 'Jo' },
    age: { type: 'integer' },
    agree: { type: 'boolean' },
    colour: { type: 'string', enum: ['red', 'blue'], default: 'blue' },
    picks: { type: 'array', items: { type: 'string', enum: ['a', 'b'] } },
    kind: { const: 'fixed' },
    address: { type: 'object', properties: { city: { type: 'string', default: 'Springfield' } } },
    contacts: {
      type: 'array',
      minItems: 2,
      items: { type: 'object', properties: { email: { type: 'string', format: 'email' } } },
    },
  },
};

describe('initialFormValue', () => {
  it('starts from the defaults, with every property present, lists padded to minItems and consts left out', () => {
    expect(initialFormValue(schema, null)).toEqual({
      name: 'Jo',
      age: '',
      agree: null,
      colour: 'blue',
      picks: [],
      address: { city: 'Springfield' },
      contacts: [{ email: '' }, { email: '' }],
    });
  });

  it('starts from the kept answer when there is one, filling what it lacks from the defaults', () => {
    const kept = { name: 'Al', age: 41, contacts: [{ email: 'a@b.co' }], address: { city: '' } };
    expect(initialFormValue(schema, kept)).toEqual({
      name: 'Al',
      age: 41,
      agree: null,
      colour: 'blue',
      picks: [],
      address: { city: '' },
      contacts: [{ email: 'a@b.co' }, { email: '' }],
    });
  });

  it('uses an object default at the level it is given, and copies it so the schema is never edited', () => {
    const form: FormSchema = {
      type: 'object',
      properties: {
        owner: {
          type: 'object',
          default: { first: 'Ann' },
          properties: { first: { type: 'string' }, last: { type: 'string' } },
        },
        tags: { type: 'array', default: ['x'], items: { type: 'string' } },
      },
    };
    const value = initialFormValue(form, undefined);
    expect(value).toEqual({ owner: { first: 'Ann', last: '' }, tags: ['x'] });
    (value.tags as string[]).push('y');
    expect(form.properties?.tags?.default).toEqual(['x']);
  });

  it('reads a default of any JSON value through parseFormSchema, kept raw', () => {
    const parsed = parseFormSchema({
      type: 'object',
      default: { n: 3 },
      properties: { n: { type: 'number', default: 'not a number' } },
    });
    expect(parsed.ok && parsed.value.default).toEqual({ n: 3 });
    expect(parsed.ok && parsed.value.properties?.n?.default).toBe('not a number');
    expect(parsed.ok && initialFormValue(parsed.value, null)).toEqual({ n: 3 });
  });

  it('starts a new list item from its default, else empty', () => {
    expect(startingItem({ type: 'string', default: 'z' })).toBe('z');
    expect(startingItem({ type: 'object', properties: { a: { type: 'number' } } })).toEqual({ a: '' });
    expect(startingItem({ type: 'boolean' })).toBeNull();
  });
});
