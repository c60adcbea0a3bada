import { inject, injectable } from 'inversify';
import { runInAction } from 'mobx';
import type { Balance } from '../../domain/money/balance';
import { DEFAULT_BALANCE, isBalanceDue } from '../../domain/money/balance';
import { formatAmount } from '../../domain/money/format-amount';
import { safeRedirectUrl } from '../../domain/links/safe-redirect';
import { isTyping } from '../../domain/polling/typing';
import type { NextStep } from '../../domain/questions/next-question';
import { nextIncompleteQuestion } from '../../domain/questions/next-question';
import type { OverviewItem } from '../../domain/questions/overview';
import { overviewItems } from '../../domain/questions/overview';
import { overviewHeader, overviewIntro } from '../../domain/questions/overview-header';
import type { Question } from '../../domain/questions/question';
import { LEAVE_WHILE_SUBMITTING } from '../../domain/questions/submission-texts';
import { resetVerificationOnEdit } from '../../domain/questions/attribute-edit';
import type { AttributeVerification, VerificationResult, Verifications } from '../../domain/questions/verification';
import { visibleQuestions } from '../../domain/questions/visibility';
import type { RequestRecord } from '../../domain/request-status/request-record';
import { requestStatusOfRecord } from '../../domain/request-status/request-status-of-record';
import type { RequestStatusType } from '../../domain/request-status/request-status-type';
import { returnLinkOf } from '../../domain/session/return-link';
import { storageWarning } from '../../domain/session/storage-warning';
import type { Session } from '../../domain/session/session';
import type { InterviewStatus } from '../../domain/stage/interview-status';
import { shouldLoadInterview } from '../../domain/stage/interview-status';
import { constantPollingEnabled } from '../../domain/stage/polling-rules';
import { shouldReplace, shouldSkipReload } from '../../domain/stage/reload-rules';
import type { JsonValue } from '../../domain/stage/reload-rules';
import type { Stage, StageRoute } from '../../domain/stage/stage';
import { allQuestionsComplete, routeOfStage, stageOf } from '../../domain/stage/stage';
import type { CardPayments } from '../ports/card-payments.port';
import type { Clock } from '../ports/clock.port';
import { CLOCK } from '../ports/clock.port';
import { CARD_PAYMENTS } from '../ports/card-payments.port';
import type { ErrorReporter } from '../ports/error-reporter.port';
import { ERROR_REPORTER } from '../ports/error-reporter.port';
import type { InterviewService, InterviewSnapshot, Issuer } from '../ports/interview-service.port';
import { INTERVIEW_SERVICE } from '../ports/interview-service.port';
import type { Navigator } from '../ports/navigator.port';
import { NAVIGATOR } from '../ports/navigator.port';
import type { ServiceError } from '../ports/service-error';
import { reasonOf } from '../ports/service-error';
import { LogoutUseCase } from '../use-cases/logout.use-case';
import { StartSessionUseCase } from '../use-cases/start-session.use-case';
import { ErrorViewModel } from './error.view-model';
import { SnackbarViewModel } from './snackbar.view-model';
import { makeViewModelObservable } from './view-model-observable';

const EMPTY_VERIFICATION: AttributeVerification = {
  result: { status: 'uninitialized' },
  failures: 0,
  resolutionAttempts: 0,
  datumIds: [],
};

/** The in-app path of a next step: a question screen, or the route of the current stage. */
export const pathOfStep = (step: NextStep, stageRoute: StageRoute): string =>
  step.kind === 'question' ? `/question/${step.slug}` : stageRoute;

/**
 * The interview store (spec 000 §3 'Interview state', §4 'Interview status'): the session, the
 * loaded interview, its request record and issuer, the answers and what is in flight, and every
 * rule derived from them (request status, stage, route, overview). Other view models change it
 * only through its methods.
 */
