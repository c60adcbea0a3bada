import fc from 'fast-check';
import { pollingDelay } from '../../../src/domain/polling/polling-delay';

describe('pollingDelay', () => {
  it('polls after 2000 ms for a user who is active right now', () => {
    expect(pollingDelay(0)).toEqual({ kind: 'poll', delayMs: 2000 });
  });

  it('eases in quadratically: half the idle scale gives a quarter of the ramp', () => {
    expect(pollingDelay(150_000)).toEqual({ kind: 'poll', delayMs: 3000 });
  });

  it('reaches 6000 ms at the idle scale of 300000 ms', () => {
    expect(pollingDelay(300_000)).toEqual({ kind: 'poll', delayMs: 6000 });
  });

  it('pauses beyond the idle scale and re-checks every 500 ms', () => {
    expect(pollingDelay(300_001)).toEqual({ kind: 'paused', recheckMs: 500 });
    expect(pollingDelay(Number.POSITIVE_INFINITY)).toEqual({ kind: 'paused', recheckMs: 500 });
  });

  it('treats a negative or non-numeric idle time as none', () => {
    expect(pollingDelay(-5)).toEqual({ kind: 'poll', delayMs: 2000 });
    expect(pollingDelay(Number.NaN)).toEqual({ kind: 'poll', delayMs: 2000 });
  });

  it('stays within 2000 and 6000 ms over the idle scale and never shortens as idleness grows', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 300_000, noNaN: true }),
        fc.double({ min: 0, max: 300_000, noNaN: true }),
        (a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          const first = pollingDelay(low);
          const second = pollingDelay(high);
          if (first.kind !== 'poll' || second.kind !== 'poll') throw new Error('expected polling');
          expect(first.delayMs).toBeGreaterThanOrEqual(2000);
          expect(second.delayMs).toBeLessThanOrEqual(6000);
          expect(second.delayMs).toBeGreaterThanOrEqual(first.delayMs);
        },
      ),
    );
  });
});
