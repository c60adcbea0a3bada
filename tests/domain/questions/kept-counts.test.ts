import { keptCount, keptFor, withKeptCounts } from '../../../src/domain/questions/kept-counts';
import type { AttributeVerification } from '../../../src/domain/questions/verification';
import { delegationCheck } from '../../../src/domain/questions/delegation';
import { idScanScreen } from '../../../src/domain/documents/id-scan-screen';

const page: AttributeVerification = {
  result: { status: 'failed', failureReason: 'GLARE' },
  failures: 1,
  resolutionAttempts: 2,
  datumIds: ['datum-3'],
};

describe('the counts the service keeps', () => {
  it("takes the service's count when it is ahead of the page's (a reload, another tab)", () => {
    expect(keptCount(2, 0)).toBe(2);
  });

  it("keeps the page's count while the state read last predates its own text or failure", () => {
    expect(keptCount(1, 2)).toBe(2);
  });

  it("falls back to the page's own count when the service does not return one", () => {
    expect(keptCount(undefined, 1)).toBe(1);
    expect(keptCount(undefined, 0)).toBe(0);
  });

  it('finds the entry of an attribute type among own keys only', () => {
    const kept = { 'core.ssn': { requests: 2 } };
    expect(keptFor(kept, 'core.ssn')).toEqual({ requests: 2 });
    expect(keptFor(kept, 'constructor')).toBeUndefined();
    expect(keptFor(undefined, 'core.ssn')).toBeUndefined();
  });

  it("gives a verification the service's failures and resolution attempts, keeping the page's result", () => {
    expect(withKeptCounts(page, { failures: 2, resolutionAttempts: 1 })).toEqual({ ...page, failures: 2 });
    expect(withKeptCounts(page, undefined)).toBe(page);
    expect(withKeptCounts(page, { failures: 0, resolutionAttempts: 0 })).toBe(page);
  });

  it('refuses a third text after a reload once the service counted two', () => {
    const sent = keptCount(2, 0);
    expect(delegationCheck({ hasSession: true, phone: '+12025550123', sent })).toEqual({
      send: false,
      outcome: 'limitReached',
    });
  });

  it('shows the persistent-failure screen on the first failure after a reload that kept two', () => {
    const afterReload = withKeptCounts(
      { result: { status: 'uninitialized' }, failures: 0, resolutionAttempts: 0, datumIds: [] },
      { failures: 2, resolutionAttempts: 4 },
    );
    const screen = idScanScreen({
      result: { status: 'failed', failureReason: 'GLARE' },
      failures: afterReload.failures + 1,
      useSinglePageUpload: false,
      captureHere: true,
    });
    expect(screen).toBe('persistent-failure');
  });
});
