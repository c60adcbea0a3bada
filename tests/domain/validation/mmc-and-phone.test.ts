import { mmcDigits, validateMmcReference } from '../../../src/domain/validation/mmc-reference';
import {
  qualifiedPhoneNumber,
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
