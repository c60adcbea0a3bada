import fc from 'fast-check';
import { attrTypeOfSlug, slugOf } from '../../../src/domain/session/slug';

describe('the question slug', () => {
  it('writes dots as dashes', () => {
    expect(slugOf('core.fullname')).toBe('core-fullname');
    expect(slugOf('identity_assurance.address.home')).toBe('identity_assurance-address-home');
  });

  it('reads dashes back as dots when no known type matches', () => {
    expect(attrTypeOfSlug('core-fullname')).toBe('core.fullname');
  });

  it('resolves a slug against the known types, which may hold dashes themselves', () => {
    const known = ['core.ssn', 'insurance.self-attestation.policy'];
    expect(attrTypeOfSlug('insurance-self-attestation-policy', known)).toBe('insurance.self-attestation.policy');
    expect(attrTypeOfSlug('core-ssn', known)).toBe('core.ssn');
  });

  it('picks the first known type when two share a slug', () => {
    expect(attrTypeOfSlug('a-b-c', ['a.b-c', 'a-b.c'])).toBe('a.b-c');
  });

  it('round-trips attribute types without dashes', () => {
    const segment = fc.stringMatching(/^[a-z0-9_]{1,8}$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), (segments) => {
        const attrType = segments.join('.');
        expect(attrTypeOfSlug(slugOf(attrType))).toBe(attrType);
      }),
    );
  });

  it('round-trips any known attribute type', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string(), { minLength: 1, maxLength: 5 }), fc.nat(), (known, pick) => {
        const attrType = known[pick % known.length]!;
        expect(slugOf(attrTypeOfSlug(slugOf(attrType), known))).toBe(slugOf(attrType));
      }),
    );
  });
});
