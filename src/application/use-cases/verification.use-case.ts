import { inject, injectable } from 'inversify';
import { runInAction } from 'mobx';
import type { Submission } from '../../domain/encoding/submission';
import type { VerificationResult } from '../../domain/questions/verification';
import {
  VERIFICATION_POLLING,
  failedVerification,
  verificationStep,
} from '../../domain/questions/verification-polling';
import type { Result } from '../../domain/shared/result';
import type { ErrorReporter } from '../ports/error-reporter.port';
import { ERROR_REPORTER } from '../ports/error-reporter.port';
import type { InterviewService, Uploaded } from '../ports/interview-service.port';
import { INTERVIEW_SERVICE } from '../ports/interview-service.port';
import type { Scheduler, Timer } from '../ports/scheduler.port';
import { SCHEDULER } from '../ports/scheduler.port';
import type { ServiceError } from '../ports/service-error';
import { VerificationStore } from '../view-models/verification.store';

/**
 * How captured answers are sent: stored as they are (POST /attributeData), verified by the
 * provider and then polled (POST /IDVerify), or the legacy submit after a failed or timed-out
 * verification (POST /IDSubmit).
 */
export type SubmitMode = 'store' | 'verify' | 'legacy';

/** A verification being polled: its outcome once it ends, and a way to end it early. */
export interface VerificationRun {
  readonly outcome: Promise<VerificationResult>;
  /** Ends polling at once (the screen is left); the verification counts as timed out. */
  stop(): void;
}

/**
 * Sending an answer and, for a verification, polling the provider's verdict (spec 000 §4
 * 'Submission'). The verification's state lives in the VerificationStore, so any screen reads it.
 */
@injectable()
export class VerificationUseCase {
  constructor(
    @inject(VerificationStore) private readonly store: VerificationStore,
    @inject(INTERVIEW_SERVICE) private readonly service: InterviewService,
    @inject(SCHEDULER) private readonly scheduler: Scheduler,
    @inject(ERROR_REPORTER) private readonly reporter: ErrorReporter,
  ) {}

  /** Sends a submission the way `mode` says, reporting upload progress from 0 to 1. */
  upload(
    mode: SubmitMode,
    submission: Submission,
    onProgress: (fraction: number) => void,
  ): Promise<Result<Uploaded, ServiceError>> {
    switch (mode) {
      case 'verify':
        return this.service.verifyId(submission, onProgress);
      case 'legacy':
        return this.service.submitId(submission, onProgress);
      default:
        return this.service.postAttributeData(submission, onProgress);
    }
  }

  /**
   * Checks and then polls the provider's verdict after a verification upload (issue 13's
   * decision): first the provider's quick image check, once (GET /IDReadabilityCheck): not
   * readable is a failure with its reason (counted, 'unknown' when it gives none), a failed call an
   * error; readable, the verdict is polled right away, then every interval while waiting, up to
   * the limit (see VERIFICATION_POLLING). The outcome (verified, failed, timeout or error) is
   * recorded on the attribute's verification.
   *
   * Spec is silent on leaving the screen while the provider is still waiting: `stop` ends polling
   * at once (even with a check under way, whose answer is then ignored) and the verification counts
   * as timed out, as 'still waiting' does at the limit, so coming back offers the retry or legacy
   * submit instead of a spinner that nothing would end.
   */
  poll(attrType: string, datumIds: readonly string[]): VerificationRun {
    this.store.set(attrType, { status: 'verifying' }, datumIds);
    let stop: () => void = () => undefined;
    const outcome = new Promise<VerificationResult>((resolve) => {
      let checks = 0;
      let stopped = false;
      let timer: Timer | null = null;
      const end = (result: VerificationResult) => {
        if (stopped) return;
        stopped = true;
        timer?.cancel();
        timer = null;
        runInAction(() => this.store.set(attrType, result));
        resolve(result);
      };
      stop = () => end({ status: 'timeout' });
      const check = async () => {
        timer = null;
        checks += 1;
        runInAction(() => this.store.countResolutionAttempt(attrType));
        const answer = await this.service.getVerification(datumIds);
        if (stopped) return;
        if (!answer.ok) {
          end({ status: 'error' });
          return;
        }
        if (answer.value.status === 'unknown') {
          this.reporter.report(new Error('invalid-verification-response'), { attrType, status: answer.value.raw });
        }
        const next = verificationStep(answer.value, checks >= VERIFICATION_POLLING.maxChecks);
        if (next === null) timer = this.scheduler.after(VERIFICATION_POLLING.intervalMs, check);
        else end(next);
      };
      const checkReadability = async () => {
        const readability = await this.service.checkReadability(datumIds);
        if (stopped) return;
        if (!readability.ok) end({ status: 'error' });
        else if (!readability.value.readable) end(failedVerification(readability.value.failureReason));
        else void check();
      };
      void checkReadability();
    });
    return { outcome, stop: () => stop() };
  }
}
