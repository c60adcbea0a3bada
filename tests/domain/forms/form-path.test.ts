import { childPath, fieldAt, isWithin, parentPath, pathSegments, valueAt } from '../../../src/domain/forms/form-path';
import type { FormSchema } from '../../../src/domain/forms/form-schema';

const schema: FormSchema = {
  type: 'object',
  required: ['a/b'],
  properties: {
    'a/b': { type: 'string' },
    list: { type: 'array', minItems: 1, items: { type: 'object', properties: { x: { type: 'number' } } } },
  },
};

describe('form paths', () => {
  it('escapes property names as JSON pointers do and reads them back', () => {
    const path = childPath(childPath('', 'a/b~c'), 2);
    expect(path).toBe('/a~1b~0c/2');
    expect(pathSegments(path)).toEqual(['a/b~c', '2']);
    expect(parentPath(path)).toBe('/a~1b~0c');
    expect(parentPath('')).toBeNull();
  });

  it('reads the value at a path, undefined when anything on the way is missing', () => {
    const value = { list: [{ x: 1 }], 'a/b': 'y' };
    expect(valueAt(value, '/list/0/x')).toBe(1);
    expect(valueAt(value, '/a~1b')).toBe('y');
    expect(valueAt(value, '/list/3/x')).toBeUndefined();
    expect(valueAt(value, '/list/x')).toBeUndefined();
    expect(valueAt(value, '')).toBe(value);
  });

  it('finds the field at a path with whether it is required', () => {
    expect(fieldAt(schema, '/a~1b')).toEqual({ schema: { type: 'string' }, required: true });
    expect(fieldAt(schema, '/list/0')?.required).toBe(true);
    expect(fieldAt(schema, '/list/1')?.required).toBe(false);
    expect(fieldAt(schema, '/list/1/x')).toEqual({ schema: { type: 'number' }, required: false });
    expect(fieldAt(schema, '/nothing')).toBeUndefined();
  });

  it('knows which paths lie inside another', () => {
    expect(isWithin('/list/0/x', '/list')).toBe(true);
    expect(isWithin('/list', '/list')).toBe(true);
    expect(isWithin('/listing', '/list')).toBe(false);
  });
});
