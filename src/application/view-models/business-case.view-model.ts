import { HTTP_MESSAGES } from '../../domain/errors/http-failure';
import { APP_SETTINGS, type AppSettings } from '../ports/app-settings.port';
import { inject, injectable } from 'inversify';
import type { IReactionDisposer } from 'mobx';
import { reaction, runInAction } from 'mobx';
import type { BusinessAddress } from '../../domain/business/business-address';
import type { BusinessSubmission } from '../../domain/business/case-input';
import { caseProgress } from '../../domain/business/case-progress';
import type { CaseQuestion, CaseQuestionKind, OwnersForm, SubmitBlocker } from '../../domain/business/case-questions';
import {
  businessFormValid,
  caseQuestionKinds,
  caseQuestions,
  ownersForm,
  submissionLists,
  submitBlocker,
} from '../../domain/business/case-questions';
import type { CaseStatus } from '../../domain/business/case-status';
import type { CaseTimelineStep } from '../../domain/business/case-timeline';
import { caseTimelineSteps } from '../../domain/business/case-timeline';
import { immediateCaseAnswer } from '../../domain/business/immediate-case';
import type { Roster } from '../../domain/business/roster';
import { allCollected, EMPTY_ROSTER, rosterEntries } from '../../domain/business/roster';
import { canResendLinks, canTransition } from '../../domain/business/roster-rules';
import type { ServiceType } from '../../domain/business/service-type';
import type { FormContent } from '../../domain/business/unsent-edits';
import { hasUnsentEdits } from '../../domain/business/unsent-edits';
import { BUSINESS_MESSAGES } from '../../domain/business/messages';
import { acceptRedirect } from '../../domain/links/address';
import { SUBMISSION_TEXTS } from '../../domain/questions/submission-texts';
import type { RequestStatusType } from '../../domain/request-status/request-status-type';
import { businessRequestStatus } from '../../domain/request-status/request-status-type';
import type { BusinessCase, BusinessCheckService, BusinessSession } from '../ports/business-check-service.port';
import { BUSINESS_CHECK_SERVICE } from '../ports/business-check-service.port';
import type { ErrorReporter } from '../ports/error-reporter.port';
import { ERROR_REPORTER } from '../ports/error-reporter.port';
import type { Navigator } from '../ports/navigator.port';
import { NAVIGATOR } from '../ports/navigator.port';
import type { Scheduler, Timer } from '../ports/scheduler.port';
import { SCHEDULER } from '../ports/scheduler.port';
import type { ServiceError } from '../ports/service-error';
import type { CaseProgressData } from '../use-cases/business-case-load.use-case';
import { BusinessCaseLoadUseCase } from '../use-cases/business-case-load.use-case';
import { StartSessionUseCase } from '../use-cases/start-session.use-case';
import { ErrorActionViewModel } from './error-action.view-model';
import { SnackbarViewModel } from './snackbar.view-model';
import { makeViewModelObservable } from './view-model-observable';

export type BusinessCaseStatus = 'uninitialized' | 'loading' | 'ready' | 'error';

export const BLANK_ADDRESS: BusinessAddress = { street: '', city: '', state: '', postcode: '' };

/**
 * How often the open form reads the case again (spec 000 §3: the interview's polling is off in the
 * business flow; the issue asks the case view to refresh itself). Spec is silent on the pace: every
 * 10 s, only while the page is visible, the form is sent (before that nobody has a link, and a read
 * would replace the lists being typed) and the case is not terminal (nothing more will change).
 * People submit their own checks over hours or days, so 10 s is quick enough for an owner watching
 * the page and light on the service.
 */
export const CASE_REFRESH_MS = 10_000;

/**
 * The business-listing form (spec 000 §2 'Business-listing form', §4 'Business form', 'Immediate
 * case', 'Case statuses'): the case, its status and submission, the address being typed and the
 * roster, and every rule derived from them. The roster's add, delete and link actions live in
 * BusinessRosterViewModel, which changes the roster only through `setRoster`.
 *
 * Spec is silent on when the form's questions count as complete: they are answered together by
 * 'Submit and continue to the next step', so they are complete once the service holds a
 * submission (GET answers one, or the save succeeded); the form is then 'sent'.
 *
 * Spec is silent on how the business flow transitions: its transition URL is the business
 * session's interview link (GET /v1/session interview_uri, the user's own submission), used only
 * when it is a safe absolute address, and moving on sends the browser there. The interview
 * service's requestTransition needs a request id, which a business session does not have.
 */
