import { inject, injectable } from 'inversify';
import { runInAction } from 'mobx';
import { isBalanceDue } from '../../domain/money/balance';
import { storageWarning } from '../../domain/session/storage-warning';
import type { Session } from '../../domain/session/session';
import { shouldLoadInterview } from '../../domain/stage/interview-status';
import type { CardPayments } from '../ports/card-payments.port';
import { CARD_PAYMENTS } from '../ports/card-payments.port';
import type { ErrorReporter } from '../ports/error-reporter.port';
import { ERROR_REPORTER } from '../ports/error-reporter.port';
import type { InterviewService } from '../ports/interview-service.port';
import { INTERVIEW_SERVICE } from '../ports/interview-service.port';
import { allQuestionsComplete } from '../../domain/stage/stage';
import type { ServiceError } from '../ports/service-error';
import { reasonOf } from '../ports/service-error';
import { ErrorViewModel } from '../view-models/error.view-model';
import { InterviewStore } from '../view-models/interview.store';
import { SnackbarViewModel } from '../view-models/snackbar.view-model';
import { StartSessionUseCase } from './start-session.use-case';

/**
 * Loading the interview into the store (spec 000 §4 'Session start', 'Interview status'): the
 * session of this page load, the first load, the stored answers, the reloads of polling and
 * payment. The store holds the state; this runs the calls (the logout is LogoutUseCase's, loaded
 * on its click).
 */
@injectable()
export class InterviewLoadUseCase {
  /** The load under way, so a screen entered meanwhile waits for it instead of reading an empty store. */
  private pendingLoad: Promise<void> | null = null;
  /** The e-mail GET /userInfo gave for this page load's session, once it has answered. */
  private userInfoEmail: string | null = null;
  /** Counts the sessions started in this page load, so an answer for an earlier one is dropped. */
  private sessionsStarted = 0;
  /** The load has just read the stored answers and no question has opened since (refreshStoredAnswers). */
  private storedAnswersFresh = false;

  constructor(
    @inject(InterviewStore) private readonly store: InterviewStore,
    @inject(INTERVIEW_SERVICE) private readonly service: InterviewService,
    @inject(CARD_PAYMENTS) private readonly cardPayments: CardPayments,
    @inject(ERROR_REPORTER) private readonly reporter: ErrorReporter,
    @inject(ErrorViewModel) private readonly error: ErrorViewModel,
    @inject(StartSessionUseCase) private readonly startSessionUseCase: StartSessionUseCase,
    @inject(SnackbarViewModel) private readonly snackbar: SnackbarViewModel,
  ) {}

  /**
   * Starts the session of this page load from the link or the stored session (spec 000 §4 'Session
   * start'). Without browser session storage the session lives for this page load only, so a
   * permanent message says that refreshing loses progress (spec 000 §2). A business session flags
   * error reports as the business flow from the start (spec 000 §6), before its case has loaded;
   * an applicant's session asks who the user is (identifyUser).
   */
  startSession(search: string): Session | null {
    const session = this.startSessionUseCase.execute(search);
    this.store.startSession(session);
    this.userInfoEmail = null;
    this.sessionsStarted += 1;
    if (session?.kind === 'business') this.reporter.identify({ email: null, businessFlow: true, issuerId: null });
    else if (session !== null) void this.identifyUser();
    const available = this.startSessionUseCase.storageAvailable;
    // Read while it shows, so the permanent message follows a language switch.
    if (storageWarning(available) !== null)
      this.snackbar.show(() => storageWarning(available) ?? '', { permanent: true });
    return session;
  }

  /**
   * Loads the interview on entry unless it is already loading or loaded. Without a session the
   * link-expired page shows (unknown-request), unless the browser refuses session storage: then the
   * page needed the stored session (a refresh, a return from another site, a link without its ids)
   * and only storage could have kept it, so the error page asks for storage instead
   * (session-storage-required, spec 000 §8) rather than calling a good link expired. A link that
   * carries its session works without storage: it only gets the permanent warning (spec 000 §2).
   * The interview, the request record and the relying party (then its issuer) load in parallel;
   * the first failure decides the error page.
   *
   * A second call while a load is under way (the shell and the screen both load on entry) waits for
   * that load rather than returning at once, so the screen reads the loaded interview.
   *
   * Spec is silent on a business-check session here: it has no request id, so the business view
   * models run that flow and the store is left uninitialized.
   */
  async load(): Promise<void> {
    if (this.pendingLoad !== null) return this.pendingLoad;
    if (!shouldLoadInterview(this.store.status)) return;
    this.pendingLoad = this.loadOnce();
    try {
      await this.pendingLoad;
    } finally {
      this.pendingLoad = null;
    }
  }

