import { validateEin } from '../../../src/domain/validation/ein';
import { isItinDigits, validateItin } from '../../../src/domain/validation/itin';
import { VALIDATION_MESSAGES } from '../../../src/domain/validation/messages';

describe('validateItin', () => {
  it.each(['912-70-1234', '900 50 0000', '999991234', ' 912-94-1234 '])('accepts the ITIN %j', (value) => {
    expect(validateItin(value)).toEqual({ valid: true });
  });

  it.each(['812-70-1234', '912-49-1234', '912-89-1234', '912-93-1234', '91270123', '912-70 1234'])(
    'rejects %j',
    (value) => {
      expect(validateItin(value)).toEqual({ valid: false, message: VALIDATION_MESSAGES.itin });
    },
  );

  it('checks digits 4-5 against the ranges 50-65, 70-88, 90-92 and 94-99', () => {
    const accepted = Array.from({ length: 100 }, (_, g) => g).filter((g) =>
      isItinDigits(`900${String(g).padStart(2, '0')}0000`),
    );
    const expected = [
      ...Array.from({ length: 16 }, (_, i) => 50 + i),
      ...Array.from({ length: 19 }, (_, i) => 70 + i),
      90,
      91,
      92,
      ...Array.from({ length: 6 }, (_, i) => 94 + i),
    ];
    expect(accepted).toEqual(expected);
  });
});

describe('validateEin', () => {
  it.each(['12-3456789', '123456789', ' 12-3456789 '])('accepts the EIN %j', (value) => {
    expect(validateEin(value)).toEqual({ valid: true });
  });

  it.each(['123-456789', '12-345678', '12 3456789', '12-34567890', 'ab-cdefghi', ''])('rejects %j', (value) => {
    expect(validateEin(value)).toEqual({ valid: false, message: VALIDATION_MESSAGES.ein });
  });
});
