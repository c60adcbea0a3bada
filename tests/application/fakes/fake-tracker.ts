import type { Tracker, TrackingEvent } from '../../../src/application/ports/tracking.port';

/** Keeps every event, in order, so a test can say which ones a flow emitted. */
export class FakeTracker implements Tracker {
  readonly events: TrackingEvent[] = [];
  track(event: TrackingEvent): void {
    this.events.push(event);
  }
  /** The events of one kind. */
  of<K extends TrackingEvent['kind']>(kind: K): Extract<TrackingEvent, { kind: K }>[] {
    return this.events.filter((event): event is Extract<TrackingEvent, { kind: K }> => event.kind === kind);
  }
}
