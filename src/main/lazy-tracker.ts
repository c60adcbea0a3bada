import type { Tracker } from '../application/ports/tracking.port';

/**
 * A tracker whose adapter loads with the first event, in its own chunk, so the start bundle
 * carries only this. Events keep their order (every call waits on the same chunk); if the chunk
 * cannot load (offline) the event is dropped, since tracking never waits or throws
 * (tracking.port.ts), and the next event tries again.
 */
export const lazyTracker = (load: () => Promise<Tracker>): Tracker => ({
  track: (event) =>
    void load().then(
      (tracker) => tracker.track(event),
      () => undefined,
    ),
});

/** Tracking 'none': events go nowhere. */
export const NO_TRACKING: Tracker = { track: () => undefined };