@injectable()
export class InterviewViewModel {
  status: InterviewStatus = 'uninitialized';
  session: Session | null = null;
  snapshot: InterviewSnapshot | null = null;
  record: RequestRecord | null = null;
  issuer: Issuer | null = null;
  /** The stored answers by attribute type (GET /attributeData). Kept in memory only, never stored. */
  values: Readonly<Record<string, unknown>> = {};
  verifications: Verifications = {};
  /** Attribute types whose answers are being sent (spec 000 §3 'submission flags per attribute'). */
  inFlight: Readonly<Record<string, true>> = {};
  /** Texts sent per attribute type for delegation to a phone. */
  delegations: Readonly<Record<string, number>> = {};
  /** When a field was last edited (clock ms), so a reload does not land while the applicant types. */
  private lastEditAt: number | null = null;
  /** The load under way, so a screen entered meanwhile waits for it instead of reading an empty store. */
  private pendingLoad: Promise<void> | null = null;

  constructor(
    @inject(INTERVIEW_SERVICE) private readonly service: InterviewService,
    @inject(CARD_PAYMENTS) private readonly cardPayments: CardPayments,
    @inject(ERROR_REPORTER) private readonly reporter: ErrorReporter,
    @inject(NAVIGATOR) private readonly navigator: Navigator,
    @inject(ErrorViewModel) private readonly error: ErrorViewModel,
    @inject(StartSessionUseCase) private readonly startSessionUseCase: StartSessionUseCase,
    @inject(LogoutUseCase) private readonly logoutUseCase: LogoutUseCase,
    @inject(SnackbarViewModel) private readonly snackbar: SnackbarViewModel,
    @inject(CLOCK) private readonly clock: Clock,
  ) {
    makeViewModelObservable(this, [
      'service',
      'cardPayments',
      'reporter',
      'navigator',
      'error',
      'startSessionUseCase',
      'logoutUseCase',
      'snackbar',
      'pendingLoad',
      'clock',
      'lastEditAt',
    ]);
  }

  /**
   * Starts the session of this page load from the link or the stored session (spec 000 §4 'Session
   * start'). Without browser session storage the session lives for this page load only, so a
   * permanent message says that refreshing loses progress (spec 000 §2).
   */
  startSession(search: string): Session | null {
    this.session = this.startSessionUseCase.execute(search);
    const warning = storageWarning(this.startSessionUseCase.storageAvailable);
    if (warning !== null) this.snackbar.show(warning, { permanent: true });
    return this.session;
  }

  private get rprId(): string | null {
    return this.session?.kind === 'interview' ? this.session.rprId : null;
  }

  /**
   * Loads the interview on entry unless it is already loading or loaded. Without a session the
   * link-expired page shows (unknown-request). The interview, the request record and the relying
   * party (then its issuer) load in parallel; the first failure decides the error page.
   *
   * A second call while a load is under way (the shell and the screen both load on entry) waits for
   * that load rather than returning at once, so the screen reads the loaded interview.
   *
   * Spec is silent on a business-check session here: it has no request id, so the business view
   * models run that flow and this store is left uninitialized.
   */
  async load(): Promise<void> {
    if (this.pendingLoad !== null) return this.pendingLoad;
    if (!shouldLoadInterview(this.status)) return;
    this.pendingLoad = this.loadOnce();
    try {
      await this.pendingLoad;
    } finally {
      this.pendingLoad = null;
    }
  }

  private async loadOnce(): Promise<void> {
    // Without a started session (the UI calls startSession first), the stored one starts now.
    if (this.session === null) this.startSession('');
    if (this.session === null) {
      this.fail({ reason: 'unknown-request' });
      return;
    }
    const rprId = this.rprId;
    if (rprId === null) return;
    this.status = 'loading';
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
    runInAction(() => {
      this.snapshot = interview.value;
      this.record = record.value;
      this.issuer = issuer.value;
      this.status = 'success';
    });
    this.reporter.identify({ email: interview.value.user.email, businessFlow: false, issuerId: issuer.value.id });
    if (isBalanceDue(interview.value.balance)) void this.cardPayments.prepare();
    if (interview.value.questions.some((question) => !question.complete)) await this.loadAttributeData();
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
    runInAction(() => {
      this.values = { ...data.value, ...this.values };
    });
  }

