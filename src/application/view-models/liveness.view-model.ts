import { inject, injectable } from 'inversify';
import { runInAction } from 'mobx';
import { LIVENESS_MESSAGES } from '../../domain/errors/question-messages';
import { submissionKey, submissionOfAttributes } from '../../domain/encoding/submission';
import { facetecUnsupportedReason } from '../../domain/liveness/facetec-browser-support';
import type { LivenessFailure } from '../../domain/liveness/liveness-failure';
import { livenessFailureEffect } from '../../domain/liveness/liveness-failure';
import type { LivenessOutcome } from '../../domain/liveness/liveness-outcome';
import { videoSelfieAttributes } from '../../domain/liveness/video-selfie-answer';
import type { DeviceProfile } from '../ports/device-profile.port';
import { DEVICE_PROFILE } from '../ports/device-profile.port';
import type { ErrorReporter } from '../ports/error-reporter.port';
import { ERROR_REPORTER } from '../ports/error-reporter.port';
import type { Liveness } from '../ports/liveness.port';
import { LIVENESS } from '../ports/liveness.port';
import { ErrorViewModel } from './error.view-model';
import { LanguageStore } from './language.store';
import { QuestionViewModel } from './question.view-model';
import { SnackbarViewModel } from './snackbar.view-model';
import type { Tracker } from '../ports/tracking.port';
import { TRACKER } from '../ports/tracking.port';
import { makeViewModelObservable } from './view-model-observable';

/**
 * Where the video selfie is: the vendor's resources loading (the applicant reads the tips), ready
 * to start, a session running (the camera open), a scan taken and being checked by the server's
 * pre-check ('checking': the camera closed, nothing sent to the interview yet), or its answer
 * being sent.
 */
export type LivenessStep = 'loading' | 'ready' | 'running' | 'checking' | 'submitting';

/**
 * The video selfie question (spec 001 §2.1 Video selfie, §4 Liveness, §8): prepares the vendor
 * while the tips show, runs the session on Continue, announces each retry the server's pre-check
 * asks for ('You have N tries remaining'), shows each failure where spec 001 §8 puts it
 * (livenessFailureEffect), and sends a usable outcome with the question screen's submitCaptured.
 *
 * Spec is silent on the end of the tries: when the last try is rejected the applicant has hit the
 * limit, so the 'Limits exceeded' page (facetec-device-locked-out) shows; nothing is sent. A
 * passed session without its face map or selfie is reported (without any image) and shows the
 * 'unexpected' page, since an answer without them is not valid (spec 001 §5.14).
 */
@injectable()
export class LivenessViewModel {
  private phase: 'loading' | 'ready' | 'running' | 'checking' = 'loading';

  constructor(
    @inject(LIVENESS) private readonly liveness: Liveness,
    @inject(QuestionViewModel) private readonly screen: QuestionViewModel,
    @inject(ErrorViewModel) private readonly error: ErrorViewModel,
    @inject(SnackbarViewModel) private readonly snackbar: SnackbarViewModel,
    @inject(ERROR_REPORTER) private readonly reporter: ErrorReporter,
    @inject(DEVICE_PROFILE) private readonly device: DeviceProfile,
    @inject(TRACKER) private readonly tracker: Tracker,
    @inject(LanguageStore) private readonly language: LanguageStore,
  ) {
    makeViewModelObservable(this, [
      'liveness',
      'screen',
      'error',
      'snackbar',
      'reporter',
      'device',
      'tracker',
      'language',
    ]);
  }

  get step(): LivenessStep {
    return this.screen.submitting ? 'submitting' : this.phase;
  }

  /** Continue works only once the vendor is ready and nothing is running or being sent. */
  get canStart(): boolean {
    return this.step === 'ready';
  }

  /**
   * Loads the vendor's resources while the tips show (the question opened). A browser the SDK cannot
   * run in (facetecUnsupportedReason: iOS other than Safari, too old, no WebAssembly) goes to the
   * error page first, without loading anything, and stays 'loading' so Continue never starts.
   */
  async prepare(): Promise<void> {
    this.phase = 'loading';
    const unsupported = facetecUnsupportedReason({
      userAgent: this.device.userAgent(),
      webAssembly: this.device.hasWebAssembly(),
    });
    if (unsupported !== null) {
      this.error.fail(unsupported);
      return;
    }
    const prepared = await this.liveness.prepare(this.language.language);
    runInAction(() => {
      this.phase = 'ready';
      if (!prepared.ok) this.show(prepared.error);
    });
  }

  /** Continue: runs a session and sends its outcome. */
  async start(): Promise<void> {
    if (!this.canStart) return;
    this.phase = 'running';
    // The language read when the session starts: the vendor's screens cover the page's header meanwhile.
    const result = await this.liveness.run(
      { onRetry: this.announceRetry, onScanned: this.scanned },
      this.language.language,
    );
    runInAction(() => (this.phase = 'ready'));
    if (!result.ok) {
      runInAction(() => this.show(result.error));
      return;
    }
    await this.send(result.value);
  }

  private announceRetry(triesRemaining: number): void {
    // A retry opens the camera again.
    if (this.phase === 'checking') this.phase = 'running';
    this.tracker.track({ kind: 'capture-retried', capture: 'liveness' });
    this.snackbar.show(() => LIVENESS_MESSAGES.triesRemaining(triesRemaining));
  }

  private scanned(): void {
    if (this.phase === 'running') this.phase = 'checking';
  }

  private show(failure: LivenessFailure): void {
    this.tracker.track({ kind: 'capture-failed', capture: 'liveness', reason: failure });
    const effect = livenessFailureEffect(failure);
    // The effect is worked out again while the message shows, so its text follows a language switch.
    if (effect.kind === 'snackbar') this.snackbar.show(() => messageOf(livenessFailureEffect(failure)));
    else if (effect.kind === 'page') this.error.fail(effect.reason);
  }

  private async send(outcome: LivenessOutcome): Promise<void> {
    const question = this.screen.question;
    if (question === undefined) return;
    const attributes = videoSelfieAttributes(submissionKey(question), outcome);
    if (attributes.ok) {
      await this.screen.submitCaptured(submissionOfAttributes(question, attributes.value));
      return;
    }
    runInAction(() => {
      if (attributes.error === 'rejected') {
        this.error.fail('facetec-device-locked-out');
        return;
      }
      // Spec 001 §8: a missing face map is logged; the ids only, never an image or a scan.
      this.reporter.report(new Error(`video selfie passed without its ${attributes.error.replace('missing-', '')}`), {
        attrType: question.attrType,
        sessionId: outcome.sessionId,
      });
      this.error.fail('unexpected');
    });
  }
}

/** The snackbar text of a failure's effect ('' for an effect that has none: never shown). */
const messageOf = (effect: ReturnType<typeof livenessFailureEffect>): string =>
  effect.kind === 'snackbar' ? effect.message : '';
