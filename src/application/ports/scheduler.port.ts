/** A cancellable timer. */
export interface Timer {
  cancel(): void;
}

/** Timers, injected so that polling, retries and snackbars run under fake time in tests. */
export interface Scheduler {
  after(ms: number, task: () => void): Timer;
}

export const SCHEDULER = Symbol.for('Scheduler');