  private async loadOnce(): Promise<void> {
    // Without a started session (the UI calls startSession first), the stored one starts now.
    if (this.store.session === null) this.startSession('');
    if (this.store.session === null) {
      this.fail({ reason: this.startSessionUseCase.storageAvailable ? 'unknown-request' : 'session-storage-required' });
      return;
    }
    const rprId = this.store.rprId;
    if (rprId === null) return;
    this.store.markLoading();
    this.error.clear();
    const [interview, record, issuer] = await Promise.all([
      this.service.loadInterview(rprId),
      this.service.getRequest(rprId),
      this.loadIssuer(rprId),
    ]);
    const failed = [interview, record, issuer].find((result) => !result.ok);
    if (failed !== undefined && !failed.ok) {
      runInAction(() => this.failWith(failed.error));
      return;
    }
    if (!interview.ok || !record.ok || !issuer.ok) return;
    this.store.loaded({ snapshot: interview.value, record: record.value, issuer: issuer.value });
    this.identifyApplicant();
    if (isBalanceDue(interview.value.balance)) void this.cardPayments.prepare();
    // The stored answers matter while a question is still to answer (the question screens show them).
    if (!allQuestionsComplete(interview.value.questions)) {
      await this.loadAttributeData();
      this.storedAnswersFresh = true;
    }
  }

  /**
   * GET /userInfo once the applicant's session has started: its e-mail names the user in error
   * reports (spec 000 §6, §7), and only there (never in tracking events). It runs beside the
   * interview load and nothing waits for it. Spec is silent on a failure: it is ignored (the
   * interview's own user e-mail, if any, stays the report's user), since who the reports name
   * must never stop the interview; an answer that comes after the session ended is dropped.
   */
  private async identifyUser(): Promise<void> {
    const started = this.sessionsStarted;
    const info = await this.service.getUserInfo();
    // Logging out leaves no session; a new session (a hand-off code redeemed) counts up.
    if (!info.ok || this.store.session === null || this.sessionsStarted !== started) return;
    this.userInfoEmail = info.value.email;
    this.identifyApplicant();
  }

  /** The applicant as error reports name and flag them: what is known so far (spec 000 §6). */
  private identifyApplicant(): void {
    const issuer = this.store.issuer;
    this.reporter.identify({
      email: this.userInfoEmail ?? this.store.snapshot?.user.email ?? null,
      businessFlow: false,
      issuerId: issuer?.id ?? null,
      issuerName: issuer?.displayName ?? null,
    });
  }

  private async loadIssuer(rprId: string) {
    const party = await this.service.getRelyingParty(rprId);
    return party.ok ? this.service.getIssuer(party.value.dn) : party;
  }

  /**
   * The stored answers, so the question screens show what was already given. Spec is silent on a
   * failure here: the answers are a convenience, so the questions stay usable (empty) and the
   * failure is only reported.
   */
  async loadAttributeData(): Promise<void> {
    const data = await this.service.getAttributeData();
    if (!data.ok) {
      this.reporter.report(new Error(`attribute data failed to load: ${data.error.message}`), {
        call: 'attributeData',
      });
      return;
    }
    this.store.addStoredValues(data.value);
  }

  /**
   * The stored answers as a question opens (QuestionViewModel.enter): read again, since another tab
   * or the phone may have answered meanwhile, except for a question opened right after the
   * interview's load read them, before any poll (a question opened from the link then waits for one
   * read of them, not two).
   */
  async refreshStoredAnswers(): Promise<void> {
    if (this.storedAnswersFresh) {
      this.storedAnswersFresh = false;
      return;
    }
    await this.loadAttributeData();
  }

  /**
   * Reloads the interview (polling, after a payment): skipped without a session, while a
   * submission runs or while the applicant is typing into a field, and the state is replaced only
   * if the data changed (spec 000 §4). A reload never touches what was typed: the answers being
   * edited live in the store's values and the question screen, which a reload does not read.
   *
   * Spec is silent on a failed reload: a network failure is left to the next poll (a blip must not
   * throw the applicant out of the page), while an error answer (signed out, link expired) shows
   * the error page as a load would.
   */
  async reload(): Promise<void> {
    // A poll means time has passed since the load: the next question opened reads the answers again.
    this.storedAnswersFresh = false;
    const rprId = this.store.rprId;
    if (this.store.reloadSkipped() || rprId === null) return;
    if (this.store.snapshot === null) return;
    const [interview, record] = await Promise.all([
      this.service.reloadInterview(rprId),
      this.service.getRequest(rprId),
    ]);
    // A submission started meanwhile owns the state now: this older answer would undo its marks.
    // Typing started meanwhile: the next poll brings the data once the applicant pauses.
    if (this.store.reloadSkipped()) return;
    for (const result of [interview, record]) {
      if (!result.ok) {
        if (result.error.kind !== 'network') runInAction(() => this.failWith(result.error));
        return;
      }
    }
    if (!interview.ok || !record.ok) return;
    this.store.reloaded(interview.value, record.value);
  }

  private failWith(error: ServiceError): void {
    if (error.kind === 'malformed') this.reporter.report(new Error(error.message), { kind: 'malformed' });
    this.fail({ reason: reasonOf(error) ?? 'unexpected', message: error.message });
  }

  private fail(failure: { reason: Parameters<ErrorViewModel['fail']>[0]; message?: string }): void {
    this.error.fail(failure.reason, failure.message);
    this.store.markFailed();
  }
}
