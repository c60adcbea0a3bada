import fc from 'fast-check';
import { VALIDATION_MESSAGES } from '../../../src/domain/validation/messages';
import {
  FAMOUS_INVALID_SSNS,
  isPlaceholderDigits,
  shouldShowSsnError,
  validateSsn,
} from '../../../src/domain/validation/ssn';
import { isPlaceholderOrFamous, validSsnOnly, validItin } from './valid-answers';

const SSN_MESSAGE = 'SSN must be 9 numeric characters ex ###-##-#### and a valid SSN';

describe('validateSsn', () => {
  it('uses the spec message word for word', () => {
    expect(VALIDATION_MESSAGES.ssn).toBe(SSN_MESSAGE);
    expect(validateSsn('abc')).toEqual({ valid: false, message: SSN_MESSAGE });
  });

  it.each(['536-22-1847', '536 22 1847', '536221847', '  536-22-1847\t'])('accepts the SSN %j', (value) => {
    expect(validateSsn(value)).toEqual({ valid: true });
  });

  it.each(['53622184', '5362218470', '536-221847', '536-22 1847', '536_22_1847', '536-22-184a', ''])(
    'rejects the badly formatted %j',
    (value) => {
      expect(validateSsn(value).valid).toBe(false);
    },
  );

  it('rejects an SSN with area 000', () => expect(validateSsn('000-12-3456').valid).toBe(false));
  it('rejects an SSN with area 666', () => expect(validateSsn('666-12-3456').valid).toBe(false));
  it('rejects an SSN with area 9xx that is not an ITIN', () => {
    expect(validateSsn('912-12-3456').valid).toBe(false);
    expect(validateSsn('999-93-3456').valid).toBe(false);
  });
  it('rejects group 00', () => expect(validateSsn('536-00-1847').valid).toBe(false));
  it('rejects serial 0000', () => expect(validateSsn('536-22-0000').valid).toBe(false));

  it.each(['111111111', '333333333', '123456789', '078051120', '219099999', '457555462'])(
    'rejects the known invalid or famous number %s',
    (value) => {
      expect(validateSsn(value).valid).toBe(false);
    },
  );

  // The published list of SSNs used in advertisements, written out here as the sources print them
  // (src/domain/validation/ssn.ts cites each source), so a number dropped from the code fails.
  it.each([
    '002-28-1852',
    '042-10-3580',
    '062-36-0749',
    '078-05-1120',
    '095-07-3645',
    '128-03-6045',
    '135-01-6629',
    '141-18-6941',
    '165-16-7999',
    '165-18-7999',
    '165-20-7999',
    '165-22-7999',
    '165-24-7999',
    '189-09-2294',
    '212-09-7694',
    '212-09-9999',
    '306-30-2348',
    '308-12-5070',
    '468-28-8779',
    '549-24-1889',
  ])('rejects %s, a number published as used in advertisements', (value) => {
    expect(validateSsn(value).valid).toBe(false);
    expect(validateSsn(value.replace(/-/g, ' ')).valid).toBe(false);
  });

  it('still accepts the neighbours of the advertised numbers', () => {
    for (const value of ['002-28-1853', '165-16-7998', '549-24-1888', '212-09-9998']) {
      expect(validateSsn(value).valid).toBe(true);
    }
  });

  it('rejects every 98765432x, even though each would pass as an ITIN', () => {
    for (let last = 0; last <= 9; last += 1) {
      expect(FAMOUS_INVALID_SSNS.has(`98765432${last}`)).toBe(true);
      expect(validateSsn(`987-65-432${last}`).valid).toBe(false);
    }
  });

  it('rejects every nine-identical-digit placeholder, including 999999999 which looks like an ITIN', () => {
    for (let d = 0; d <= 9; d += 1) expect(validateSsn(String(d).repeat(9)).valid).toBe(false);
  });

  it.each(['078-05-1120', '219-09-9999', '000-00-0000', ...Array.from({ length: 10 }, (_, d) => `987-65-432${d}`)])(
    'rejects %s, a number SSA lists as misused or reserved for advertising',
    (value) => {
      expect(validateSsn(value).valid).toBe(false);
    },
  );

  it.each(['123-12-3123', '456-45-6456', '536 53 6536', '789789789', '912-91-2912'])(
    'rejects the repeated-block placeholder %s',
    (value) => {
      expect(validateSsn(value).valid).toBe(false);
    },
  );

  it.each(['123-12-3124', '121-21-2121', '536-53-6537', '123-45-6780', '456-45-6457'])(
    'accepts %s, which repeats digits but is not one block written three times',
    (value) => {
      expect(validateSsn(value)).toEqual({ valid: true });
    },
  );

  it('defines a placeholder as nine identical digits or one three-digit block three times, nothing else', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999 }), (n) => {
        const digits = String(n).padStart(9, '0');
        const expected = digits === digits.slice(0, 3).repeat(3);
        expect(isPlaceholderDigits(digits)).toBe(expected);
      }),
    );
    for (let block = 0; block <= 999; block += 1) {
      const three = String(block).padStart(3, '0');
      expect(isPlaceholderDigits(three.repeat(3))).toBe(true);
    }
  });

  it.each([
    '912-50-1234',
    '912-65-1234',
    '912-70-1234',
    '912-88-1234',
    '912-90-1234',
    '912-92-1234',
    '912-94-1234',
    '912 99 1234',
  ])('accepts the ITIN %s', (value) => {
    expect(validateSsn(value)).toEqual({ valid: true });
  });

  it.each(['912-49-1234', '912-66-1234', '912-69-1234', '912-89-1234', '912-93-1234'])(
    'rejects the 9xx number %s outside the ITIN groups',
    (value) => {
      expect(validateSsn(value).valid).toBe(false);
    },
  );

  it('accepts any structurally valid SSN or ITIN that is on no list', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          validSsnOnly,
          validItin.filter((v) => !isPlaceholderOrFamous(v.replace(/\D/g, ''))),
        ),
        (v) => {
          expect(validateSsn(v).valid).toBe(true);
        },
      ),
    );
  });
});

describe('shouldShowSsnError', () => {
  it('hides the error when there is no value', () => {
    expect(shouldShowSsnError({ value: '', focused: false })).toBe(false);
  });

  it('hides the error for a valid value', () => {
    expect(shouldShowSsnError({ value: '536-22-1847', focused: false })).toBe(false);
  });

  it('shows the error for an invalid value once the field is not focused', () => {
    expect(shouldShowSsnError({ value: '536-22', focused: false })).toBe(true);
  });

  it('hides the error while typing fewer than 9 digits', () => {
    expect(shouldShowSsnError({ value: '536-22-18', focused: true })).toBe(false);
  });

  it('shows the error while focused once 9 or more digits are typed', () => {
    expect(shouldShowSsnError({ value: '666-22-1847', focused: true })).toBe(true);
    expect(shouldShowSsnError({ value: '5362218471', focused: true })).toBe(true);
  });
});
