import { validateBirthday } from '../../../src/domain/validation/birthday';
import { validateDate } from '../../../src/domain/validation/date';
import { validateFutureDate } from '../../../src/domain/validation/future-date';
import { parseUsDate, usDateOf } from '../../../src/domain/validation/us-date';

const today = { year: 2026, month: 11, day: 22 };

describe('usDateOf', () => {
  it('writes a date as MM/dd/yyyy, which parseUsDate reads back', () => {
    expect(usDateOf({ year: 2025, month: 3, day: 4 })).toBe('03/04/2025');
    expect(parseUsDate(usDateOf({ year: 2024, month: 12, day: 31 }))).toEqual({
      ok: true,
      value: { year: 2024, month: 12, day: 31 },
    });
  });
});

describe('parseUsDate', () => {
  it('reads MM/dd/yyyy into a calendar date', () => {
    expect(parseUsDate(' 02/29/2024 ')).toEqual({ ok: true, value: { year: 2024, month: 2, day: 29 } });
  });

  it.each(['2/3/2024', '02-03-2024', '2024-02-03', '02/03/24', '02/03/2024 x'])('refuses the format %j', (value) => {
    expect(parseUsDate(value)).toEqual({ ok: false, error: 'Enter the date as MM/DD/YYYY' });
  });

  it.each(['02/29/2023', '02/30/2024', '13/01/2024', '00/10/2024', '04/31/2024', '01/00/2024', '01/01/0000'])(
    'refuses the date that does not exist %j',
    (value) => {
      expect(parseUsDate(value)).toEqual({ ok: false, error: 'Enter a date that exists on the calendar' });
    },
  );

  it('asks for a date when none is given', () => {
    expect(parseUsDate('  ')).toEqual({ ok: false, error: 'Date is required' });
  });
});

describe('validateDate', () => {
  it('accepts any real date, past or future', () => {
    expect(validateDate('12/31/9999')).toEqual({ valid: true });
    expect(validateDate('01/01/1000')).toEqual({ valid: true });
  });
});

describe('validateBirthday', () => {
  it('accepts yesterday', () => {
    expect(validateBirthday('11/21/2026', today)).toEqual({ valid: true });
  });

  it('rejects today and later: a birthday must be strictly before today', () => {
    expect(validateBirthday('11/22/2026', today)).toEqual({
      valid: false,
      message: 'Date of birth must be before today',
    });
    expect(validateBirthday('01/01/2027', today)).toEqual({
      valid: false,
      message: 'Date of birth must be before today',
    });
  });

  it('rejects a leap day in a year without one', () => {
    expect(validateBirthday('02/29/2001', today)).toEqual({
      valid: false,
      message: 'Enter a date that exists on the calendar',
    });
  });
});

describe('validateFutureDate', () => {
  it('accepts today and later', () => {
    expect(validateFutureDate('11/22/2026', today)).toEqual({ valid: true });
    expect(validateFutureDate('11/23/2026', today)).toEqual({ valid: true });
  });

  it('rejects yesterday', () => {
    expect(validateFutureDate('11/21/2026', today)).toEqual({ valid: false, message: 'Date must be today or later' });
  });
});