  /**
   * Reloads the interview (polling, after a payment): skipped without a session, while a
   * submission runs or while the applicant is typing into a field, and the state is replaced only
   * if the data changed (spec 000 §4). A reload never touches what was typed: the answers being
   * edited live in `values` and the question screen, which a reload does not read.
   *
   * Spec is silent on a failed reload: a network failure is left to the next poll (a blip must not
   * throw the applicant out of the page), while an error answer (signed out, link expired) shows
   * the error page as a load would.
   */
  async reload(): Promise<void> {
    const rprId = this.rprId;
    if (this.reloadSkipped() || rprId === null) return;
    if (this.snapshot === null) return;
    const [interview, record] = await Promise.all([
      this.service.reloadInterview(rprId),
      this.service.getRequest(rprId),
    ]);
    // A submission started meanwhile owns the state now: this older answer would undo its marks.
    // Typing started meanwhile: the next poll brings the data once the applicant pauses.
    if (this.reloadSkipped()) return;
    for (const result of [interview, record]) {
      if (!result.ok) {
        if (result.error.kind !== 'network') runInAction(() => this.failWith(result.error));
        return;
      }
    }
    if (!interview.ok || !record.ok) return;
    runInAction(() => {
      if (shouldReplace(this.snapshot as unknown as JsonValue, interview.value as unknown as JsonValue)) {
        this.snapshot = interview.value;
      }
      if (shouldReplace(this.record as unknown as JsonValue, record.value as unknown as JsonValue)) {
        this.record = record.value;
      }
    });
  }

  private reloadSkipped(): boolean {
    return shouldSkipReload({
      hasSession: this.rprId !== null,
      submitting: this.submitting,
      typing: isTyping(this.lastEditAt, this.clock.now()),
    });
  }

  /**
   * Logs out (DELETE /auth), clears the stored session; the status becomes loggedOut. Spec is
   * silent on what the page keeps: nothing of this applicant (answers, issuer, verification
   * results, texts sent), so a session started next in the same page load starts clean.
   */
  async logout(): Promise<void> {
    const result = await this.logoutUseCase.execute();
    if (!result.ok) this.reporter.report(new Error(`logout failed: ${result.error.message}`), { call: 'logout' });
    runInAction(() => {
      this.session = null;
      this.snapshot = null;
      this.record = null;
      this.issuer = null;
      this.values = {};
      this.verifications = {};
      this.delegations = {};
      this.status = 'loggedOut';
    });
  }

  private failWith(error: ServiceError): void {
    if (error.kind === 'malformed') this.reporter.report(new Error(error.message), { kind: 'malformed' });
    this.fail({ reason: reasonOf(error) ?? 'unexpected', message: error.message });
  }

  private fail(failure: { reason: Parameters<ErrorViewModel['fail']>[0]; message?: string }): void {
    this.error.fail(failure.reason, failure.message);
    this.status = 'error';
  }

  // Derived state -------------------------------------------------------------------------------

  get questions(): readonly Question[] {
    return this.snapshot?.questions ?? [];
  }

  get visibleQuestions(): readonly Question[] {
    return visibleQuestions(this.questions);
  }

  get allComplete(): boolean {
    return allQuestionsComplete(this.questions);
  }

  /** The request record's display state, then new advances to processing once every question is complete. */
  get requestStatus(): RequestStatusType {
    return requestStatusOfRecord(this.record, this.allComplete);
  }

  get balance(): Balance {
    return this.snapshot?.balance ?? DEFAULT_BALANCE;
  }

  /** The amount to pay as displayed ('$25.00'), or null when nothing is due. */
  get amountDue(): string | null {
    return isBalanceDue(this.balance) ? formatAmount(this.balance) : null;
  }

  get consentGiven(): boolean {
    return this.snapshot?.consentGiven ?? false;
  }

  get stage(): Stage {
    return stageOf({
      requestStatus: this.requestStatus,
      questions: this.questions,
      balance: this.balance,
      consentGiven: this.consentGiven,
      interviewStatus: this.status,
    });
  }

  get stageRoute(): StageRoute {
    return routeOfStage(this.stage);
  }

  get overview(): readonly OverviewItem[] {
    return overviewItems(this.questions);
  }

  get overviewHeader(): string {
    return overviewHeader({
      issuerName: this.issuer?.displayName,
      logoShown: (this.issuer?.wordmarkUri ?? null) !== null,
      questions: this.questions,
    });
  }

  get overviewIntro(): string {
    return overviewIntro(this.snapshot?.summary);
  }

  get enableReturn(): boolean {
    return this.session?.enableReturn ?? false;
  }

