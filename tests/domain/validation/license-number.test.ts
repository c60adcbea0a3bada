import {
  LICENSE_PATTERNS,
  LICENSE_TEST_NUMBERS,
  licenseFamilyOf,
  licenseFormatOf,
  validateLicenseNumber,
} from '../../../src/domain/validation/license-number';
import { licenseSupportMailto } from '../../../src/domain/validation/license-support-mail';

describe('licence numbers (spec 001 §5.16)', () => {
  it('finds the profession family in the attribute type, nurses included', () => {
    expect(licenseFamilyOf('license.massage_therapist')).toBe('massage-therapist');
    expect(licenseFamilyOf('license.nurse_practitioner')).toBe('nurse');
    expect(licenseFamilyOf('license.rn')).toBe('nurse');
    expect(licenseFamilyOf('license.physical_therapist')).toBe('physical-therapist');
    expect(licenseFamilyOf('license.physician_assistant')).toBe('physician-assistant');
    expect(licenseFamilyOf('license.barber')).toBeNull();
    expect(licenseFamilyOf('core.born')).toBeNull();
  });

  it('every example matches its own pattern', () => {
    for (const formats of Object.values(LICENSE_PATTERNS)) {
      for (const format of Object.values(formats)) expect(format.pattern.test(format.example)).toBe(true);
    }
  });

  it('refuses an id not in the state format, naming the example', () => {
    expect(validateLicenseNumber('physical-therapist', 'AZ', 'abc')).toEqual({
      valid: false,
      message: 'Incorrect format. Eg. PT-12345',
    });
    expect(validateLicenseNumber('physical-therapist', 'AZ', ' PT-12345 ')).toEqual({ valid: true });
  });

  it('accepts any non-empty id for a state without a pattern, and refuses an empty one', () => {
    expect(licenseFormatOf('nurse', 'WY')).toBeNull();
    expect(validateLicenseNumber('nurse', 'WY', 'anything')).toEqual({ valid: true });
    expect(validateLicenseNumber(null, 'AZ', 'x')).toEqual({ valid: true });
    expect(validateLicenseNumber('nurse', 'WY', '  ')).toEqual({ valid: false, message: 'This field is required' });
  });

  it('accepts the three test numbers for their own state only', () => {
    const testNurse = { ...LICENSE_PATTERNS.nurse };
    expect(testNurse.MI).toBeUndefined();
    for (const [state, number] of Object.entries(LICENSE_TEST_NUMBERS)) {
      expect(validateLicenseNumber('nurse', state, number)).toEqual({ valid: true });
    }
    expect(validateLicenseNumber('nurse', 'CA', LICENSE_TEST_NUMBERS.MI).valid).toBe(false);
  });

  it('builds a support mail listing the entered licences', () => {
    const link = licenseSupportMailto('help@example.com', [{ licenseId: 'RN 1', licenseState: 'CA' }]);
    expect(link).toMatch(/^mailto:help@example\.com\?subject=/);
    expect(decodeURIComponent(link ?? '')).toContain('State: CA, License ID: RN 1');
    expect(licenseSupportMailto(null, [])).toBeNull();
    expect(licenseSupportMailto('a@b.c?cc=x', [])).toBeNull();
  });
});
