import { inject, injectable } from 'inversify';
import type { IReactionDisposer } from 'mobx';
import { reaction, runInAction } from 'mobx';
import { DELEGATION_MESSAGES, isPermanentDelegationMessage } from '../../domain/errors/delegation-messages';
import type { DelegationOutcome } from '../../domain/errors/delegation-messages';
import { encodeAnswer } from '../../domain/answers/encode-answer';
import type { Submission } from '../../domain/encoding/submission';
import { submissionFor, submissionOfAttributes } from '../../domain/encoding/submission';
import type { ConsentAttributes } from '../../domain/consent/consent-submission';
import { suppliedConsentHtml } from '../../domain/consent/consent-html';
import { POLLING_MESSAGES } from '../../domain/polling/messages';
import { checkKindOfQuestion } from '../../domain/questions/check-kind-of';
import { delegationsRemaining } from '../../domain/questions/delegation';
import type { PhoneInputValue } from '../../domain/validation/phone-number';
import type { QuestionField } from '../../domain/questions/field-kind';
import { fieldKindOf } from '../../domain/questions/field-kind';
import type { SubmitLabel } from '../../domain/questions/messages';
import type { Question } from '../../domain/questions/question';
import { isLastUnansweredQuestion, submitButtonLabel } from '../../domain/questions/submit-button';
import type { AttributeVerification } from '../../domain/questions/verification';
import { isQuestionVisible } from '../../domain/questions/visibility';
import { attrTypeOfSlug } from '../../domain/session/slug';
import { calendarDateOf } from '../../domain/shared/calendar-date';
import type { Result } from '../../domain/shared/result';
import type { CheckKind } from '../../domain/answers/registry';
import { isStringCheckKind } from '../../domain/answers/registry';
import type { CheckContext } from '../../domain/answers/check-answer';
import { checkAnswer } from '../../domain/answers/check-answer';
import { VALIDATION_MESSAGES } from '../../domain/validation/messages';
import type { Verdict } from '../../domain/validation/verdict';
import type { Clock } from '../ports/clock.port';
import { CLOCK } from '../ports/clock.port';
import type { ErrorReporter } from '../ports/error-reporter.port';
import { ERROR_REPORTER } from '../ports/error-reporter.port';
import type { Tracker } from '../ports/tracking.port';
import { TRACKER } from '../ports/tracking.port';
import type { Navigator } from '../ports/navigator.port';
import { NAVIGATOR } from '../ports/navigator.port';
import { submissionFailureReason } from '../../domain/errors/submission-failure';
import { InterviewLoadUseCase } from '../use-cases/interview-load.use-case';
import { TextDelegationUseCase } from '../use-cases/text-delegation.use-case';
import type { SubmitMode } from '../use-cases/verification.use-case';
import { VerificationUseCase } from '../use-cases/verification.use-case';
import { ErrorViewModel } from './error.view-model';
import { InterviewStore } from './interview.store';
import { SnackbarViewModel } from './snackbar.view-model';
import { DelegationStore } from './delegation.store';
import { VerificationStore } from './verification.store';
import { makeViewModelObservable } from './view-model-observable';

export type { SubmitMode } from '../use-cases/verification.use-case';

export type DelegationStatus = 'uninitialized' | 'loading' | 'success' | 'error';

/**
 * One question screen (spec 000 §2 'Question screen', §4 'Submission', 'Delegation'; spec 001 §4).
 *
 * Spec is silent on when a validation message shows: only after the field was left (blur) or a
 * submit was tried, so an applicant is not told off while still typing the first characters.
 *
 * Spec is silent on a background reload that completes the open question (answered on another
 * device): without edits here the applicant moves on as entering a complete question does (the
 * history entry replaced); with unsaved edits the screen stays with what was typed and says so,
 * since sending it would replace the other answer and leaving would drop the typing.
 */
@injectable()
export class QuestionViewModel {
  attrType: string | null = null;
  /** What the applicant typed; kept through a failed submission, never stored in the browser. */
  value: unknown = null;
  touched = false;
  attempted = false;
  submitting = false;
  /** Upload progress from 0 to 1 while sending, else null. */
  progress: number | null = null;
  delegationStatus: DelegationStatus = 'uninitialized';
  /** The applicant changed the field since it opened: what is typed is not stored yet. */
  edited = false;
  /**
   * A phone answered the question handed to it (InterviewStore.handedOff): the screen says it is
   * done there and to go back to the computer, instead of moving on to the next question.
   */
  doneOnThisPhone = false;
  /** Ends the verification polling under way, if any (the screen is left). */
  private stopPolling: (() => void) | null = null;
  /** Ends watching the open question for a completion that came from elsewhere. */
  private stopWatching: IReactionDisposer | null = null;
  /** This screen completed the question itself (its own submission), so the completion is expected. */
  private completedHere = false;
  /** The issuer whose unreadable consent HTML was reported in this page load (reported once). */
  private consentHtmlReportedFor: string | null = null;