@injectable()
export class BusinessCaseViewModel {
  status: BusinessCaseStatus = 'uninitialized';
  caseId: number | null = null;
  businessCase: BusinessCase | null = null;
  session: BusinessSession | null = null;
  caseStatus: CaseStatus = 'unspecified';
  submissionStatus: string | null = null;
  verificationCaseId: string | null = null;
  hasSubmission = false;
  roster: Roster = EMPTY_ROSTER;
  /** The address as typed; kept when the service refuses it. */
  address: BusinessAddress = BLANK_ADDRESS;
  submitting = false;
  /** The immediate case runs by itself: the screen shows 'Working on your request'. */
  immediate = false;
  /** The 'Click "Continue" to resume your submission' modal. */
  resumeOffered = false;
  /** The submission page the browser is being sent to (the redirect modal), or null. */
  redirectingTo: string | null = null;
  /** Whether the page is visible (document.visibilityState); the refresh pauses while hidden. */
  pageVisible = true;
  /** The address and lists as last read or saved: edits are measured against them. */
  saved: FormContent = { address: BLANK_ADDRESS, roster: EMPTY_ROSTER };
  /** Lists whose add input holds addresses not added yet (the chip input's own state). */
  draftLists: Readonly<Record<string, true>> = {};
  /** Roster calls under way (a person added or deleted, BusinessRosterViewModel). */
  rosterCalls = 0;
  /** Counts local roster changes, so a background read taken before one does not undo it. */
  private rosterVersion = 0;
  private watching = false;
  private timer: Timer | null = null;
  private leaveGuard: IReactionDisposer | null = null;

  constructor(
    @inject(BUSINESS_CHECK_SERVICE) private readonly service: BusinessCheckService,
    @inject(BusinessCaseLoadUseCase) private readonly loader: BusinessCaseLoadUseCase,
    @inject(StartSessionUseCase) private readonly startSession: StartSessionUseCase,
    @inject(ErrorActionViewModel) private readonly errors: ErrorActionViewModel,
    @inject(SnackbarViewModel) private readonly snackbar: SnackbarViewModel,
    @inject(NAVIGATOR) private readonly navigator: Navigator,
    @inject(ERROR_REPORTER) private readonly reporter: ErrorReporter,
    @inject(SCHEDULER) private readonly scheduler: Scheduler,
    @inject(APP_SETTINGS) private readonly settings: AppSettings,
  ) {
    makeViewModelObservable(this, [
      'settings',
      'service',
      'loader',
      'startSession',
      'errors',
      'snackbar',
      'navigator',
      'reporter',
      'scheduler',
      'watching',
      'timer',
      'leaveGuard',
      'rosterVersion',
    ]);
  }

  /**
   * Opens the stored business session's case (the link's case id and auth code) unless it is
   * loading or loaded; without a stored session the link-expired page shows. An interview session
   * is not this form's business: nothing happens.
   */
  async load(): Promise<void> {
    if (this.status === 'loading' || this.status === 'ready') return;
    const session = this.startSession.stored();
    if (session === null) {
      this.status = 'error';
      this.errors.fail('unknown-request');
      return;
    }
    if (session.kind !== 'business') return;
    this.status = 'loading';
    this.caseId = session.caseId;
    const loaded = await this.loader.execute(session.caseId, session.authCode ?? null);
    if (!loaded.ok) {
      runInAction(() => (this.status = 'error'));
      this.failWith(loaded.error);
      return;
    }
    const { businessCase, session: user } = loaded.value;
    runInAction(() => {
      this.businessCase = businessCase;
      this.session = user;
      this.applyProgress(loaded.value);
      this.address = loaded.value.submission?.businessAddress ?? businessCase.businessAddress ?? BLANK_ADDRESS;
      this.saved = { ...this.saved, address: this.address };
      this.status = 'ready';
    });
    this.reporter.identify({ email: user.email, businessFlow: true, issuerId: null });
    await this.runImmediateCase();
    this.schedule();
  }

