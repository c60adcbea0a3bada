import type { Scheduler, Timer } from '../../application/ports/scheduler.port';

/** Timers over setTimeout; the one Scheduler the whole app shares. */
export class TimerScheduler implements Scheduler {
  after(ms: number, task: () => void): Timer {
    const handle = setTimeout(task, Math.max(0, ms));
    return { cancel: () => clearTimeout(handle) };
  }
}
