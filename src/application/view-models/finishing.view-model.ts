import { APP_SETTINGS, type AppSettings } from '../ports/app-settings.port';
import { inject, injectable } from 'inversify';
import { runInAction } from 'mobx';
import { acceptRedirect } from '../../domain/links/address';
import { routeOfStage } from '../../domain/stage/stage';
import type { ErrorReporter } from '../ports/error-reporter.port';
import { ERROR_REPORTER } from '../ports/error-reporter.port';
import type { InterviewService, TransitionAnswer } from '../ports/interview-service.port';
import { INTERVIEW_SERVICE } from '../ports/interview-service.port';
import type { Navigator } from '../ports/navigator.port';
import { NAVIGATOR } from '../ports/navigator.port';
import type { Scheduler, Timer } from '../ports/scheduler.port';
import { SCHEDULER } from '../ports/scheduler.port';
import { NO_SESSION } from '../ports/no-session';
import type { ServiceError } from '../ports/service-error';
import { reasonOf } from '../ports/service-error';
import { ErrorViewModel } from './error.view-model';
import { InterviewStore } from './interview.store';
import { InterviewLoadUseCase } from '../use-cases/interview-load.use-case';
import { makeViewModelObservable } from './view-model-observable';

/** Spec 000 §9: the waiting-for-results screen asks for a transition every 1000 ms. */
export const TRANSITION_RETRY_MS = 1000;

/**
 * The waiting-for-results screen (spec 000 §2 '/finishing', §4 'Consent', 'Transition'): gives
 * consent if not yet given (non-business flow only), then asks for a transition right away and
 * every second while none is under way, until an answer decides where the applicant goes.
 *
 * Spec is silent on failures here: a network failure is retried at the next second (the screen
 * is a wait anyway), an error answer shows its error page and stops. Spec is also silent on a
 * transitionReady URI that is not a safe http(s) address: the app does not follow it, finishes as
 * if no transition were needed, and reports the URI's refusal (without the URI's query).
 */
@injectable()
export class FinishingViewModel {
  running = false;
  asking = false;
  private timer: Timer | null = null;

  constructor(
    @inject(InterviewStore) private readonly interview: InterviewStore,
    @inject(INTERVIEW_SERVICE) private readonly service: InterviewService,
    @inject(ErrorViewModel) private readonly error: ErrorViewModel,
    @inject(NAVIGATOR) private readonly navigator: Navigator,
    @inject(SCHEDULER) private readonly scheduler: Scheduler,
    @inject(ERROR_REPORTER) private readonly reporter: ErrorReporter,
    @inject(InterviewLoadUseCase) private readonly loader: InterviewLoadUseCase,
    @inject(APP_SETTINGS) private readonly settings: AppSettings,
  ) {
    makeViewModelObservable(this, [
      'interview',
      'loader',
      'service',
      'error',
      'navigator',
      'scheduler',
      'reporter',
      'settings',
      'timer',
    ]);
  }

  private get rprId(): string | null {
    const session = this.interview.session;
    return session?.kind === 'interview' ? session.rprId : null;
  }

  /** Runs when the screen opens; a second start while running does nothing. */
  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    await this.loader.load();
    const rprId = this.rprId;
    if (this.interview.status === 'error' || !this.running) {
      this.stop();
      return;
    }
    // Consent and the transition need the applicant's session: without one, neither is sent.
    if (rprId === null) {
      this.failWith(NO_SESSION);
      return;
    }
    if (!this.interview.consentGiven && !this.interview.businessFlow) {
      const consent = await this.service.giveConsent(rprId);
      if (!consent.ok) {
        runInAction(() => this.failWith(consent.error));
        return;
      }
      this.interview.markConsentGiven();
    }
    if (!this.running) return;
    this.arm();
    await this.ask();
  }

  /** Stops asking (the screen is left or an answer came). */
  stop(): void {
    this.running = false;
    this.timer?.cancel();
    this.timer = null;
  }

  private arm(): void {
    this.timer = this.scheduler.after(TRANSITION_RETRY_MS, () => {
      if (!this.running) return;
      this.arm();
      void this.ask();
    });
  }

  /** One transition request, unless one is under way. */
  private async ask(): Promise<void> {
    const rprId = this.rprId;
    if (this.asking || !this.running || rprId === null) return;
    this.asking = true;
    const answer = await this.service.requestTransition(rprId);
    runInAction(() => {
      this.asking = false;
      if (!this.running) return;
      if (answer.ok) this.follow(answer.value);
      else if (answer.error.kind !== 'network') this.failWith(answer.error);
    });
  }

  private follow(answer: TransitionAnswer): void {
    this.stop();
    if (answer.status === 'transitionReady') {
      const target = acceptRedirect(answer.transitionUri, this.settings.redirectOrigins);
      if (target !== null) {
        this.interview.markTransition();
        this.navigator.redirect(target);
        return;
      }
      this.reporter.report(new Error('unsafe transition URI refused'), {
        scheme: answer.transitionUri.split(':')[0] ?? '',
      });
    }
    this.interview.markFinished();
    this.navigator.go(routeOfStage('finished'));
  }

  private failWith(error: ServiceError): void {
    this.stop();
    this.error.fail(reasonOf(error) ?? 'unexpected', error.message);
  }
}