  // Refreshing while open ------------------------------------------------------------------------

  /**
   * The screen is open: the case is read again every CASE_REFRESH_MS while that is useful, and
   * leaving the page asks first while leaveWarning says so.
   */
  watch(): void {
    this.watching = true;
    this.schedule();
    this.leaveGuard ??= reaction(
      () => this.leaveWarning,
      (warning) => this.navigator.guardLeaving(warning),
      { fireImmediately: true },
    );
  }

  /** The screen closed: no more reads, and no more question on leaving. */
  unwatch(): void {
    this.watching = false;
    this.cancelTimer();
    this.leaveGuard?.();
    this.leaveGuard = null;
    this.navigator.guardLeaving(null);
  }

  /** The page was hidden or shown again; coming back reads the case at once. */
  setPageVisible(visible: boolean): void {
    const wasHidden = !this.pageVisible;
    this.pageVisible = visible;
    if (!visible) {
      this.cancelTimer();
      return;
    }
    if (wasHidden && this.refreshesItself) {
      this.cancelTimer();
      void this.poll();
    } else this.schedule();
  }

  /** Whether the form reads the case by itself now (see CASE_REFRESH_MS). */
  get refreshesItself(): boolean {
    // Spec 000 §4 'Polling': not once the request is complete; nor before it is processing.
    return this.watching && this.pageVisible && this.status === 'ready' && this.requestStatus === 'processing';
  }

  private schedule(): void {
    if (this.timer !== null || !this.refreshesItself) return;
    this.timer = this.scheduler.after(CASE_REFRESH_MS, () => {
      this.timer = null;
      void this.poll();
    });
  }

  private cancelTimer(): void {
    this.timer?.cancel();
    this.timer = null;
  }

  /**
   * One background read. Spec is silent on a background read that gets no answer: a network blip
   * is not worth leaving the form for, so it is tried again on the next round; any other failure
   * (an expired session, say) is shown as a failed call is. A read is skipped while a save runs.
   */
  private async poll(): Promise<void> {
    if (!this.refreshesItself) return;
    const caseId = this.caseId;
    if (!this.submitting && caseId !== null) {
      const version = this.rosterVersion;
      const progress = await this.loader.progress(caseId);
      // A read that crossed a roster change or call (a person being added) may not hold it yet:
      // it is not applied, and the next round reads again.
      const current = version === this.rosterVersion && this.rosterCalls === 0;
      if (progress.ok && current) runInAction(() => this.applyProgress(progress.value));
      else if (!progress.ok && progress.error.kind !== 'network') this.failWith(progress.error);
    }
    this.schedule();
  }

  /** Reads the case status and the submission again; false when that failed (the error is shown). */
  async refresh(): Promise<boolean> {
    if (this.caseId === null) return this.noCase();
    const progress = await this.loader.progress(this.caseId);
    if (!progress.ok) {
      this.failWith(progress.error);
      return false;
    }
    runInAction(() => this.applyProgress(progress.value));
    return true;
  }

  private applyProgress({ status, submission }: CaseProgressData): void {
    this.caseStatus = status.caseStatus;
    this.submissionStatus = status.submissionStatus;
    this.hasSubmission = submission !== null;
    this.verificationCaseId = submission?.verificationCaseId ?? null;
    this.roster = this.rosterOf(submission);
    // The lists as read are the service's: edits to them are measured from here.
    this.saved = { ...this.saved, roster: this.roster };
  }

  /**
   * Spec is silent on the primary owner before anything was saved: it is the signed-in user (the
   * case user of spec 000 §6), so the roster starts with their e-mail, pending.
   */
  private rosterOf(submission: BusinessSubmission | null): Roster {
    if (submission !== null && submission.roster.primaryOwner !== null) return submission.roster;
    const email = this.session?.email.trim() ?? '';
    const roster = submission?.roster ?? EMPTY_ROSTER;
    return email === '' ? roster : { ...roster, primaryOwner: { email, status: 'pending' } };
  }

  editAddress(change: Partial<BusinessAddress>): void {
    this.address = { ...this.address, ...change };
  }

  /** The roster after an add, delete or move (BusinessRosterViewModel). */
  setRoster(roster: Roster): void {
    this.roster = roster;
    this.rosterVersion += 1;
  }

