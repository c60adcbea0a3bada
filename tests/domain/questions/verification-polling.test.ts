import { verificationStep } from '../../../src/domain/questions/verification-polling';

describe('one verification check', () => {
  it('keeps polling while waiting and times out on the last check', () => {
    expect(verificationStep({ status: 'waiting' }, false)).toBeNull();
    expect(verificationStep({ status: 'waiting' }, true)).toEqual({ status: 'timeout' });
  });

  it('is verified on ok and failed with the reason on failed', () => {
    expect(verificationStep({ status: 'ok' }, false)).toEqual({ status: 'verified' });
    expect(verificationStep({ status: 'failed', reason: 'GLARE' }, false)).toEqual({
      status: 'failed',
      failureReason: 'GLARE',
    });
  });

  it("gives a failure without a reason the reason 'unknown'", () => {
    expect(verificationStep({ status: 'failed', reason: null }, false)).toEqual({
      status: 'failed',
      failureReason: 'unknown',
    });
  });

  it('reads an unknown status as an error', () => {
    expect(verificationStep({ status: 'unknown', raw: 'pending-review' }, false)).toEqual({ status: 'error' });
  });
});
