import { resetVerificationOnEdit } from '../../../src/domain/questions/attribute-edit';
import type { Verifications } from '../../../src/domain/questions/verification';

describe('resetVerificationOnEdit', () => {
  const verifications: Verifications = {
    'id.scan': {
      result: { status: 'failed', failureReason: 'GLARE' },
      failures: 2,
      resolutionAttempts: 4,
      datumIds: ['d1'],
    },
    'core.ssn': { result: { status: 'verified' }, failures: 0, resolutionAttempts: 1, datumIds: [] },
  };

  it("resets the edited attribute's result to 'uninitialized' and keeps its counts", () => {
    const after = resetVerificationOnEdit(verifications, 'id.scan');
    expect(after['id.scan']).toEqual({
      result: { status: 'uninitialized' },
      failures: 2,
      resolutionAttempts: 4,
      datumIds: ['d1'],
    });
  });

  it('leaves the other attributes and the original map untouched', () => {
    const after = resetVerificationOnEdit(verifications, 'id.scan');
    expect(after['core.ssn']).toBe(verifications['core.ssn']);
    expect(verifications['id.scan']?.result.status).toBe('failed');
  });

  it('returns the same map for an attribute with no verification or one already uninitialized', () => {
    expect(resetVerificationOnEdit(verifications, 'nope')).toBe(verifications);
    expect(resetVerificationOnEdit(verifications, 'toString')).toBe(verifications);
    const fresh: Verifications = {
      a: { result: { status: 'uninitialized' }, failures: 0, resolutionAttempts: 0, datumIds: [] },
    };
    expect(resetVerificationOnEdit(fresh, 'a')).toBe(fresh);
  });
});
