import type { Tracker, TrackingEvent } from '../../application/ports/tracking.port';
import { trackingFields } from './tracking-fields';

/** Where the console tracker writes one line per event. */
export type TrackingLine = (line: string) => void;

// The point of this adapter is the console: a tester watches the events in the browser's tools.
const toConsole: TrackingLine = (line) => console.info(line);

/**
 * The sandbox's tracking adapter (runtime config `tracking: "console"`): each event as one line,
 * `[attest:tracking] {"event":"question-opened","attrType":"core.ssn"}`, so a tester can see what
 * a tracking vendor would receive. Only trackingFields' fields are written.
 */
export class ConsoleTracker implements Tracker {
  constructor(private readonly write: TrackingLine = toConsole) {}

  track(event: TrackingEvent): void {
    try {
      this.write(`[attest:tracking] ${JSON.stringify(trackingFields(event))}`);
    } catch {
      // Tracking never breaks the interview (tracking.port.ts): a console that throws loses the line.
    }
  }
}
