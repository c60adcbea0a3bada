import {
  DEFAULT_TEXT_MAX_LENGTH,
  inclusiveBounds,
  inputMaxLength,
  marksRequiredFields,
  numberStep,
  showsRequiredMarker,
} from '../../../src/domain/forms/input-attributes';

describe('input attributes', () => {
  it('turns integer exclusive bounds into inclusive ones', () => {
    expect(inclusiveBounds({ type: 'integer', exclusiveMinimum: 0, exclusiveMaximum: 10 })).toEqual({ min: 1, max: 9 });
    expect(inclusiveBounds({ type: 'integer', minimum: 5, exclusiveMinimum: 2 })).toEqual({ min: 5 });
    expect(inclusiveBounds({ type: 'integer', maximum: 5, exclusiveMaximum: 3 })).toEqual({ max: 2 });
  });

  it('gives a number field its inclusive bounds only', () => {
    expect(inclusiveBounds({ type: 'number', minimum: 1, exclusiveMaximum: 3 })).toEqual({ min: 1 });
  });

  it("steps integers by 1 and other numbers by 'any', unless multipleOf sets the step", () => {
    expect(numberStep({ type: 'integer' })).toBe(1);
    expect(numberStep({ type: 'number' })).toBe('any');
    expect(numberStep({ type: 'number', multipleOf: 0.25 })).toBe(0.25);
  });

  it('limits text, e-mail, colour and enum inputs to maxLength or 1024', () => {
    expect(DEFAULT_TEXT_MAX_LENGTH).toBe(1024);
    for (const schema of [
      { type: 'string' },
      { type: 'string', format: 'email' },
      { type: 'string', format: 'color' },
      { enum: ['a'] },
    ] as const) {
      expect(inputMaxLength(schema)).toBe(1024);
      expect(inputMaxLength({ ...schema, maxLength: 12 })).toBe(12);
    }
  });

  it('limits a textarea by maxLength only, and other inputs not at all', () => {
    expect(inputMaxLength({ type: 'string', multiline: true })).toBeUndefined();
    expect(inputMaxLength({ type: 'string', multiline: true, maxLength: 40 })).toBe(40);
    expect(inputMaxLength({ type: 'integer', maxLength: 3 })).toBeUndefined();
  });

  it('marks a text field required only when required together with minLength or pattern', () => {
    expect(showsRequiredMarker({ type: 'string' }, true)).toBe(false);
    expect(showsRequiredMarker({ type: 'string', minLength: 1 }, true)).toBe(true);
    expect(showsRequiredMarker({ type: 'string', multiline: true, pattern: '.' }, true)).toBe(true);
    expect(showsRequiredMarker({ type: 'string', minLength: 1 }, false)).toBe(false);
  });

  it('marks the image field when required, minLength or pattern', () => {
    const image = { type: 'string', format: 'image-url' } as const;
    expect(showsRequiredMarker(image, true)).toBe(true);
    expect(showsRequiredMarker({ ...image, minLength: 1 }, false)).toBe(true);
    expect(showsRequiredMarker({ ...image, pattern: '.' }, false)).toBe(true);
    expect(showsRequiredMarker(image, false)).toBe(false);
  });

  it('marks other fields whenever they are required', () => {
    expect(showsRequiredMarker({ type: 'integer' }, true)).toBe(true);
    expect(showsRequiredMarker({ type: 'string', format: 'email' }, false)).toBe(false);
  });

  it('says whether any label of a form can show the required marker, so the form explains it', () => {
    const form = (properties: Record<string, unknown>, required: string[] = []) =>
      ({ type: 'object', required, properties }) as Parameters<typeof marksRequiredFields>[0];
    expect(marksRequiredFields(form({ a: { type: 'string' }, b: { type: 'integer' } }))).toBe(false);
    expect(marksRequiredFields(form({ a: { const: 'x' } }, ['a']))).toBe(false);
    // A required plain text field shows no marker (spec 001 §10.5); a required number does.
    expect(marksRequiredFields(form({ a: { type: 'string' } }, ['a']))).toBe(false);
    expect(marksRequiredFields(form({ b: { type: 'integer' } }, ['b']))).toBe(true);
    expect(
      marksRequiredFields(form({ o: { type: 'object', required: ['n'], properties: { n: { type: 'number' } } } })),
    ).toBe(true);
    expect(marksRequiredFields(form({ l: { type: 'array', minItems: 1, items: { type: 'number' } } }))).toBe(true);
    expect(marksRequiredFields(form({ l: { type: 'array', items: { type: 'number' } } }))).toBe(false);
  });
});
