import type { FormSchema } from '../../../src/domain/forms/form-schema';
import { licenseContextAt, licenseContextOf, licenseNumberHint } from '../../../src/domain/forms/license-context';
import { parseFormSchema } from '../../../src/domain/forms/parse-form-schema';
import { validateField } from '../../../src/domain/forms/validate-field';
import { validateForm } from '../../../src/domain/forms/validate-form';
import { US_STATES } from '../../../src/domain/validation/us-states';

const licence: FormSchema = {
  $id: 'license.registered_nurse',
  type: 'object',
  required: ['licenses'],
  properties: {
    licenses: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        format: 'license-state',
        required: ['licenseState', 'number'],
        properties: {
          licenseState: { type: 'string', enum: ['OH', 'GA', 'ZZ'] },
          number: { type: 'string', format: 'license-number', title: 'Licence number' },
        },
      },
    },
  },
};

describe('the licence-state object form', () => {
  it('checks a licence number against the state its object selects and the profession of the nearest $id', () => {
    const value = { licenses: [{ licenseState: 'OH', number: 'nope' }] };
    expect(validateForm(licence, value)).toEqual({
      ok: true,
      value: { '/licenses/0/number': 'Incorrect format. Eg. RN.312345' },
    });
    expect(validateForm(licence, { licenses: [{ licenseState: 'OH', number: 'RN.312345' }] })).toEqual({
      ok: true,
      value: {},
    });
  });

  it('accepts any number while no state is chosen or the state has no format, and still requires one', () => {
    expect(validateForm(licence, { licenses: [{ licenseState: 'ZZ', number: 'anything' }] })).toEqual({
      ok: true,
      value: {},
    });
    expect(validateForm(licence, { licenses: [{ licenseState: null, number: 'anything' }] })).toEqual({
      ok: true,
      value: { '/licenses/0/licenseState': 'This field is required' },
    });
    expect(validateForm(licence, { licenses: [{ licenseState: 'OH', number: '' }] })).toEqual({
      ok: true,
      value: { '/licenses/0/number': 'This field is required' },
    });
  });

  it('gives the per-field check the same rule through the context', () => {
    const number = { type: 'string', format: 'license-number' } as const;
    const context = licenseContextOf({ licenseState: 'GA' }, 'license.nurse');
    expect(context).toEqual({ family: 'nurse', state: 'GA' });
    expect(validateField(number, 'x', { required: true, license: context })).toBe('Incorrect format. Eg. RN312345');
    expect(validateField(number, 'x', { required: true })).toBeNull();
    expect(licenseNumberHint(number, context)).toBe('Eg. RN312345');
    expect(licenseNumberHint(number, licenseContextOf({}, 'license.nurse'))).toBeNull();
    expect(licenseContextOf({ licenseState: 'GA' }, undefined)).toEqual({ family: null, state: 'GA' });
  });

  it('finds the context of a field inside a licence-state object by its path, none elsewhere', () => {
    const value = { licenses: [{ licenseState: 'GA', number: '' }] };
    expect(licenseContextAt(licence, value, '/licenses/0/number')).toEqual({ family: 'nurse', state: 'GA' });
    expect(licenseContextAt(licence, value, '/licenses/0')).toBeUndefined();
    expect(licenseContextAt(licence, value, '/licenses')).toBeUndefined();
    expect(licenseContextAt(licence, value, '/nowhere/at/all')).toBeUndefined();
  });

  it('does not check a licence number outside a licence-state object', () => {
    const plain: FormSchema = {
      $id: 'license.nurse',
      type: 'object',
      properties: { licenseState: { type: 'string' }, number: { type: 'string', format: 'license-number' } },
    };
    expect(validateForm(plain, { licenseState: 'OH', number: 'nope' })).toEqual({ ok: true, value: {} });
  });

  it('offers the US states when the licenseState property has no enum', () => {
    const parsed = parseFormSchema({
      type: 'object',
      format: 'license-state',
      properties: { licenseState: { type: 'string', title: 'State' } },
    });
    const state = parsed.ok ? parsed.value.properties?.licenseState : undefined;
    expect(state?.title).toBe('State');
    expect(state?.enum).toEqual(US_STATES.map((s) => s.code));
    expect(state?.enumLabels?.[0]).toBe('Alabama');
  });
});
