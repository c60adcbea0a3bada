import type { Language } from '../../domain/language/language';
import { inject, injectable } from 'inversify';
import type { Balance } from '../../domain/money/balance';
import { DEFAULT_BALANCE, isBalanceDue } from '../../domain/money/balance';
import { formatAmount } from '../../domain/money/format-amount';
import { acceptAddress } from '../../domain/links/address';
import { issuerTextsIn } from '../../domain/language/issuer-texts';
import { questionsIn } from '../../domain/language/question-texts';
import { isTyping } from '../../domain/polling/typing';
import type { NextStep } from '../../domain/questions/next-question';
import { nextIncompleteQuestion } from '../../domain/questions/next-question';
import type { Question } from '../../domain/questions/question';
import { SUBMISSION_TEXTS } from '../../domain/questions/submission-texts';
import { documentQuestionOf, groupDocumentQuestions } from '../../domain/questions/document-grouping';
import { visibleQuestions } from '../../domain/questions/visibility';
import type { RequestRecord } from '../../domain/request-status/request-record';
import { requestStatusOfRecord } from '../../domain/request-status/request-status-of-record';
import type { RequestStatusType } from '../../domain/request-status/request-status-type';
import { LOGGED_OUT_PATH } from '../../domain/session/resolve-route';
import type { Session } from '../../domain/session/session';
import type { InterviewStatus } from '../../domain/stage/interview-status';
import { showsInterviewScreens } from '../../domain/stage/interview-status';
import { constantPollingEnabled } from '../../domain/stage/polling-rules';
import { shouldReplace, shouldSkipReload } from '../../domain/stage/reload-rules';
import type { JsonValue } from '../../domain/stage/reload-rules';
import type { Stage, StageRoute } from '../../domain/stage/stage';
import { allQuestionsComplete, routeOfStage, stageOf } from '../../domain/stage/stage';
import type { Clock } from '../ports/clock.port';
import { CLOCK } from '../ports/clock.port';
import type { InterviewSnapshot, Issuer } from '../ports/interview-service.port';
import type { Navigator } from '../ports/navigator.port';
import { NAVIGATOR } from '../ports/navigator.port';
import { LanguageStore } from './language.store';
import { makeViewModelObservable } from './view-model-observable';

/** The in-app path of a next step: a question screen, or the route of the current stage. */
export const pathOfStep = (step: NextStep, stageRoute: StageRoute): string =>
  step.kind === 'question' ? `/question/${step.slug}` : stageRoute;

/**
 * What a main route does for the page's session (InterviewStore.gate): show itself, the loading
 * screen or the error page, or send the browser to another route instead (the history entry
 * replaced; nothing loads for this one).
 */
export type RouteGate = 'show' | 'loading' | 'error' | { readonly to: string };

/** What a load brings: the interview, its request record and the relying party's issuer. */
export interface LoadedInterview {
  readonly snapshot: InterviewSnapshot;
  readonly record: RequestRecord;
  readonly issuer: Issuer;
}

/**
 * The interview store (spec 000 §3 'Interview state', §4 'Interview status'): the session, the
 * loaded interview, its request record and issuer, the answers and what is in flight, and every
 * rule derived from them (request status, stage, route). The view models and the load use case
 * (InterviewLoadUseCase) change it only through its methods; it calls no service itself.
 *
 * The issuer's texts and the questions' texts are the issuer's own words, which it may give per
 * language (issue 28): `issuer` and `questions` give every reader them in the page's language,
 * computed over the language store, so a switch re-renders the screens and loads nothing. What is
 * sent to the service is never read from them where a language could change it (`issuerAsSent`).
 */
@injectable()
export class InterviewStore {
  status: InterviewStatus = 'uninitialized';
  session: Session | null = null;
  snapshot: InterviewSnapshot | null = null;
  record: RequestRecord | null = null;
  /**
   * The issuer as the service sent it, its texts in English and its translations apart. Read it
   * only for what must not change with the language; screens read `issuer`.
   */
  issuerAsSent: Issuer | null = null;
  /** The stored answers by attribute type (GET /attributeData). Kept in memory only, never stored. */
  values: Readonly<Record<string, unknown>> = {};
  /** Attribute types whose answers are being sent (spec 000 §3 'submission flags per attribute'). */
  inFlight: Readonly<Record<string, true>> = {};
  /**
   * On a phone that opened a hand-off link: the question handed to it (the redeemed code's
   * attrType), whose end sends the applicant back to the computer. Null otherwise. This page load
   * only: a reload on the phone carries on as an ordinary session.
   */
  handedOff: string | null = null;
  /** When a field was last edited (clock ms), so a reload does not land while the applicant types. */
  private lastEditAt: number | null = null;

  constructor(
    @inject(NAVIGATOR) private readonly navigator: Navigator,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(LanguageStore) private readonly languages: LanguageStore,
  ) {
    makeViewModelObservable(this, ['navigator', 'clock', 'languages', 'lastEditAt']);
  }

  /** The language the page shows (issue 28): links that open the interview on a phone carry it. */
  get language(): Language {
    return this.languages.language;
  }

  /**
   * The relying party's issuer with its texts (consent HTML, confirmation and status messages,
   * privacy policy) in the page's language: the issuer's translation where it gives one, else its
   * English as given (issuerTextsIn).
   */
  get issuer(): Issuer | null {
    return this.issuerAsSent === null ? null : issuerTextsIn(this.issuerAsSent, this.languages.language);
  }

  /** The request id of an interview session (a business session has none). */
  get rprId(): string | null {
    return this.session?.kind === 'interview' ? this.session.rprId : null;
  }

