import { throttleActivity } from '../../../src/domain/polling/activity-throttle';

describe('throttleActivity', () => {
  it('accepts the first activity', () => {
    expect(throttleActivity(null, 1000)).toEqual({ accepted: true, lastAcceptedAt: 1000 });
  });

  it('ignores activity within 50 ms of the last accepted one and keeps the old time', () => {
    expect(throttleActivity(1000, 1049)).toEqual({ accepted: false, lastAcceptedAt: 1000 });
  });

  it('accepts activity 50 ms or more after the last accepted one', () => {
    expect(throttleActivity(1000, 1050)).toEqual({ accepted: true, lastAcceptedAt: 1050 });
  });

  it('accepts activity when the clock went backwards, so the throttle cannot stay shut', () => {
    expect(throttleActivity(1000, 10)).toEqual({ accepted: true, lastAcceptedAt: 10 });
  });

  it('lets through one activity per 50 ms of a continuous stream', () => {
    let last: number | null = null;
    let accepted = 0;
    for (let now = 0; now < 500; now += 10) {
      const step = throttleActivity(last, now);
      last = step.lastAcceptedAt;
      if (step.accepted) accepted += 1;
    }
    expect(accepted).toBe(10);
  });
});
