import { formAnswer } from '../../../src/domain/forms/form-answer';
import type { FormSchema } from '../../../src/domain/forms/form-schema';

const schema: FormSchema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    email: { type: 'string', format: 'email' },
    age: { type: 'integer' },
    ratio: { type: 'number' },
    agree: { type: 'boolean' },
    kind: { const: 'fixed' },
    picks: { type: 'array', items: { type: 'string', enum: ['a', 'b'] } },
    address: { type: 'object', properties: { city: { type: 'string' }, zip: { type: 'string' } } },
    contacts: { type: 'array', items: { type: 'object', properties: { phone: { type: 'string', format: 'phone' } } } },
  },
};

describe('formAnswer', () => {
  it('turns numbers typed as text into numbers, sends consts, and trims e-mail addresses', () => {
    const value = { name: 'Jo ', email: ' jo@x.co ', age: '42', ratio: '0.5', agree: false, picks: ['b'] };
    expect(formAnswer(schema, value)).toEqual({
      name: 'Jo ',
      email: 'jo@x.co',
      age: 42,
      ratio: 0.5,
      agree: false,
      kind: 'fixed',
      picks: ['b'],
    });
  });

  it('leaves blank values out: empty text, no choice, blank items and objects with nothing filled in', () => {
    const value = {
      name: '  ',
      age: '',
      agree: null,
      picks: [],
      address: { city: '', zip: '' },
      contacts: [{ phone: '' }, { phone: '+12025550100' }],
      unknown: 'dropped',
    };
    expect(formAnswer(schema, value)).toEqual({ kind: 'fixed', contacts: [{ phone: '+12025550100' }] });
  });

  it('keeps only the filled fields of a partly filled object', () => {
    expect(formAnswer(schema, { address: { city: 'Paris', zip: '' } })).toEqual({
      kind: 'fixed',
      address: { city: 'Paris' },
    });
  });

  it('reads a value that is not an object as an empty form', () => {
    expect(formAnswer(schema, 'nonsense')).toEqual({ kind: 'fixed' });
  });
});