  /** A roster call starts (true) or ends (false): leaving asks meanwhile, background reads wait. */
  rosterCall(running: boolean): void {
    this.rosterCalls = Math.max(0, this.rosterCalls + (running ? 1 : -1));
    this.rosterVersion += 1;
  }

  /**
   * 'Submit and continue to the next step': saves the address and the lists. A refused address
   * shows the service's permanent snackbar and keeps everything typed; any other failure goes to
   * the error state and its automatic action. On success the form is sent and, when the user's
   * own submission is still pending, the resume modal opens.
   */
  async submit(): Promise<void> {
    const caseId = this.caseId;
    if (!this.canSubmit) return;
    if (caseId === null) {
      this.noCase();
      return;
    }
    this.submitting = true;
    const savingAddress = { ...this.address };
    const result = await this.service.saveSubmission(caseId, {
      verificationCaseId: this.verificationCaseId,
      businessAddress: { ...this.address },
      ...submissionLists(this.questions, this.roster),
    });
    if (!result.ok) {
      runInAction(() => (this.submitting = false));
      this.saveFailed(result.error);
      return;
    }
    runInAction(() => {
      this.hasSubmission = true;
      this.saved = { ...this.saved, address: savingAddress };
    });
    await this.refresh();
    runInAction(() => {
      this.submitting = false;
      this.resumeOffered = this.canTransition;
    });
    this.schedule();
  }

  /**
   * A business call without a case id (spec 000 §6: only the business flow may submit business
   * data; without a caseId these give the unexpected error). Always false, for the caller to return.
   */
  noCase(): false {
    this.status = 'error';
    this.errors.fail('unexpected');
    return false;
  }

  /**
   * Shows a failed call (BusinessRosterViewModel's too). A failure whose automatic action leaves
   * the form (an expired or refused session) marks it for loading again on the next visit.
   */
  failWith(error: ServiceError): void {
    if (this.errors.failWith(error) !== null) this.status = 'error';
  }

  private saveFailed(error: ServiceError): void {
    // The catalogue's text, read while it shows (the service's refusal carries the same words).
    if (error.kind === 'invalid-business-address') {
      this.snackbar.show(() => HTTP_MESSAGES.invalidBusinessAddress, { permanent: true });
    } else this.failWith(error);
  }

  /** 'Continue later' closes the resume modal. */
  continueLater(): void {
    this.resumeOffered = false;
  }

  /** Moves on to the user's own submission, when the rules allow it. */
  transition(): boolean {
    const url = this.transitionUrl;
    if (!this.canTransition || url === null) return false;
    this.resumeOffered = false;
    this.redirectingTo = url;
    this.navigator.redirect(url);
    return true;
  }

  /**
   * The immediate case (spec 000 §4): the user's own e-mail is the only list, saved by itself,
   * then the user moves on to their own submission. Spec is silent on an immediate case whose
   * move cannot happen (already submitted, no interview link) or whose save fails: the normal
   * form shows instead, with the failure shown as any save failure is.
   */
  private async runImmediateCase(): Promise<void> {
    const businessCase = this.businessCase;
    const caseId = this.caseId;
    if (businessCase === null || caseId === null || this.complete) return;
    const [question] = this.questions;
    const answer = immediateCaseAnswer(businessCase.requiredChecks, this.questions.length, this.session?.email ?? null);
    if (answer === null || question === undefined) return;
    this.immediate = true;
    if (!this.hasSubmission) {
      const saved = await this.service.saveSubmission(caseId, {
        verificationCaseId: this.verificationCaseId,
        businessAddress: businessCase.businessAddress ?? this.address,
        businessOwners: question === 'owners' ? answer.emails : [],
        fieldWorkers: question === 'fieldWorkers' ? answer.emails : [],
      });
      if (!saved.ok) {
        runInAction(() => (this.immediate = false));
        this.saveFailed(saved.error);
        return;
      }
      if (!(await this.refresh())) {
        runInAction(() => (this.immediate = false));
        return;
      }
    }
    runInAction(() => {
      if (!this.transition()) this.immediate = false;
    });
  }

  // Derived state -------------------------------------------------------------------------------

