/** The current time, injected so that rules depending on it are testable. */
export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number;
}

export const CLOCK = Symbol.for('Clock');
