import { readSessionTokenAnswer, readVerifyAnswer } from '../../../src/domain/liveness/liveness-answers';
import { livenessThrownFailure } from '../../../src/domain/liveness/liveness-failure';

describe('the liveness answers', () => {
  it('reads a session token with the full 5 tries, or the tries the service says are left', () => {
    expect(readSessionTokenAnswer({ sessionToken: 't-1' })).toEqual({
      ok: true,
      value: { sessionToken: 't-1', tries: 5 },
    });
    expect(readSessionTokenAnswer({ sessionToken: 't-1', triesRemaining: 3 })).toEqual({
      ok: true,
      value: { sessionToken: 't-1', tries: 3 },
    });
  });

  it('fails without a token, and is locked out with no tries left', () => {
    expect(readSessionTokenAnswer({})).toEqual({ ok: false, error: 'unexpected' });
    expect(readSessionTokenAnswer({ sessionToken: '' })).toEqual({ ok: false, error: 'unexpected' });
    expect(readSessionTokenAnswer(null)).toEqual({ ok: false, error: 'unexpected' });
    expect(readSessionTokenAnswer({ sessionToken: 't', triesRemaining: 0 })).toEqual({
      ok: false,
      error: 'facetec-device-locked-out',
    });
  });

  it('reads the verify verdict; an unknown status is the provider’s error', () => {
    expect(readVerifyAnswer({ livenessStatus: 'PASSED', facemap: 'm' })).toEqual({
      status: 'PASSED',
      faceMap: 'm',
      scanResultBlob: null,
    });
    expect(readVerifyAnswer({ livenessStatus: 'UNDETERMINED', facemap: null })).toEqual({
      status: 'UNDETERMINED',
      faceMap: null,
      scanResultBlob: null,
    });
    expect(readVerifyAnswer({ livenessStatus: 'FAILED', facemap: '' })).toEqual({
      status: 'PROVIDER_ERROR',
      faceMap: null,
      scanResultBlob: null,
    });
    expect(readVerifyAnswer('nonsense')).toEqual({ status: 'PROVIDER_ERROR', faceMap: null, scanResultBlob: null });
  });

  it("reads the FaceTec server's scanResultBlob, null when absent, empty or not text", () => {
    expect(readVerifyAnswer({ livenessStatus: 'PASSED', facemap: 'm', scanResultBlob: 'blob-1' })).toMatchObject({
      scanResultBlob: 'blob-1',
    });
    expect(readVerifyAnswer({ livenessStatus: 'PASSED', scanResultBlob: '' }).scanResultBlob).toBeNull();
    expect(readVerifyAnswer({ livenessStatus: 'PASSED', scanResultBlob: 42 }).scanResultBlob).toBeNull();
  });

  it('tells an aborted call from one without an answer', () => {
    expect(livenessThrownFailure(Object.assign(new Error('x'), { name: 'AbortError' }))).toBe(
      'cancelled-network-request',
    );
    expect(livenessThrownFailure(new TypeError('Failed to fetch'))).toBe('network-outage');
    expect(livenessThrownFailure(null)).toBe('network-outage');
  });
});