  get serviceType(): ServiceType | null {
    return this.businessCase?.serviceType ?? null;
  }

  get questions(): readonly CaseQuestion[] {
    return this.businessCase === null ? [] : caseQuestions(this.businessCase.requiredChecks);
  }

  get hasFieldWorkerQuestion(): boolean {
    return this.questions.includes('fieldWorkers');
  }

  /**
   * The business flow's request status (spec 000 §4 'Request status'): complete once the case
   * status is not unspecified, processing when every question is complete, else new. The form's
   * questions are answered together, so they are complete once the service holds a submission.
   */
  get requestStatus(): RequestStatusType {
    return businessRequestStatus(this.caseStatus, this.hasSubmission);
  }

  /** The case has an outcome (request status complete): the form is disabled (spec 000 §6). */
  get complete(): boolean {
    return this.requestStatus === 'complete';
  }

  /** 'Sent' means complete or every question complete (spec 000 §4): the request is no longer new. */
  get sent(): boolean {
    return this.requestStatus !== 'new';
  }

  /**
   * Whether the form holds what the service does not have: before it is sent, an address or lists
   * other than those last read or saved; at any time before the case ends, addresses typed into an
   * add input and not added (see hasUnsentEdits).
   */
  get unsentEdits(): boolean {
    if (this.status !== 'ready' || this.complete || this.immediate) return false;
    if (Object.keys(this.draftLists).length > 0) return true;
    return !this.sent && hasUnsentEdits({ address: this.address, roster: this.roster }, this.saved);
  }

  /**
   * What leaving the page asks, or null: spec 000 §2's question while the submission (or a roster
   * call) is in flight,
   * ours while edits are unsent (a reload would lose them without a word).
   */
  get leaveWarning(): string | null {
    // A person's addition or deletion in flight is a save of the form too (spec 000 §2).
    if (this.submitting || this.rosterCalls > 0) return SUBMISSION_TEXTS.leaveWhileSubmitting;
    return this.unsentEdits ? BUSINESS_MESSAGES.leaveWithUnsentEdits : null;
  }

  /** The add input of `list` holds addresses not added yet (true) or none (false). */
  setDraft(list: string, pending: boolean): void {
    const { [list]: _was, ...rest } = this.draftLists;
    this.draftLists = pending ? { ...rest, [list]: true } : rest;
  }

  /** The attribute type of each question (help links are per question kind). */
  get questionKinds(): readonly CaseQuestionKind[] {
    return caseQuestionKinds(this.questions);
  }

  /** The owners section: a table, or the single-email 'business owner(s)' form. */
  get ownersForm(): OwnersForm {
    return this.serviceType === null ? 'table' : ownersForm(this.serviceType, this.questions);
  }

  get valid(): boolean {
    return businessFormValid({ questions: this.questions, address: this.address, roster: this.roster });
  }

  /** Why 'Submit and continue to the next step' is disabled, or null when it is enabled. */
  get submitBlocker(): SubmitBlocker | null {
    return submitBlocker({
      questions: this.questions,
      address: this.address,
      roster: this.roster,
      submitting: this.submitting,
      sent: this.sent,
    });
  }

  get canSubmit(): boolean {
    return this.status === 'ready' && this.submitBlocker === null;
  }

  get allCollected(): boolean {
    return allCollected(this.roster);
  }

  get canResendLinks(): boolean {
    return canResendLinks({ sent: this.sent, complete: this.complete, allCollected: this.allCollected });
  }

  get transitionUrl(): string | null {
    const uri = this.session?.interviewUri ?? null;
    return uri === null ? null : acceptRedirect(uri, this.settings.redirectOrigins);
  }

  get canTransition(): boolean {
    return canTransition({
      complete: this.complete,
      transitionUrl: this.transitionUrl,
      userEmail: this.session?.email ?? null,
      roster: this.roster,
    });
  }

  /** The three-step timeline shown once the form is sent. */
  get timeline(): readonly CaseTimelineStep[] {
    return caseTimelineSteps(this.caseStatus, this.allCollected);
  }

  get progress(): number {
    const entries = rosterEntries(this.roster);
    const submitted = entries.filter((entry) => entry.status === 'submitted').length;
    return caseProgress(this.caseStatus, submitted, entries.length);
  }
}
