import {
  VERIFICATION_POLLING,
  failedVerification,
  verificationStep,
} from '../../../src/domain/questions/verification-polling';

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

describe('the verification polling limit and interval', () => {
  it('checks 15 times, 2250 ms apart (the resolution attempts scale and the unlabelled constant)', () => {
    expect(VERIFICATION_POLLING).toEqual({ maxChecks: 15, intervalMs: 2250 });
  });

  it('gives a failure its reason, trimmed, or unknown', () => {
    expect(failedVerification(' SHARPNESS ')).toEqual({ status: 'failed', failureReason: 'SHARPNESS' });
    expect(failedVerification('')).toEqual({ status: 'failed', failureReason: 'unknown' });
  });
});
