import type { FormSchema } from '../../../src/domain/forms/form-schema';
import { formRoot, sameFormErrors, validateForm } from '../../../src/domain/forms/validate-form';

const schema: FormSchema = {
  type: 'object',
  strings: { required: 'Needed' },
  required: ['name', 'contacts'],
  properties: {
    name: { type: 'string', title: 'Name' },
    age: { type: 'integer', minimum: 18 },
    'a/b~c': { type: 'string', maxLength: 1 },
    locked: { type: 'string', readOnly: true },
    address: {
      type: 'object',
      required: ['city'],
      properties: { city: { type: 'string' }, zip: { type: 'string', pattern: '^[0-9]{5}$' } },
    },
    contacts: {
      type: 'array',
      minItems: 2,
      maxItems: 3,
      items: { type: 'object', required: ['email'], properties: { email: { type: 'string', format: 'email' } } },
    },
    tags: { type: 'array', items: { type: 'string', minLength: 2 } },
  },
};

describe('validateForm', () => {
  it('reports each field by its path, padding arrays to minItems and requiring the first minItems items', () => {
    expect(validateForm(schema, {})).toEqual({
      ok: true,
      value: { '/name': 'Needed', '/contacts/0/email': 'Needed', '/contacts/1/email': 'Needed' },
    });
  });

  it('is valid once every field passes', () => {
    const value = {
      name: 'Jo',
      age: 30,
      contacts: [{ email: 'a@b.co' }, { email: 'c@d.co' }],
      tags: ['ok'],
      address: { city: 'Springfield', zip: '12345' },
    };
    expect(validateForm(schema, value)).toEqual({ ok: true, value: {} });
  });

  it('checks an optional nested object only once something is filled in', () => {
    const base = { name: 'Jo', contacts: [{ email: 'a@b.co' }, { email: 'c@d.co' }] };
    expect(validateForm(schema, { ...base, address: { city: '', zip: '' } })).toEqual({ ok: true, value: {} });
    expect(validateForm(schema, { ...base, address: { zip: '1' } })).toEqual({
      ok: true,
      value: { '/address/city': 'Needed', '/address/zip': 'This field is invalid' },
    });
  });

  it('checks items beyond minItems as optional, and reports too many items on the array', () => {
    const value = {
      name: 'Jo',
      contacts: [{ email: 'a@b.co' }, { email: 'c@d.co' }, {}, {}],
      tags: ['x'],
    };
    expect(validateForm(schema, value)).toEqual({
      ok: true,
      value: { '/contacts': 'This field is invalid', '/tags/0': 'Entered text is too short' },
    });
  });

  it('escapes slashes and tildes in property names and skips read-only fields', () => {
    const value = { name: 'Jo', contacts: [{ email: 'a@b.co' }, { email: 'c@d.co' }], 'a/b~c': 'long', locked: 5 };
    expect(validateForm(schema, value)).toEqual({ ok: true, value: { '/a~1b~0c': 'Entered text is too long' } });
  });

  it('reports a required empty array without minItems on the array itself', () => {
    const form: FormSchema = { type: 'object', required: ['list'], properties: { list: { type: 'array', items: {} } } };
    expect(validateForm(form, { list: [] })).toEqual({ ok: true, value: { '/list': 'This field is required' } });
  });

  it('pads a required array that is absent altogether, and leaves an optional empty one alone', () => {
    const form: FormSchema = {
      type: 'object',
      required: ['owners'],
      properties: {
        owners: { type: 'array', minItems: 1, items: { type: 'string', format: 'email' } },
        extras: { type: 'array', minItems: 2, items: { type: 'string' } },
      },
    };
    expect(validateForm(form, { extras: [] })).toEqual({ ok: true, value: { '/owners/0': 'This field is required' } });
  });

  it('lets a field override a message its form set for every field', () => {
    const form: FormSchema = {
      type: 'object',
      strings: { required: 'Form says' },
      required: ['a', 'b'],
      properties: { a: { type: 'string' }, b: { type: 'string', strings: { required: 'Field says' } } },
    };
    expect(validateForm(form, {})).toEqual({ ok: true, value: { '/a': 'Form says', '/b': 'Field says' } });
  });

  it('reports a value of the wrong shape for a nested object', () => {
    const form: FormSchema = { type: 'object', properties: { inner: { type: 'object', properties: {} } } };
    expect(validateForm(form, { inner: 'x' })).toEqual({ ok: true, value: { '/inner': 'This field is invalid' } });
  });

  it('reads a missing form value as an empty form', () => {
    expect(validateForm(schema, 'nonsense')).toEqual(validateForm(schema, {}));
  });

  it('reports nothing for a form locked by role-based access, as for a read-only field', () => {
    expect(validateForm(schema, {}, { locked: true })).toEqual({ ok: true, value: {} });
    expect(validateForm(schema, {}, { locked: false })).toEqual(validateForm(schema, {}));
  });

  it('leaves an optional list of blank padded items alone, and an optional object holding blank nested ones', () => {
    const form: FormSchema = {
      type: 'object',
      properties: {
        extras: { type: 'array', minItems: 1, items: { type: 'string' } },
        outer: {
          type: 'object',
          required: ['inner'],
          properties: { inner: { type: 'object', required: ['x'], properties: { x: { type: 'string' } } } },
        },
      },
    };
    expect(validateForm(form, { extras: [''], outer: { inner: { x: '' } } })).toEqual({ ok: true, value: {} });
    expect(validateForm(form, { extras: [''], outer: { inner: { x: 'y' } } })).toEqual({ ok: true, value: {} });
  });

  it('requires the first minItems items of an optional list once anything in it is filled in', () => {
    const form: FormSchema = {
      type: 'object',
      properties: { tags: { type: 'array', minItems: 2, items: { type: 'string' } } },
    };
    expect(validateForm(form, { tags: ['', ''] })).toEqual({ ok: true, value: {} });
    expect(validateForm(form, { tags: ['a', ''] })).toEqual({
      ok: true,
      value: { '/tags/1': 'This field is required' },
    });
  });

  it('checks a multi-select: every pick among the options', () => {
    const form: FormSchema = {
      type: 'object',
      required: ['picks'],
      properties: { picks: { type: 'array', items: { type: 'string', enum: ['a', 'b'] } } },
    };
    expect(validateForm(form, { picks: [] })).toEqual({ ok: true, value: { '/picks': 'This field is required' } });
    expect(validateForm(form, { picks: ['a', 'c'] })).toEqual({
      ok: true,
      value: { '/picks': 'This field is invalid' },
    });
    expect(validateForm(form, { picks: ['b', 'a'] })).toEqual({ ok: true, value: {} });
  });

  describe('asked for one part of the form (within)', () => {
    const licenceForm: FormSchema = {
      type: 'object',
      required: ['licence'],
      strings: { required: 'Needed' },
      properties: {
        licence: {
          $id: 'license.nurse',
          type: 'object',
          format: 'license-state',
          required: ['licenseState', 'number'],
          properties: {
            licenseState: { type: 'string', enum: ['OH', 'GA'] },
            number: { type: 'string', format: 'license-number' },
          },
        },
        others: { type: 'array', items: { type: 'object', properties: { at: { type: 'string', minLength: 3 } } } },
      },
    };
    const cases: readonly (readonly [FormSchema, unknown])[] = [
      [schema, {}],
      [schema, { name: 'J', age: 3, contacts: [{ email: 'x' }, {}, {}, {}], tags: ['x', 'ok'], address: { zip: '1' } }],
      [schema, { contacts: 'nonsense', address: 'x', 'a/b~c': 'long', locked: 5 }],
      [licenceForm, { licence: { licenseState: 'GA', number: 'x' }, others: [{ at: 'a' }, { at: '' }] }],
      [licenceForm, { licence: { licenseState: '', number: '' } }],
    ];
    /** Every path the schema or the value names, the root included. */
    const pathsOf = (node: FormSchema | undefined, value: unknown, path: string): string[] => {
      const keys = new Set([
        ...Object.keys(node?.properties ?? {}),
        ...(typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.keys(value) : []),
      ]);
      const inside = Array.isArray(value)
        ? value.flatMap((item, index) => pathsOf(node?.items, item, `${path}/${index}`))
        : [...keys].flatMap((key) =>
            pathsOf(
              node?.properties?.[key],
              (value as Record<string, unknown> | undefined)?.[key],
              `${path}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`,
            ),
          );
      return [path, ...inside, `${path}/absent`];
    };

    it.each(cases)("gives the whole form's messages at and inside each path, and no other", (form, value) => {
      const whole = validateForm(form, value);
      if (!whole.ok) throw new Error(whole.error);
      const paths = pathsOf(form, value, '');
      expect(paths.length).toBeGreaterThan(5);
      for (const within of paths) {
        const expected = Object.fromEntries(
          Object.entries(whole.value).filter(([at]) => at === within || at.startsWith(`${within}/`)),
        );
        expect([within, validateForm(form, value, { within })]).toEqual([within, { ok: true, value: expected }]);
      }
    });

    it('reports nothing when locked, as the whole form', () => {
      expect(validateForm(schema, {}, { locked: true, within: '/name' })).toEqual({ ok: true, value: {} });
    });
  });

  it('allows only object forms', () => {
    const error = 'only object forms are allowed: the root schema must have type "object"';
    expect(validateForm({ type: 'string' }, 'x')).toEqual({ ok: false, error });
    expect(formRoot({ type: 'array', items: {} })).toEqual({ ok: false, error });
    expect(formRoot({ properties: {} })).toEqual({ ok: true, value: { properties: {}, type: 'object' } });
  });
});

describe('sameFormErrors', () => {
  it('is true only for the same paths with the same messages', () => {
    expect(sameFormErrors({}, {})).toBe(true);
    expect(sameFormErrors({ '/a': 'Needed' }, { '/a': 'Needed' })).toBe(true);
    expect(sameFormErrors({ '/a': 'Needed' }, { '/a': 'Too long' })).toBe(false);
    expect(sameFormErrors({ '/a': 'Needed' }, { '/b': 'Needed' })).toBe(false);
    expect(sameFormErrors({ '/a': 'Needed' }, {})).toBe(false);
    expect(sameFormErrors({}, { '/a': 'Needed' })).toBe(false);
  });
});
