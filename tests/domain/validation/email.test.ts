import {
  EMAIL_LOCAL_PART_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  isValidEmail,
  validateEmail,
} from '../../../src/domain/validation/email';
import { splitEmailChips } from '../../../src/domain/validation/email-chips';

describe('validateEmail', () => {
  it('accepts a standard address, ignoring surrounding whitespace', () => {
    expect(validateEmail('ann.lee+work@mail.example.com')).toEqual({ valid: true });
    expect(validateEmail('  ann@example.com \n')).toEqual({ valid: true });
  });

  it("says 'This value is required' for an empty or blank value", () => {
    expect(validateEmail('')).toEqual({ valid: false, message: 'This value is required' });
    expect(validateEmail('   ')).toEqual({ valid: false, message: 'This value is required' });
  });

  it.each([
    'ann',
    'ann@',
    '@example.com',
    'ann@-example.com',
    'ann@example-.com',
    'ann lee@example.com',
    'ann@exa_mple.com',
    'ann@@example.com',
  ])("says 'Invalid email' for %j", (value) => {
    expect(validateEmail(value)).toEqual({ valid: false, message: 'Invalid email' });
  });

  it('accepts a dotless domain, as the WHATWG pattern does', () => {
    expect(isValidEmail('ann@localhost')).toBe(true);
  });

  it('accepts 254 characters and rejects 255', () => {
    const domain = `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}`;
    const at254 = `${'x'.repeat(EMAIL_MAX_LENGTH - domain.length - 1)}@${domain}`;
    expect(at254).toHaveLength(254);
    expect(isValidEmail(at254)).toBe(true);
    expect(isValidEmail(`x${at254}`)).toBe(false);
  });

  it('rejects a domain label longer than 63 characters', () => {
    expect(isValidEmail(`ann@${'a'.repeat(64)}.com`)).toBe(false);
  });

  it.each(['.ann@example.com', 'ann.@example.com', 'ann..lee@example.com', '.@example.com', 'a...b@x.io'])(
    "says 'Invalid email' for %j: a local part's dots go between characters, one at a time",
    (value) => {
      expect(validateEmail(value)).toEqual({ valid: false, message: 'Invalid email' });
    },
  );

  it('still accepts single dots inside the local part', () => {
    expect(validateEmail('ann.b.lee@example.com')).toEqual({ valid: true });
  });

  it('accepts a 64-character local part and rejects 65 (RFC 5321)', () => {
    expect(EMAIL_LOCAL_PART_MAX_LENGTH).toBe(64);
    expect(validateEmail(`${'a'.repeat(64)}@example.com`)).toEqual({ valid: true });
    expect(validateEmail(`${'a'.repeat(65)}@example.com`)).toEqual({ valid: false, message: 'Invalid email' });
  });

  it('judges the local part of a padded value after trimming', () => {
    expect(validateEmail(` ${'a'.repeat(64)}@example.com `)).toEqual({ valid: true });
  });
});

describe('splitEmailChips', () => {
  it('splits on any character outside those allowed in addresses', () => {
    const { chips } = splitEmailChips('a@x.com, b@x.com;c@x.com\n<d@x.com> "e@x.com" (f@x.com)');
    expect(chips.map((chip) => chip.email)).toEqual(['a@x.com', 'b@x.com', 'c@x.com', 'd@x.com', 'e@x.com', 'f@x.com']);
  });

  it('keeps characters allowed in addresses together', () => {
    expect(splitEmailChips("o'neil+tag@x-y.com").chips).toEqual([{ email: "o'neil+tag@x-y.com", valid: true }]);
  });

  it('drops empty entries', () => {
    expect(splitEmailChips(' ,, ;\n').chips).toEqual([]);
  });

  it('removes duplicates case-insensitively, keeping the first spelling', () => {
    expect(splitEmailChips('Ann@X.com ann@x.com ANN@x.COM').chips).toEqual([{ email: 'Ann@X.com', valid: true }]);
  });

  it('does not add an entry already among the chips', () => {
    expect(splitEmailChips('ann@x.com bob@x.com', ['ANN@x.com']).chips.map((c) => c.email)).toEqual(['bob@x.com']);
  });

  it('reports which chips are invalid', () => {
    const result = splitEmailChips('ann@x.com nope bob@ bob@x.com');
    expect(result.invalid).toEqual(['nope', 'bob@']);
    expect(result.chips.filter((chip) => chip.valid).map((chip) => chip.email)).toEqual(['ann@x.com', 'bob@x.com']);
  });
});