  constructor(
    @inject(InterviewStore) private readonly interview: InterviewStore,
    @inject(ErrorViewModel) private readonly error: ErrorViewModel,
    @inject(SnackbarViewModel) private readonly snackbar: SnackbarViewModel,
    @inject(NAVIGATOR) private readonly navigator: Navigator,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(ERROR_REPORTER) private readonly reporter: ErrorReporter,
    @inject(InterviewLoadUseCase) private readonly loader: InterviewLoadUseCase,
    @inject(VerificationUseCase) private readonly verifications: VerificationUseCase,
    @inject(TextDelegationUseCase) private readonly textDelegation: TextDelegationUseCase,
    @inject(VerificationStore) private readonly verificationStore: VerificationStore,
    @inject(TRACKER) private readonly tracker: Tracker,
    @inject(DelegationStore) private readonly delegations: DelegationStore,
  ) {
    makeViewModelObservable(this, [
      'interview',
      'error',
      'snackbar',
      'navigator',
      'clock',
      'reporter',
      'loader',
      'verifications',
      'textDelegation',
      'verificationStore',
      'tracker',
      'delegations',
      'stopPolling',
      'stopWatching',
      'completedHere',
      'consentHtmlReportedFor',
    ]);
  }

  /**
   * Enters the screen of `slug`: loads the interview if needed and the stored answers, then shows
   * the question, or redirects (replacing the history entry) to the next incomplete question or
   * the stage route when the question is complete, missing, hidden (metadata.hidden, or a selfie
   * behind an unfinished biometric consent), or the session is a business one.
   *
   * Spec is silent on where a hidden question sends the applicant: to the first incomplete
   * visible question (else the stage route), not through the hidden question's own next
   * questions, which only its answer would unhide.
   */
  async enter(slug: string): Promise<void> {
    await this.loader.load();
    if (this.interview.status === 'error' || this.interview.status === 'loggedOut') return;
    const attrType = attrTypeOfSlug(
      slug,
      this.interview.questions.map((question) => question.attrType),
    );
    // Spec is silent on where a business session goes: its questions live in the business form, on the overview.
    if (this.interview.businessFlow) {
      this.navigator.go('/overview', { replace: true });
      return;
    }
    const question = this.interview.question(attrType);
    if (question === undefined || question.complete) {
      this.navigator.go(this.interview.nextPath(attrType), { replace: true });
      return;
    }
    if (!isQuestionVisible(question, this.interview.questions)) {
      this.navigator.go(this.interview.nextPath(null), { replace: true });
      return;
    }
    await this.loader.refreshStoredAnswers();
    this.open(attrType);
    const field = this.field;
    if (field !== null && !field.ok) this.error.fail('unexpected', field.error);
  }

  /** Shows a question with its stored answer, if any. */
  open(attrType: string): void {
    this.dispose();
    this.attrType = attrType;
    this.value = this.interview.values[attrType] ?? null;
    this.touched = false;
    this.attempted = false;
    this.edited = false;
    this.doneOnThisPhone = false;
    this.completedHere = false;
    this.progress = null;
    this.delegationStatus = 'uninitialized';
    this.reportUnreadConsentHtml();
    this.tracker.track({ kind: 'question-opened', attrType });
    this.stopWatching = reaction(
      () => this.question?.complete === true,
      (complete) => {
        if (complete && !this.completedHere) this.answeredElsewhere(attrType);
      },
    );
  }

  /**
   * A consent question opens while the issuer's consent HTML holds entries the app cannot read
   * (Issuer.unreadConsentHtml): the applicant may be reading the default disclosure, and
   * `consent.fcra.authorized` may not be sent (spec 001 §5.10), so the entries are reported, by key
   * only (never their content; the report names the issuer through identify), once per page load.
   * Reported here, where it matters, rather than on every load: the load is in the start bundle.
   */
  private reportUnreadConsentHtml(): void {
    const issuer = this.interview.issuerAsSent;
    if (this.question?.type !== 'consent' || issuer === null || issuer.unreadConsentHtml.length === 0) return;
    if (this.consentHtmlReportedFor === issuer.id) return;
    this.consentHtmlReportedFor = issuer.id;
    this.reporter.report(new Error('unreadable consent HTML'), { keys: issuer.unreadConsentHtml.join(' ') });
  }

  /** Stops verification polling and watching the question (the screen is left). */
  dispose(): void {
    this.stopPolling?.();
    this.stopWatching?.();
    this.stopWatching = null;
  }