  /** The overview's 'Return' link (enableReturn and a continueUrl), only when it is a safe address. */
  get returnLink(): string | null {
    const link = returnLinkOf(this.session);
    return link === null ? null : safeRedirectUrl(link);
  }

  /** The session's continue URL (non-business sessions only), only when it is a safe address. */
  get continueUrl(): string | null {
    if (this.session?.kind !== 'interview' || this.session.continueUrl === undefined) return null;
    return safeRedirectUrl(this.session.continueUrl);
  }

  get businessFlow(): boolean {
    return this.session?.kind === 'business';
  }

  get pollingEnabled(): boolean {
    return constantPollingEnabled(this.snapshot?.featureFlags ?? {}, this.businessFlow);
  }

  get submitting(): boolean {
    return Object.keys(this.inFlight).length > 0;
  }

  question(attrType: string): Question | undefined {
    return this.questions.find((question) => question.attrType === attrType);
  }

  /** Where to go after `currentAttrType`: its next incomplete question, else the stage route. */
  nextQuestion(currentAttrType: string | null): NextStep {
    return nextIncompleteQuestion(currentAttrType, this.questions);
  }

  nextPath(currentAttrType: string | null): string {
    return pathOfStep(this.nextQuestion(currentAttrType), this.stageRoute);
  }

  verification(attrType: string): AttributeVerification {
    return this.verifications[attrType] ?? EMPTY_VERIFICATION;
  }

  delegationsSent(attrType: string): number {
    return this.delegations[attrType] ?? 0;
  }

  // Changes made by the other interview view models ---------------------------------------------

  /** An edit resets that attribute's verification result (spec 000 §4 'Attribute edits'). */
  editValue(attrType: string, value: unknown): void {
    this.lastEditAt = this.clock.now();
    this.values = { ...this.values, [attrType]: value };
    this.verifications = resetVerificationOnEdit(this.verifications, attrType);
  }

  /** Flags attributes in flight; while any is, leaving the page asks first (spec 000 §2). */
  setInFlight(attrTypes: readonly string[], inFlight: boolean): void {
    const next: Record<string, true> = { ...this.inFlight };
    for (const attrType of attrTypes) {
      if (inFlight) next[attrType] = true;
      else delete next[attrType];
    }
    this.inFlight = next;
    this.navigator.guardLeaving(this.submitting ? LEAVE_WHILE_SUBMITTING : null);
  }

  /** Marks questions complete; completing a question unhides its next questions (visibility is derived). */
  markComplete(attrTypes: readonly string[]): void {
    if (this.snapshot === null) return;
    this.snapshot = {
      ...this.snapshot,
      questions: this.snapshot.questions.map((question) =>
        attrTypes.includes(question.attrType) ? { ...question, complete: true } : question,
      ),
    };
  }

  setVerification(attrType: string, result: VerificationResult, datumIds?: readonly string[]): void {
    const current = this.verification(attrType);
    this.verifications = {
      ...this.verifications,
      [attrType]: {
        ...current,
        result,
        failures: current.failures + (result.status === 'failed' ? 1 : 0),
        datumIds: datumIds ?? current.datumIds,
      },
    };
  }

  countResolutionAttempt(attrType: string): void {
    const current = this.verification(attrType);
    this.verifications = {
      ...this.verifications,
      [attrType]: { ...current, resolutionAttempts: current.resolutionAttempts + 1 },
    };
  }

  countDelegation(attrType: string): void {
    this.delegations = { ...this.delegations, [attrType]: this.delegationsSent(attrType) + 1 };
  }

  /**
   * The service accepted the payment: nothing is due any more. Spec is silent on a reload that
   * fails right after paying: this keeps the applicant from being sent back to the checkout (and
   * paying twice); the next reload that succeeds brings the service's own balance.
   */
  markPaid(): void {
    if (this.snapshot !== null) this.snapshot = { ...this.snapshot, balance: { ...this.snapshot.balance, amount: 0 } };
  }

  markConsentGiven(): void {
    if (this.snapshot !== null) this.snapshot = { ...this.snapshot, consentGiven: true };
  }

  markFinished(): void {
    this.status = 'finished';
  }

  markTransition(): void {
    this.status = 'transition';
  }
}