  /**
   * A reload is skipped without a session, while a submission runs or while the applicant is
   * typing into a field (spec 000 §4). Not a computed value: typing depends on the clock.
   */
  reloadSkipped(): boolean {
    return shouldSkipReload({
      hasSession: this.rprId !== null,
      submitting: this.submitting,
      typing: isTyping(this.lastEditAt, this.clock.now()),
    });
  }

  // Changes made by the load use case --------------------------------------------------------------

  startSession(session: Session | null): void {
    this.session = session;
  }

  /** The session was started by a hand-off link for `attrType` (HandoffStartUseCase). */
  startHandOff(attrType: string): void {
    this.handedOff = attrType;
  }

  markLoading(): void {
    this.status = 'loading';
  }

  markFailed(): void {
    this.status = 'error';
  }

  loaded(interview: LoadedInterview): void {
    this.snapshot = interview.snapshot;
    this.record = interview.record;
    this.issuerAsSent = interview.issuer;
    this.status = 'success';
  }

  /** Stored answers that came in: what the applicant already edited here wins. */
  addStoredValues(values: Readonly<Record<string, unknown>>): void {
    this.values = { ...values, ...this.values };
  }

  /** A reload's answer: each part is replaced only if its data changed (spec 000 §4). */
  reloaded(snapshot: InterviewSnapshot, record: RequestRecord): void {
    if (shouldReplace(this.snapshot as unknown as JsonValue, snapshot as unknown as JsonValue)) {
      this.snapshot = snapshot;
    }
    if (shouldReplace(this.record as unknown as JsonValue, record as unknown as JsonValue)) {
      this.record = record;
    }
  }

  /**
   * The applicant logged out. Spec is silent on what the page keeps: nothing of this applicant
   * (answers, issuer, verification results, texts sent), so a session started next in the same
   * page load starts clean (texts sent are the DelegationStore's, which forgets them the same way).
   */
  loggedOut(): void {
    this.session = null;
    this.snapshot = null;
    this.record = null;
    this.issuerAsSent = null;
    this.values = {};
    this.handedOff = null;
    this.status = 'loggedOut';
  }

  // Derived state -------------------------------------------------------------------------------

  /**
   * The interview's questions as the applicant sees them: their texts in the page's language
   * (questionsIn), document page attributes merged into one question per document (spec 000 §4
   * 'Document-check grouping'); the snapshot keeps the service's list.
   */
  get questions(): readonly Question[] {
    return groupDocumentQuestions(questionsIn(this.snapshot?.questions ?? [], this.languages.language));
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

  /**
   * What a main route shows (spec 000 §2 'Route guarding by stage'); `expected` is its stage route,
   * null for the question route (its screen redirects by its own rule), in this order:
   * - A business session goes to its form on /overview. Its questions live there (spec 000 §2: the
   *   question screen sends a business session on), and the other interview routes read a request
   *   a business session does not have, so they would wait on the loading screen forever. Spec is
   *   silent on /pay, /finishing, /done and /status for a business session: the form, which shows
   *   the case's own progress and timeline, is its one page.
   * - After a logout in this page, the logged-out page (ours), before anything loads: loading with
   *   no session would call the link the applicant just left 'expired' (spec 000 §4), which it is not.
   * - Then the error page on a failed load, the loading screen until the interview shows, and the
   *   route of the actual stage when it is not `expected`.
   */
  gate(expected: StageRoute | null): RouteGate {
    // A business session's /overview is the business-check form (spec 000 §2).
    if (this.businessFlow) return { to: routeOfStage('request') };
    if (this.status === 'loggedOut') return { to: LOGGED_OUT_PATH };
    if (this.status === 'error') return 'error';
    if (!showsInterviewScreens(this.status)) return 'loading';
    if (expected !== null && this.stageRoute !== expected) return { to: this.stageRoute };
    return 'show';
  }

  get enableReturn(): boolean {
    return this.session?.enableReturn ?? false;
  }

  /** The session's continue URL (non-business sessions only), only when it is a safe address. */
  get continueUrl(): string | null {
    if (this.session?.kind !== 'interview' || this.session.continueUrl === undefined) return null;
    return acceptAddress(this.session.continueUrl, 'navigate');
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

  // Changes made by the other interview view models ---------------------------------------------

  /** An edit (the verification result is reset by VerificationStore.edited). */
  editValue(attrType: string, value: unknown): void {
    this.noteTyping();
    this.values = { ...this.values, [attrType]: value };
  }

  /**
   * The applicant is typing into a field that keeps its value itself until focus leaves it (the
   * schema form): a reload waits as it does for any edit (spec 000 §4). Only a time is kept, which
   * nothing observes, so a keystroke costs nothing more.
   */
  noteTyping(): void {
    this.lastEditAt = this.clock.now();
  }

  /** Flags attributes in flight; while any is, leaving the page asks first (spec 000 §2). */
  setInFlight(attrTypes: readonly string[], inFlight: boolean): void {
    const next: Record<string, true> = { ...this.inFlight };
    for (const attrType of attrTypes) {
      if (inFlight) next[attrType] = true;
      else delete next[attrType];
    }
    this.inFlight = next;
    // Read when the browser asks, so the question is in the language the page speaks then.
    this.navigator.guardLeaving(this.submitting ? () => SUBMISSION_TEXTS.leaveWhileSubmitting : null);
  }

  /**
   * Marks questions complete, a merged document question with every page attribute in it;
   * completing a question unhides its next questions (visibility is derived).
   */
  markComplete(attrTypes: readonly string[]): void {
    if (this.snapshot === null) return;
    const done = (attrType: string) =>
      attrTypes.includes(attrType) || attrTypes.includes(documentQuestionOf(attrType) ?? attrType);
    this.snapshot = {
      ...this.snapshot,
      questions: this.snapshot.questions.map((question) =>
        done(question.attrType) ? { ...question, complete: true } : question,
      ),
    };
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
