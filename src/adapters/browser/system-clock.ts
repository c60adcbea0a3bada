import type { Clock } from '../../application/ports/clock.port';

/** The browser's wall clock. */
export class SystemClock implements Clock {
  now(): number {
    return Date.now();
  }
}
