import { checkKindOf, checkKindOfQuestion, isInsuranceExpiration } from '../../../src/domain/questions/check-kind-of';

describe('check kind of a question field', () => {
  it('validates typed input kinds with the validator of the same name', () => {
    expect(checkKindOf({ kind: 'input', inputKind: 'ssn' })).toBe('ssn');
    expect(checkKindOf({ kind: 'input', inputKind: 'full-name' })).toBe('full-name');
    expect(checkKindOf({ kind: 'input', inputKind: 'email' })).toBe('email');
  });

  it('validates the individualized assessment as a charge', () => {
    expect(checkKindOf({ kind: 'input', inputKind: 'individualized-assessment' })).toBe('charge');
  });

  it('leaves captures and smart attributes to their own screens', () => {
    expect(checkKindOf({ kind: 'input', inputKind: 'selfie' })).toBeNull();
    expect(checkKindOf({ kind: 'input', inputKind: 'id-scan' })).toBeNull();
    expect(checkKindOf({ kind: 'smart-attribute', smartKind: 'json-schema' })).toBeNull();
  });

  it('holds an insurance expiration given as a plain date to the future-date rule (spec 001 §5.15)', () => {
    const date = { kind: 'input', inputKind: 'date' } as const;
    expect(checkKindOfQuestion({ attrType: 'insurance_policy_verification.expiration_date' }, date)).toBe(
      'future-date',
    );
    expect(checkKindOfQuestion({ attrType: 'employment.start_date' }, date)).toBe('date');
    // Only a plain date moves: a text answer keeps its own kind.
    expect(checkKindOfQuestion({ attrType: 'insurance.expiration' }, { kind: 'input', inputKind: 'text' })).toBe(
      'text',
    );
  });

  it('recognises insurance expiration attribute types', () => {
    for (const attrType of [
      'insurance.expiration',
      'insurance_policy_verification.self_attestation.expiration_date',
      'coi.expiry',
      'Insurance.Policy_Expires',
    ]) {
      expect(isInsuranceExpiration(attrType)).toBe(true);
    }
    for (const attrType of [
      'insurance.policy_number',
      'license.expiration_date',
      'coi.issued',
      'insurance.nonexpiring',
    ]) {
      expect(isInsuranceExpiration(attrType)).toBe(false);
    }
  });
});
