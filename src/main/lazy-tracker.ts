import type { Tracker, TrackingEvent } from '../application/ports/tracking.port';

/**
 * A tracker whose adapter loads on the first event, in its own chunk, so the start bundle carries
 * only this (an environment with tracking 'none' loads nothing at all). Events made while it
 * loads are kept and handed over in order; if the chunk cannot load (offline) they are dropped,
 * since tracking never waits or throws (tracking.port.ts), and the next event tries again.
 */
export function lazyTracker(load: () => Promise<Tracker>): Tracker {
  let adapter: Tracker | null = null;
  let waiting: TrackingEvent[] | null = null;
  return {
    track(event) {
      if (adapter !== null) return adapter.track(event);
      if (waiting !== null) return void waiting.push(event);
      const queue = [event];
      waiting = queue;
      load().then(
        (loaded) => {
          adapter = loaded;
          waiting = null;
          for (const queued of queue) loaded.track(queued);
        },
        () => {
          waiting = null;
        },
      );
    },
  };
}

/** Tracking 'none': events go nowhere. */
export const NO_TRACKING: Tracker = { track: () => undefined };