  /** A reload brought the open question as complete: see the class comment. */
  private answeredElsewhere(attrType: string): void {
    if (this.edited) this.snackbar.show(() => POLLING_MESSAGES.answeredElsewhere, { permanent: true });
    else this.navigator.go(this.interview.nextPath(attrType), { replace: true });
  }

  get question(): Question | undefined {
    return this.attrType === null ? undefined : this.interview.question(this.attrType);
  }

  /** The field to show; an error value for an unknown field type (spec 000 §2). */
  get field(): Result<QuestionField, string> | null {
    const question = this.question;
    return question === undefined ? null : fieldKindOf(question);
  }

  /** The validator of the field, or null for a captured answer (files, images, sessions). */
  get checkKind(): CheckKind | null {
    const field = this.field;
    const question = this.question;
    return question !== undefined && field !== null && field.ok ? checkKindOfQuestion(question, field.value) : null;
  }

  private get checkContext(): CheckContext {
    return {
      today: calendarDateOf(new Date(this.clock.now())),
      // As sent: the consent attribute types sent never change with the page's language (issue 28).
      consentHtmlAttrTypes: suppliedConsentHtml(this.interview.issuerAsSent?.consentHtml ?? {}),
    };
  }

  /** Nothing typed yet counts as an empty string for the string kinds, so their own message shows. */
  private get answer(): unknown {
    const kind = this.checkKind;
    return kind !== null && isStringCheckKind(kind) && (this.value === null || this.value === undefined)
      ? ''
      : this.value;
  }

  /** The verdict on the current value; a value without the field's shape counts as not given. */
  get verdict(): Verdict {
    const kind = this.checkKind;
    if (kind === null) return { valid: true };
    const checked = checkAnswer(kind, this.answer, this.checkContext);
    return checked.ok ? checked.value : { valid: false, message: VALIDATION_MESSAGES.required };
  }

  get valid(): boolean {
    return this.verdict.valid;
  }

  /** The message under the field, once the field was left or a submit was tried. */
  get errorMessage(): string | null {
    const verdict = this.verdict;
    return (this.touched || this.attempted) && !verdict.valid ? verdict.message : null;
  }

  get submitLabel(): SubmitLabel {
    const attrType = this.attrType;
    return submitButtonLabel({
      submitting: this.submitting,
      lastUnanswered: attrType !== null && isLastUnansweredQuestion(attrType, this.interview.questions),
    });
  }

  get verification(): AttributeVerification | null {
    return this.attrType === null ? null : this.verificationStore.verification(this.attrType);
  }

  get delegationsRemaining(): number {
    return this.attrType === null ? 0 : delegationsRemaining(this.delegations.sent(this.attrType));
  }

  /**
   * The answer an untouched control already shows (an unticked statement-of-truth box says 'no'),
   * kept while nothing else is: not an edit, so nothing is marked edited or kept in the interview,
   * and a stored or typed answer always wins.
   */
  startFrom(value: unknown): void {
    if (this.value === null || this.value === undefined) this.value = value;
  }

  /** An edit keeps the value and resets that attribute's verification result. */
  changeValue(value: unknown): void {
    this.value = value;
    this.edited = true;
    if (this.attrType === null) return;
    this.interview.editValue(this.attrType, value);
    this.verificationStore.edited(this.attrType);
  }

  /**
   * A keystroke in a field that hands its value over only when focus leaves it (the schema form,
   * whose edits reach changeValue on blur): the applicant counts as typing, as changeValue counts
   * them, so polling does not replace the state meanwhile (spec 000 §4).
   */
  noteTyping(): void {
    this.interview.noteTyping();
  }

  blur(): void {
    this.touched = true;
  }

  /**
   * Sends a typed answer: validated and encoded by the field's kind, then stored. An invalid value
   * is not sent and its message shows. A value without the field's shape (a field component bug)
   * is not sent either, and is reported without the value.
   */
  async submit(): Promise<void> {
    this.attempted = true;
    const question = this.question;
    const kind = this.checkKind;
    if (question === undefined || kind === null || this.submitting) return;
    const encoded = encodeAnswer(kind, this.answer, this.checkContext);
    if (!encoded.ok) {
      if (encoded.error.kind === 'shape' && this.value !== null && this.value !== undefined) {
        this.reporter.report(new Error('malformed answer'), { attrType: question.attrType, kind });
      }
      return;
    }
    // A consent answers several attributes, each sent as its own boolean (spec 001 §3.3).
    const submission =
      kind === 'consent'
        ? submissionOfAttributes(question, encoded.value as ConsentAttributes)
        : submissionFor(question, encoded.value);
    await this.send(submission, 'store');
  }

