import {
  YEAR_ADMITTED_MAX,
  YEAR_ADMITTED_MIN,
  validateBarLicenseDetails,
} from '../../../src/domain/validation/bar-license-details';
import { CPR_PROVIDERS, RED_CROSS_CERT_ID_LENGTH, validateCpr } from '../../../src/domain/validation/cpr';

describe('CPR_PROVIDERS', () => {
  it('lists American Heart Association and American Red Cross alphabetically', () => {
    expect(CPR_PROVIDERS).toContain('American Heart Association');
    expect(CPR_PROVIDERS).toContain('American Red Cross');
    expect([...CPR_PROVIDERS]).toEqual([...CPR_PROVIDERS].sort((a, b) => a.localeCompare(b)));
  });
});

describe('validateCpr', () => {
  it('accepts a Red Cross certificate ID of exactly 6 characters', () => {
    expect(RED_CROSS_CERT_ID_LENGTH).toBe(6);
    expect(validateCpr({ provider: 'American Red Cross', certId: ' AB12CD ' })).toEqual({ valid: true });
  });

  it.each(['AB12C', 'AB12CDE'])('rejects the Red Cross certificate ID %j', (certId) => {
    expect(validateCpr({ provider: 'American Red Cross', certId })).toEqual({
      valid: false,
      message: 'American Red Cross certificate ID must be exactly 6 characters',
    });
  });

  it('accepts an American Heart Association certificate ID of 1 character or more', () => {
    expect(validateCpr({ provider: 'American Heart Association', certId: 'X' })).toEqual({ valid: true });
    expect(validateCpr({ provider: 'American Heart Association', certId: 'X'.repeat(40) })).toEqual({ valid: true });
  });

  it('requires the provider and the certificate ID', () => {
    expect(validateCpr({ provider: '', certId: 'AB12CD' })).toEqual({
      valid: false,
      message: 'CPR provider is required',
    });
    expect(validateCpr({ provider: 'American Heart Association', certId: '  ' })).toEqual({
      valid: false,
      message: 'Certificate ID is required',
    });
  });

  it('rejects a provider that is not in the list', () => {
    expect(validateCpr({ provider: 'Acme CPR', certId: 'X' })).toEqual({
      valid: false,
      message: 'Choose a CPR provider from the list',
    });
  });
});

describe('validateBarLicenseDetails', () => {
  const details = { jurisdiction: 'NY', yearAdmitted: '1999', licenseNumber: '' };

  it('accepts details without a licence number', () => {
    expect(validateBarLicenseDetails(details)).toEqual({ valid: true });
  });

  it('requires the jurisdiction', () => {
    expect(validateBarLicenseDetails({ ...details, jurisdiction: '' })).toEqual({
      valid: false,
      message: 'Jurisdiction is required',
    });
  });

  it('accepts the years 1900 and 2099 and nothing outside', () => {
    expect([YEAR_ADMITTED_MIN, YEAR_ADMITTED_MAX]).toEqual([1900, 2099]);
    expect(validateBarLicenseDetails({ ...details, yearAdmitted: '1900' }).valid).toBe(true);
    expect(validateBarLicenseDetails({ ...details, yearAdmitted: ' 2099 ' }).valid).toBe(true);
    for (const year of ['1899', '2100', '99', '01999', '19 99', '']) {
      expect(validateBarLicenseDetails({ ...details, yearAdmitted: year })).toEqual({
        valid: false,
        message: 'Year admitted must be a year from 1900 to 2099',
      });
    }
  });
});
