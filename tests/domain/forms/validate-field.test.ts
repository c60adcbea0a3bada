import fc from 'fast-check';
import type { FormSchema } from '../../../src/domain/forms/form-schema';
import { validateField } from '../../../src/domain/forms/validate-field';

const optional = { required: false };
const required = { required: true };

describe('validateField', () => {
  describe('required', () => {
    it.each([undefined, null, '', '   ', []])("says 'This field is required' for the empty value %j", (value) => {
      expect(validateField({ type: 'string' }, value, required)).toBe('This field is required');
    });

    it('accepts an empty optional field whatever its rules', () => {
      expect(validateField({ type: 'string', minLength: 3 }, '', optional)).toBeNull();
      expect(validateField({ type: 'integer', minimum: 5 }, undefined, optional)).toBeNull();
    });
  });

  describe('text', () => {
    it("says 'Entered text is too short' below minLength", () => {
      expect(validateField({ type: 'string', minLength: 3 }, 'ab', optional)).toBe('Entered text is too short');
      expect(validateField({ type: 'string', minLength: 3 }, 'abc', optional)).toBeNull();
    });

    it("says 'Entered text is too long' above maxLength", () => {
      expect(validateField({ type: 'string', maxLength: 3 }, 'abcd', optional)).toBe('Entered text is too long');
      expect(validateField({ type: 'string', maxLength: 3 }, 'abc', optional)).toBeNull();
    });

    it('applies the length rules to a textarea and the html editor too', () => {
      expect(validateField({ type: 'string', multiline: true, maxLength: 2 }, 'abc', optional)).toBe(
        'Entered text is too long',
      );
      expect(validateField({ type: 'string', format: 'html', minLength: 5 }, '<p>', optional)).toBe(
        'Entered text is too short',
      );
    });

    it("says 'This field is invalid' when the pattern does not match", () => {
      expect(validateField({ type: 'string', pattern: '^[0-9]+$' }, '12a', optional)).toBe('This field is invalid');
      expect(validateField({ type: 'string', pattern: '^[0-9]+$' }, '123', optional)).toBeNull();
    });

    it('ignores a pattern that is not a regular expression', () => {
      expect(validateField({ type: 'string', pattern: '([' }, 'x', optional)).toBeNull();
    });

    it("says 'This field is invalid' for a value that is not text", () => {
      expect(validateField({ type: 'string' }, 42, optional)).toBe('This field is invalid');
    });

    it('accepts an e-mail address in a plain string field', () => {
      expect(validateField({ type: 'string', title: 'Company' }, 'jo@acme.example', optional)).toBeNull();
    });

    it("says '{fieldName} cannot be email' in a field that opts into the non-email rule", () => {
      const schema: FormSchema = { type: 'string', format: 'not-email', title: 'Company' };
      expect(validateField(schema, 'jo@acme.example', optional)).toBe('Company cannot be email');
      expect(validateField(schema, 'Acme Inc', optional)).toBeNull();
      expect(validateField({ type: 'string', format: 'not-email' }, 'jo@acme.example', optional)).toBe(
        'This field cannot be email',
      );
    });
  });

  describe('email', () => {
    const email: FormSchema = { type: 'string', format: 'email' };

    it("says 'Please enter valid email' for an invalid address", () => {
      expect(validateField(email, 'not an email', optional)).toBe('Please enter valid email');
      expect(validateField(email, `${'a'.repeat(250)}@b.co`, optional)).toBe('Please enter valid email');
    });

    it('accepts a valid address, ignoring surrounding spaces', () => {
      expect(validateField(email, ' jo@acme.example ', optional)).toBeNull();
    });

    it('still applies the length rules to a valid address', () => {
      expect(validateField({ ...email, maxLength: 5 }, 'jo@acme.example', optional)).toBe('Entered text is too long');
    });
  });

  describe('numbers', () => {
    it("says 'Please enter only numbers (e.g. 123)' for a number field holding text", () => {
      expect(validateField({ type: 'number' }, 'abc', optional)).toBe('Please enter only numbers (e.g. 123)');
      expect(validateField({ type: 'number' }, Number.NaN, optional)).toBe('Please enter only numbers (e.g. 123)');
    });

    it('accepts numbers and numeric text in a number field', () => {
      expect(validateField({ type: 'number' }, 1.5, optional)).toBeNull();
      expect(validateField({ type: 'number' }, ' -2.5 ', optional)).toBeNull();
    });

    it("says 'Please enter only integer (e.g. 123)' for a fraction or text in an integer field", () => {
      expect(validateField({ type: 'integer' }, 1.5, optional)).toBe('Please enter only integer (e.g. 123)');
      expect(validateField({ type: 'integer' }, 'x', optional)).toBe('Please enter only integer (e.g. 123)');
      expect(validateField({ type: 'integer' }, '12', optional)).toBeNull();
    });

    it("says 'Value can't be smaller than {minimum}'", () => {
      expect(validateField({ type: 'number', minimum: 5 }, 4.9, optional)).toBe("Value can't be smaller than 5");
      expect(validateField({ type: 'number', minimum: 5 }, 5, optional)).toBeNull();
    });

    it("says 'Value can't be bigger than {maximum}'", () => {
      expect(validateField({ type: 'number', maximum: 10 }, 10.1, optional)).toBe("Value can't be bigger than 10");
      expect(validateField({ type: 'number', maximum: 10 }, 10, optional)).toBeNull();
    });

    it("says 'Value should be multiple of {multipleOf}'", () => {
      expect(validateField({ type: 'number', multipleOf: 0.5 }, 1.25, optional)).toBe(
        'Value should be multiple of 0.5',
      );
      expect(validateField({ type: 'number', multipleOf: 0.1 }, 0.3, optional)).toBeNull();
    });

    it('makes integer exclusive bounds inclusive by adding or subtracting 1', () => {
      const schema: FormSchema = { type: 'integer', exclusiveMinimum: 0, exclusiveMaximum: 10 };
      expect(validateField(schema, 0, optional)).toBe("Value can't be smaller than 1");
      expect(validateField(schema, 1, optional)).toBeNull();
      expect(validateField(schema, 9, optional)).toBeNull();
      expect(validateField(schema, 10, optional)).toBe("Value can't be bigger than 9");
    });

    it('keeps the stricter of a bound and its exclusive twin', () => {
      expect(validateField({ type: 'integer', minimum: 3, exclusiveMinimum: 0 }, 2, optional)).toBe(
        "Value can't be smaller than 3",
      );
    });

    it('keeps a number field strictly beyond its exclusive bounds', () => {
      const schema: FormSchema = { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 1 };
      expect(validateField(schema, 0, optional)).toBe("Value can't be smaller than 0");
      expect(validateField(schema, 1, optional)).toBe("Value can't be bigger than 1");
      expect(validateField(schema, 0.5, optional)).toBeNull();
    });
  });

  describe('phone', () => {
    const phone: FormSchema = { type: 'string', format: 'phone' };

    it('accepts a plus sign, dial code and digits of a real number', () => {
      expect(validateField(phone, '+14155552671', optional)).toBeNull();
    });

    it.each(['4155552671', '+1 415 555 2671', '+1234', 'phone'])(
      "says 'Please enter valid phone number' for %j",
      (v) => {
        expect(validateField(phone, v, optional)).toBe('Please enter valid phone number');
      },
    );
  });

  describe('other kinds', () => {
    it('checks an enum value against its options', () => {
      const schema: FormSchema = { type: 'string', enum: ['a', 'b'] };
      expect(validateField(schema, 'a', optional)).toBeNull();
      expect(validateField(schema, 'c', optional)).toBe('This field is invalid');
    });

    it('wants true or false in a boolean field', () => {
      expect(validateField({ type: 'boolean' }, false, required)).toBeNull();
      expect(validateField({ type: 'boolean' }, 'yes', optional)).toBe('This field is invalid');
    });

    it('wants a real yyyy-MM-dd date in a date field', () => {
      const date: FormSchema = { type: 'string', format: 'date' };
      expect(validateField(date, '2024-02-29', optional)).toBeNull();
      expect(validateField(date, '2023-02-29', optional)).toBe('This field is invalid');
      expect(validateField(date, '02/28/2023', optional)).toBe('This field is invalid');
    });

    it('reports only a too-short colour', () => {
      const color: FormSchema = { type: 'string', format: 'color', minLength: 4, pattern: '^#' };
      expect(validateField(color, '#ab', optional)).toBe('Entered text is too short');
      expect(validateField(color, 'zzzz', optional)).toBeNull();
    });

    it("says 'Provided image is too big' when the data exceeds maxLength", () => {
      const image: FormSchema = { type: 'string', format: 'image-url', maxLength: 20 };
      expect(validateField(image, 'data:image/png;base64,AAAA', optional)).toBe('Provided image is too big');
      expect(validateField(image, 'data:image/png;b', optional)).toBeNull();
    });

    it('never faults a const field', () => {
      expect(validateField({ const: 'x' }, 'y', required)).toBeNull();
    });

    it('wants an object in an object field and a list within maxItems in an array field', () => {
      expect(validateField({ type: 'object' }, {}, optional)).toBeNull();
      expect(validateField({ type: 'object' }, 'x', optional)).toBe('This field is invalid');
      expect(validateField({ type: 'array', maxItems: 1 }, [1, 2], optional)).toBe('This field is invalid');
      expect(validateField({ type: 'array' }, 'x', optional)).toBe('This field is invalid');
      expect(validateField({ type: 'array', maxItems: 2 }, [1, 2], optional)).toBeNull();
    });
  });

  describe('message overrides', () => {
    it('uses the schema strings instead of the defaults, placeholders filled in', () => {
      const strings = {
        required: 'Please fill this in',
        minimum: 'At least {minimum}, please',
        notEmail: 'No e-mail in {fieldName}',
        textTooLong: 'Shorter, please',
      };
      expect(validateField({ type: 'string', strings }, '', required)).toBe('Please fill this in');
      expect(validateField({ type: 'integer', minimum: 2, strings }, 1, optional)).toBe('At least 2, please');
      expect(validateField({ type: 'string', format: 'not-email', title: 'Name', strings }, 'a@b.co', optional)).toBe(
        'No e-mail in Name',
      );
      expect(validateField({ type: 'string', maxLength: 1, strings }, 'ab', optional)).toBe('Shorter, please');
    });

    it('keeps the default for a message the schema does not override', () => {
      expect(validateField({ type: 'number', strings: { required: 'x' } }, 'q', optional)).toBe(
        'Please enter only numbers (e.g. 123)',
      );
    });
  });

  it('never throws on any value', () => {
    const schemas: FormSchema[] = [
      { type: 'string', minLength: 1, maxLength: 5, pattern: '^a', format: 'not-email' },
      { type: 'string', format: 'email' },
      { type: 'string', format: 'phone' },
      { type: 'string', format: 'date' },
      { type: 'string', format: 'color', minLength: 3 },
      { type: 'string', format: 'image-url', maxLength: 3 },
      { type: 'string', format: 'html' },
      { type: 'number', minimum: 0, exclusiveMaximum: 3, multipleOf: 0.5 },
      { type: 'integer', exclusiveMinimum: 0 },
      { type: 'boolean' },
      { enum: ['a', 1, null] },
      { const: 1 },
      { type: 'object', properties: {} },
      { type: 'array', maxItems: 1 },
      {},
    ];
    fc.assert(
      fc.property(fc.anything(), fc.boolean(), (value, isRequired) => {
        for (const schema of schemas) {
          const message = validateField(schema, value, { required: isRequired });
          expect(message === null || typeof message === 'string').toBe(true);
        }
      }),
    );
  });
});
