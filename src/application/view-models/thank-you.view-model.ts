import { inject, injectable } from 'inversify';
import { shouldReloadThankYou, THANK_YOU_RELOAD_MS, thankYouTexts } from '../../domain/stage/thank-you';
import type { Scheduler, Timer } from '../ports/scheduler.port';
import { SCHEDULER } from '../ports/scheduler.port';
import { InterviewStore } from './interview.store';
import { InterviewLoadUseCase } from '../use-cases/interview-load.use-case';
import { makeViewModelObservable } from './view-model-observable';

/**
 * The thank-you screen (spec 000 §2 'Thank-you'): heading and message (the issuer's confirmation
 * texts override them), the Continue link when the session has a continue URL, and one background
 * reload of the interview after 30 s unless refresh is disabled or a continue URL exists.
 */
@injectable()
export class ThankYouViewModel {
  private timer: Timer | null = null;

  constructor(
    @inject(InterviewStore) private readonly interview: InterviewStore,
    @inject(SCHEDULER) private readonly scheduler: Scheduler,
    @inject(InterviewLoadUseCase) private readonly loader: InterviewLoadUseCase,
  ) {
    makeViewModelObservable(this, ['interview', 'loader', 'scheduler', 'timer']);
  }

  private get texts() {
    const issuer = this.interview.issuer;
    return thankYouTexts({
      issuerName: issuer?.displayName ?? null,
      confirmation: issuer?.idoConfirmationMessage ?? null,
    });
  }

  get heading(): string {
    return this.texts.heading;
  }

  get message(): string {
    return this.texts.message;
  }

  /** The Continue link's target: the session's continue URL (not in the business flow), when safe. */
  get continueUrl(): string | null {
    return this.interview.continueUrl;
  }

  /** Arms the one reload; the screen shows at once, the reload never blocks it. */
  start(options: { readonly refreshDisabled?: boolean } = {}): void {
    this.stop();
    const reload = shouldReloadThankYou({
      refreshDisabled: options.refreshDisabled === true,
      continueUrl: this.interview.session?.continueUrl ?? null,
    });
    if (!reload) return;
    this.timer = this.scheduler.after(THANK_YOU_RELOAD_MS, () => {
      this.timer = null;
      void this.loader.reload();
    });
  }

  stop(): void {
    this.timer?.cancel();
    this.timer = null;
  }
}