  /**
   * Sends an answer its screen built itself (documents, selfies, files, providers). Answers
   * whether the upload was accepted (false: not sent, or the upload failed and its error shows), so
   * a screen can tell a failed upload from a verification that ended badly after it.
   */
  async submitCaptured(submission: Submission, mode: SubmitMode = 'store'): Promise<boolean> {
    this.attempted = true;
    if (this.question === undefined || this.submitting) return false;
    return this.send(submission, mode);
  }

  /**
   * Flags the attribute in flight, sends, clears the flag. On failure the submission-failed error
   * shows and every typed value stays; on success the question is complete and the applicant moves
   * on, or, for a verification, the provider's verdict is polled first. Answers whether the upload
   * was accepted.
   */
  private async send(submission: Submission, mode: SubmitMode): Promise<boolean> {
    const attrType = this.attrType;
    if (attrType === null) return false;
    // An answer sent as several attributes (consent, documents) flags and completes each question it answers.
    const attrTypes = [
      attrType,
      ...Object.keys(submission).filter((key) => key !== attrType && this.interview.question(key) !== undefined),
    ];
    this.submitting = true;
    this.progress = 0;
    this.interview.setInFlight(attrTypes, true);
    if (mode === 'verify') this.verificationStore.set(attrType, { status: 'uploading' });
    const onProgress = (fraction: number) => runInAction(() => (this.progress = fraction));
    const result = await this.verifications.upload(mode, submission, onProgress);
    runInAction(() => {
      this.interview.setInFlight(attrTypes, false);
      this.submitting = false;
      this.progress = null;
    });
    if (!result.ok) {
      runInAction(() => {
        if (mode === 'verify') this.verificationStore.set(attrType, { status: 'error' });
        this.error.fail(submissionFailureReason(result.error), result.error.message);
      });
      return false;
    }
    if (mode === 'verify') await this.pollVerification(attrTypes, result.value.datumIds);
    else this.completeAndMoveOn(attrTypes);
    return true;
  }

  /**
   * Marks the answered questions complete and goes to the next incomplete question or the stage
   * route; on a phone that answered the question handed to it, stays to say it is done there.
   *
   * Spec is silent (hand-off codes are ours): the phone was lent one question; the computer, which
   * moves on by itself, is where the interview goes on, so the phone does not carry on silently.
   */
  private completeAndMoveOn(attrTypes: readonly string[]): void {
    this.completedHere = true;
    this.interview.markComplete(attrTypes);
    for (const attrType of attrTypes) this.tracker.track({ kind: 'question-completed', attrType });
    const handedOff = this.interview.handedOff;
    if (handedOff !== null && attrTypes.includes(handedOff)) {
      this.doneOnThisPhone = true;
      return;
    }
    this.navigator.go(this.interview.nextPath(attrTypes[0] ?? null));
  }

  /**
   * Polls the provider's verdict (VerificationUseCase): verified completes the question and moves
   * on; failed, timeout and error stay on the screen, which offers the retry or legacy submit.
   * Leaving the screen stops polling (see `dispose`).
   */
  private async pollVerification(attrTypes: readonly string[], datumIds: readonly string[]): Promise<void> {
    const run = this.verifications.poll(attrTypes[0] ?? '', datumIds);
    this.stopPolling = run.stop;
    const outcome = await run.outcome;
    runInAction(() => {
      this.stopPolling = null;
      if (outcome.status === 'verified') this.completeAndMoveOn(attrTypes);
    });
  }

  /**
   * Texts the interview link to a phone so the capture is done there (TextDelegationUseCase),
   * one text at a time, and says how it went (spec 000 §8 'Delegation messages'). The number is
   * the delegation phone number (HandOffViewModel.phoneNumber) or one typed with its country code.
   */
  async delegate(phone: PhoneInputValue | string | null): Promise<void> {
    const attrType = this.attrType;
    if (attrType === null || this.delegationStatus === 'loading') return;
    const start = this.textDelegation.start(attrType, phone);
    if (!start.send) {
      this.tell(start.outcome);
      return;
    }
    this.delegationStatus = 'loading';
    const outcome = await start.sending;
    runInAction(() => {
      this.delegationStatus = outcome === 'success' ? 'success' : 'error';
      if (outcome === 'success') this.tracker.track({ kind: 'handoff-sent', channel: 'text', attrType });
      this.tell(outcome);
    });
  }

  private tell(outcome: DelegationOutcome): void {
    this.snackbar.show(() => DELEGATION_MESSAGES[outcome], {
      success: outcome === 'success',
      permanent: isPermanentDelegationMessage(outcome),
    });
  }
}
