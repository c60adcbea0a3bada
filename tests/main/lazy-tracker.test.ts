import type { Tracker, TrackingEvent } from '../../src/application/ports/tracking.port';
import { lazyTracker } from '../../src/main/lazy-tracker';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const opened = (attrType: string): TrackingEvent => ({ kind: 'question-opened', attrType });

describe('lazyTracker', () => {
  it('hands events to the adapter once loaded, in order, loading nothing before the first event', async () => {
    const seen: TrackingEvent[] = [];
    const load = jest.fn(async (): Promise<Tracker> => ({ track: (event) => seen.push(event) }));
    const tracker = lazyTracker(load);
    expect(load).not.toHaveBeenCalled();
    tracker.track(opened('core.ssn'));
    tracker.track(opened('core.email'));
    await tick();
    expect(seen).toEqual([opened('core.ssn'), opened('core.email')]);
  });

  it('drops an event whose adapter cannot load, without throwing, and tries again with the next', async () => {
    const seen: TrackingEvent[] = [];
    const load = jest
      .fn<Promise<Tracker>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ track: (event) => seen.push(event) });
    const tracker = lazyTracker(load);
    expect(() => tracker.track(opened('core.ssn'))).not.toThrow();
    await tick();
    tracker.track(opened('core.email'));
    await tick();
    expect(seen).toEqual([opened('core.email')]);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
