import { inject, injectable } from 'inversify';
import { throttleActivity } from '../../domain/polling/activity-throttle';
import type { PollingDelay } from '../../domain/polling/polling-delay';
import { pollingDelay } from '../../domain/polling/polling-delay';
import { shouldSkipPolling } from '../../domain/stage/polling-rules';
import type { Clock } from '../ports/clock.port';
import { CLOCK } from '../ports/clock.port';
import type { Scheduler, Timer } from '../ports/scheduler.port';
import { SCHEDULER } from '../ports/scheduler.port';
import { InterviewStore } from './interview.store';
import { InterviewLoadUseCase } from '../use-cases/interview-load.use-case';
import { makeViewModelObservable } from './view-model-observable';

/**
 * Background polling on the status, overview and question screens (spec 000 §4 'Polling', §9):
 * the wait grows from 2000 to 6000 ms with the user's idle time, pauses beyond 5 minutes idle
 * (looking again every 500 ms whether the user came back), and each tick reloads the interview
 * unless the polling rules skip it. The UI forwards mouse, click, touch, key and scroll events to
 * `activity()`, which counts at most once per 50 ms. The status page reads only its request and
 * runs its own loop, on this same ramp and idle time (`nextDelay`).
 */
@injectable()
export class PollingViewModel {
  running = false;
  lastActivityAt: number;
  private lastAcceptedAt: number | null = null;
  private timer: Timer | null = null;

  constructor(
    @inject(InterviewStore) private readonly interview: InterviewStore,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(SCHEDULER) private readonly scheduler: Scheduler,
    @inject(InterviewLoadUseCase) private readonly loader: InterviewLoadUseCase,
  ) {
    this.lastActivityAt = clock.now();
    makeViewModelObservable(this, ['interview', 'loader', 'clock', 'scheduler', 'timer', 'lastAcceptedAt']);
  }

  get skipped(): boolean {
    return shouldSkipPolling({
      storeStatus: this.interview.status,
      requestStatus: this.interview.requestStatus,
      constantPollingEnabled: this.interview.pollingEnabled,
    });
  }

  /** A user event: resets the idle time, at most once per 50 ms. */
  activity(): void {
    const now = this.clock.now();
    const step = throttleActivity(this.lastAcceptedAt, now);
    this.lastAcceptedAt = step.lastAcceptedAt;
    if (step.accepted) this.lastActivityAt = now;
  }

  /** Opening a screen counts as activity: the idle time starts again. */
  wake(): void {
    this.lastActivityAt = this.clock.now();
  }

  /** The wait before the next reload for the user's idle time now (spec 000 §9). */
  nextDelay(): PollingDelay {
    return pollingDelay(this.clock.now() - this.lastActivityAt);
  }

  /** Starts polling (a screen that polls opened); starting twice keeps one loop. */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.wake();
    this.schedule();
  }

  stop(): void {
    this.running = false;
    this.timer?.cancel();
    this.timer = null;
  }

  private schedule(): void {
    if (!this.running) return;
    const delay = this.nextDelay();
    this.timer =
      delay.kind === 'paused'
        ? this.scheduler.after(delay.recheckMs, this.schedule)
        : this.scheduler.after(delay.delayMs, () => void this.tick());
  }

  private async tick(): Promise<void> {
    this.timer = null;
    if (!this.running) return;
    if (!this.skipped) await this.loader.reload();
    this.schedule();
  }
}
