import { inject, injectable } from 'inversify';
import type { ShownText } from '../../domain/language/shown-text';
import { shownText } from '../../domain/language/shown-text';
import type { Scheduler, Timer } from '../ports/scheduler.port';
import { SCHEDULER } from '../ports/scheduler.port';
import { makeViewModelObservable } from './view-model-observable';

/** Spec 000 §9: a snackbar closes itself after 4000 ms unless it is permanent. */
export const SNACKBAR_DELAY_MS = 4000;

export interface SnackbarMessage {
  readonly id: number;
  /**
   * The text as it shows now: a catalogue text, given to show() as a function (ShownText), is read
   * again on each render, so a language switch reaches a message on screen or waiting in the queue.
   */
  readonly message: string;
  readonly success: boolean;
  readonly permanent: boolean;
}

/** A queued message whose `message` is read when it is shown (a getter, tracked like any read). */
const queued = (id: number, text: ShownText, success: boolean, permanent: boolean): SnackbarMessage => ({
  id,
  get message() {
    return shownText(text);
  },
  success,
  permanent,
});

/**
 * The snackbar queue (spec 000 §2): one message shows at a time, in the order they came. Spec is
 * silent on several messages at once: they queue, so none is lost, and a repeat of the message on
 * screen is dropped so a retried failure does not stack copies.
 */
@injectable()
export class SnackbarViewModel {
  queue: SnackbarMessage[] = [];
  private nextId = 1;
  private timer: Timer | null = null;
  private held = false;

  constructor(@inject(SCHEDULER) private readonly scheduler: Scheduler) {
    makeViewModelObservable(this, ['timer', 'scheduler', 'held']);
  }

  get current(): SnackbarMessage | null {
    return this.queue[0] ?? null;
  }

  /** Queues a message; pass a catalogue text as a function (`() => TEXTS.key`), so it follows the language. */
  show(text: ShownText, options: { readonly success?: boolean; readonly permanent?: boolean } = {}): void {
    const message = shownText(text);
    if (this.queue.some((other) => other.message === message)) return;
    this.queue.push(queued(this.nextId++, text, options.success ?? false, options.permanent ?? false));
    if (this.queue.length === 1) this.arm();
  }

  /**
   * The pointer rests on the message (WCAG 2.2.1, issue 27): its timer stops, so a reader who needs
   * longer than 4 s (a screen magnifier's user reading it) keeps it; `release` gives it its 4 s again.
   * Spec 000 §9's 4000 ms is otherwise kept.
   */
  hold(): void {
    this.held = true;
    this.timer?.cancel();
    this.timer = null;
  }

  release(): void {
    if (!this.held) return;
    this.held = false;
    this.arm();
  }

  /** Closes the message on screen (the close button of a permanent one, or its timer). */
  dismiss(): void {
    this.timer?.cancel();
    this.timer = null;
    this.queue.shift();
    this.arm();
  }

  private arm(): void {
    const current = this.current;
    if (current === null || current.permanent || this.held) return;
    this.timer = this.scheduler.after(SNACKBAR_DELAY_MS, () => {
      if (this.current?.id === current.id) this.dismiss();
    });
  }
}
