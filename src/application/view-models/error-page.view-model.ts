import { inject, injectable } from 'inversify';
import type { ErrorReason } from '../../domain/errors/error-reason';
import type { WaysForward } from '../../domain/errors/ways-forward';
import { waysForward } from '../../domain/errors/ways-forward';
import type { Navigator } from '../ports/navigator.port';
import { NAVIGATOR } from '../ports/navigator.port';
import type { Tracker } from '../ports/tracking.port';
import { TRACKER } from '../ports/tracking.port';
import { InterviewLoadUseCase } from '../use-cases/interview-load.use-case';
import { StartSessionUseCase } from '../use-cases/start-session.use-case';
import { ErrorViewModel } from './error.view-model';
import { InterviewStore } from './interview.store';
import { makeViewModelObservable } from './view-model-observable';

/** The overview: the questions list of an interview session, the business form of a business one. */
export const QUESTIONS_PATH = '/overview';

/**
 * The error page's ways forward (issue 10 B11): the domain's table per reason, with 'Back to your
 * questions' only while a session exists (this page load's or the tab's stored one; without one
 * the overview would be the link-expired page).
 */
@injectable()
export class ErrorPageViewModel {
  constructor(
    @inject(ErrorViewModel) private readonly error: ErrorViewModel,
    @inject(InterviewStore) private readonly interview: InterviewStore,
    @inject(InterviewLoadUseCase) private readonly loader: InterviewLoadUseCase,
    @inject(StartSessionUseCase) private readonly session: StartSessionUseCase,
    @inject(NAVIGATOR) private readonly navigator: Navigator,
    @inject(TRACKER) private readonly tracker: Tracker,
  ) {
    makeViewModelObservable(this, ['error', 'interview', 'loader', 'session', 'navigator', 'tracker']);
  }

  /** The page shows `reason` (its heading and message, not an automatic action's spinner). */
  shown(reason: ErrorReason): void {
    this.tracker.track({ kind: 'error-page-shown', reason });
  }

  /** What the page offers for `reason`. */
  waysFor(reason: ErrorReason): WaysForward {
    const ways = waysForward(reason);
    return { tryAgain: ways.tryAgain, backToQuestions: ways.backToQuestions && this.hasSession() };
  }

  /** This page load's session (kept in memory when storage is refused), else the stored one. */
  private hasSession(): boolean {
    return (this.interview.session ?? this.session.stored()) !== null;
  }

  /** Reloads the page: the interview loads afresh and what failed is asked again. */
  tryAgain(): void {
    this.navigator.reload();
  }

  /**
   * Clears the error and opens the overview. When the interview itself failed to load, it is
   * loaded again (the overview's gate loads only on entry, and the error page may already be on
   * /overview).
   */
  backToQuestions(): void {
    this.error.clear();
    this.navigator.go(QUESTIONS_PATH);
    if (this.interview.status === 'error') void this.loader.load();
  }
}
