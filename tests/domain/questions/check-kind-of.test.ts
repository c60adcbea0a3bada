import { checkKindOf } from '../../../src/domain/questions/check-kind-of';

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
});
