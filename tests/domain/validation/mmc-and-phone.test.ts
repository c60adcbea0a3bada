import { mmcDigits, validateMmcReference } from '../../../src/domain/validation/mmc-reference';
import {
  phoneInputValue,
  qualifiedPhoneNumber,
  readPhoneInputValue,
  typedPhoneNumber,
  validatePhoneInput,
  validatePhoneNumber,
} from '../../../src/domain/validation/phone-number';

describe('validateMmcReference', () => {
  it.each(['1234567', '123-4567', '12 34 567', '1-2-3-4-5-6-7', ' 1234567\n'])('accepts %j', (value) => {
    expect(mmcDigits(value)).toBe('1234567');
    expect(validateMmcReference(value)).toEqual({ valid: true });
  });

  it.each(['123456', '12345678', '123.4567', '12345a7', ''])('rejects %j', (value) => {
    expect(validateMmcReference(value)).toEqual({ valid: false, message: 'MMC reference number must be 7 digits' });
  });
});

describe('validatePhoneNumber', () => {
  it.each([
    ['+12025550123', '+12025550123'],
    ['+1 (202) 555-0123', '+12025550123'],
    [' +44 20 7183 8750 ', '+442071838750'],
  ])('accepts %j as %s', (value, qualified) => {
    expect(qualifiedPhoneNumber(value)).toBe(qualified);
    expect(validatePhoneNumber(value)).toEqual({ valid: true });
  });

  it.each(['2025550123', '+1', '+1 202 555', '+1 202 555 0123 ext 4', '+0 123 456 789', 'phone', ''])(
    'rejects %j',
    (value) => {
      expect(validatePhoneNumber(value)).toEqual({ valid: false, message: 'Please enter valid phone number' });
    },
  );
});

describe('validatePhoneInput', () => {
  it('needs both a qualified number and the valid flag', () => {
    expect(validatePhoneInput({ qualifiedNumber: '+12025550123', valid: true })).toEqual({ valid: true });
    expect(validatePhoneInput({ qualifiedNumber: '+12025550123', valid: false }).valid).toBe(false);
    expect(validatePhoneInput({ qualifiedNumber: null, valid: true }).valid).toBe(false);
    expect(validatePhoneInput({ qualifiedNumber: ' ', valid: true }).valid).toBe(false);
  });
});

describe('the phone input value (spec 001 §3.7: number, dialCode, country, qualifiedNumber, valid)', () => {
  it('splits a valid number into its parts and qualifies it', () => {
    expect(phoneInputValue('+1 (202) 555-0123', 'US')).toEqual({
      number: '2025550123',
      dialCode: '1',
      country: 'US',
      qualifiedNumber: '+12025550123',
      valid: true,
    });
    expect(phoneInputValue('+442071838750', 'US')).toEqual({
      number: '2071838750',
      dialCode: '44',
      country: 'GB',
      qualifiedNumber: '+442071838750',
      valid: true,
    });
  });

  it('keeps a number being typed, with no qualified number until it is valid', () => {
    expect(phoneInputValue('+1202', 'US')).toEqual({
      number: '202',
      dialCode: '1',
      country: 'US',
      qualifiedNumber: null,
      valid: false,
    });
    expect(phoneInputValue('', 'gb')).toEqual({
      number: '',
      dialCode: '44',
      country: 'GB',
      qualifiedNumber: null,
      valid: false,
    });
    // A national number without its country code is not qualified (spec 001 §3.3 'Phone').
    expect(phoneInputValue('(646) 555-1234', 'US')).toMatchObject({ number: '6465551234', valid: false });
    for (const typed of ['+1', '+12', '+4', '+1202', '+442071838750']) {
      expect(typedPhoneNumber(phoneInputValue(typed, 'US'))).toBe(typed === '+1' ? '' : typed);
    }
  });

  it('reads a kept value, a stored string, and never trusts a valid flag', () => {
    expect(readPhoneInputValue('+12025550123')).toMatchObject({ country: 'US', valid: true });
    expect(readPhoneInputValue({ number: '2025550123', dialCode: '1', country: 'US' })).toMatchObject({
      qualifiedNumber: '+12025550123',
      valid: true,
    });
    expect(readPhoneInputValue({ qualifiedNumber: '+1202', valid: true })).toMatchObject({ valid: false });
    expect(readPhoneInputValue(42)).toBeNull();
    expect(readPhoneInputValue([])).toBeNull();
  });
});
