import { RandomIds } from '../../../src/adapters/browser/random-ids';
import { SystemClock } from '../../../src/adapters/browser/system-clock';
import { TimerScheduler } from '../../../src/adapters/browser/timer-scheduler';

describe('SystemClock', () => {
  it('tells the wall-clock time', () => {
    jest.useFakeTimers({ now: Date.UTC(2026, 10, 23, 12) });
    expect(new SystemClock().now()).toBe(Date.UTC(2026, 10, 23, 12));
    jest.useRealTimers();
  });
});

describe('TimerScheduler', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs a task once its time has come', () => {
    const task = jest.fn();
    new TimerScheduler().after(4000, task);
    jest.advanceTimersByTime(3999);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('never runs a cancelled task', () => {
    const task = jest.fn();
    new TimerScheduler().after(1000, task).cancel();
    jest.advanceTimersByTime(5000);
    expect(task).not.toHaveBeenCalled();
  });
});

describe('RandomIds', () => {
  it('gives a fresh UUID every time', () => {
    const ids = new RandomIds();
    const seen = new Set(Array.from({ length: 50 }, () => ids.next()));
    expect(seen.size).toBe(50);
    for (const id of seen) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
