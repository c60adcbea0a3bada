import type { Clock } from '../../../src/application/ports/clock.port';
import type { Scheduler, Timer } from '../../../src/application/ports/scheduler.port';

interface Pending {
  readonly at: number;
  readonly seq: number;
  readonly task: () => void;
  cancelled: boolean;
}

/**
 * One fake time for both the Clock and the Scheduler ports: `advance` moves the clock and runs
 * every timer that falls due, in order, including timers those tasks set.
 */
export class FakeTime implements Clock, Scheduler {
  private current: number;
  private seq = 0;
  private pending: Pending[] = [];

  constructor(start = Date.UTC(2026, 10, 23, 12, 0, 0)) {
    this.current = start;
  }

  now(): number {
    return this.current;
  }

  after(ms: number, task: () => void): Timer {
    const entry: Pending = { at: this.current + Math.max(0, ms), seq: this.seq++, task, cancelled: false };
    this.pending.push(entry);
    return {
      cancel: () => {
        entry.cancelled = true;
      },
    };
  }

  /** Timers still waiting to run. */
  get waiting(): number {
    return this.pending.filter((entry) => !entry.cancelled).length;
  }

  /** Moves time forward, running due timers, and lets promises they start settle in between. */
  async advance(ms: number): Promise<void> {
    const end = this.current + ms;
    for (;;) {
      await flushPromises();
      const due = this.pending
        .filter((entry) => !entry.cancelled && entry.at <= end)
        .sort((a, b) => a.at - b.at || a.seq - b.seq)[0];
      if (due === undefined) break;
      this.pending = this.pending.filter((entry) => entry !== due);
      this.current = Math.max(this.current, due.at);
      due.task();
    }
    this.current = end;
    await flushPromises();
  }
}

/** Lets every already-resolved promise chain run. */
export async function flushPromises(): Promise<void> {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
}
