import { inject, injectable } from 'inversify';
import { runInAction } from 'mobx';
import type { DocumentPageId, DocumentType } from '../../domain/documents/document-types';
import { documentPages } from '../../domain/documents/document-types';
import type { IdFeatureFlags } from '../../domain/documents/id-feature-flags';
import { idFeatureFlags } from '../../domain/documents/id-feature-flags';
import type { IdScanScreen } from '../../domain/documents/id-scan-screen';
import { idScanScreen } from '../../domain/documents/id-scan-screen';
import type { IdScanState } from '../../domain/documents/id-scan-state';
import {
  chooseDocumentType,
  clearLastPage,
  isIdScanComplete,
  offeredDocumentTypes,
  pageCaptured,
  pageToCapture,
  retryIdScan,
  startIdScan,
  switchSinglePageUpload,
} from '../../domain/documents/id-scan-state';
import { idScanSubmission } from '../../domain/documents/id-scan-submission';
import type { VerifyingPhase } from '../../domain/documents/verifying-phase';
import { verifyingPhase } from '../../domain/documents/verifying-phase';
import { UPLOAD_MESSAGES } from '../../domain/errors/question-messages';
import type { QualityConcern } from '../../domain/images/quality';
import { qualityConcern } from '../../domain/images/quality';
import type { Question } from '../../domain/questions/question';
import type { VerificationResult } from '../../domain/questions/verification';
import type { ErrorReporter } from '../ports/error-reporter.port';
import { ERROR_REPORTER } from '../ports/error-reporter.port';
import type { ProcessedImage } from '../ports/image-processor.port';
import { InterviewStore } from './interview.store';
import { PhotoCaptureViewModel } from './photo-capture.view-model';
import { QuestionViewModel } from './question.view-model';
import type { Tracker } from '../ports/tracking.port';
import { TRACKER } from '../ports/tracking.port';
import { makeViewModelObservable } from './view-model-observable';

/** A page just processed that looks blurred or glary: it waits for the applicant (retake or use it). */
export interface PendingPage {
  readonly image: ProcessedImage;
  readonly concern: QualityConcern;
}

const isScanState = (value: unknown): value is IdScanState<ProcessedImage> =>
  typeof value === 'object' && value !== null && 'type' in value && 'pages' in value && 'currentPage' in value;

const refusedId = (): string => UPLOAD_MESSAGES.unprocessableId;

/**
 * The ID scan question (spec 001 §2.1 'ID scan', §3.5, §4 'ID capture' and 'ID verification').
 *
 * The scan (type, pages, page index, single-page upload) is the question screen's value, so it
 * survives a failed call and a trip to the overview, and every change is an edit, which resets the
 * attribute's verification result (spec 000 §4); the failure count survives, for the persistent
 * screen. Each page goes through the image pipeline (PhotoCaptureViewModel); a page whose quality
 * pre-check finds it blurred or glary waits for the applicant to retake it or use it anyway (the
 * check is advisory: the provider's verdict is authoritative).
 *
 * Sending (issue 13's decision): with capture retry on (the default), the pages are verified
 * (POST /IDVerify with progress, the readability check, then polling: VerificationUseCase via the
 * question screen); verified completes the question; failed shows its reason's screen, whose retry
 * goes back to page 0 without photos; after 3 failures the persistent screen offers the retake or
 * the legacy submit of the last images ('use this image anyway'). A timeout or error after the
 * upload (polling, readability, an unknown status, which VerificationUseCase reports as an
 * invalid-verification-response) falls back to the legacy submit (POST /IDSubmit) of the same
 * images at once. With capture retry off the legacy submit is the only one.
 *
 * Spec is silent on an upload that fails (POST /IDVerify itself): that is not an answer of the
 * provider, so the submission-failed error shows, as for any answer, and the pages stay, ready to
 * send again.
 */
@injectable()
export class IdScanViewModel {
  scan: IdScanState<ProcessedImage> | null = null;
  pending: PendingPage | null = null;
  /** On a desktop, the applicant chose to capture on this computer instead of a phone. */
  onThisComputer = false;
  private mobile = false;
  /** Resolution attempts counted before the verification under way, so its phrases start at the first. */
  private attemptsBefore = 0;
  /** Counts openings and closings of the question, so a send outlived by its screen does not go on. */
  private visit = 0;

  constructor(
    @inject(InterviewStore) private readonly interview: InterviewStore,
    @inject(QuestionViewModel) private readonly screen: QuestionViewModel,
    @inject(PhotoCaptureViewModel) readonly capture: PhotoCaptureViewModel,
    @inject(ERROR_REPORTER) private readonly reporter: ErrorReporter,
    @inject(TRACKER) private readonly tracker: Tracker,
  ) {
    makeViewModelObservable(this, ['interview', 'screen', 'capture', 'reporter', 'tracker', 'visit']);
  }

  /**
   * The question opened on the screen: its stored scan if any (kept from an earlier visit), else a
   * fresh one. Once per question and device (IdScanField), not per question object: a reload of the
   * interview state (polling) brings new objects for the same question, and opening again would
   * reset the capture and stop a send's fallback (`visit`).
   */
  open(mobile: boolean): void {
    this.visit += 1;
    this.mobile = mobile;
    this.onThisComputer = false;
    this.pending = null;
    this.capture.reset();
    const stored = this.screen.value;
    const question = this.question;
    this.scan = isScanState(stored) ? stored : question === null ? null : startIdScan<ProcessedImage>(question);
  }

  /** The question on screen, as the interview holds it now. */
  private get question(): Question | null {
    return this.screen.question ?? null;
  }

  /**
   * The question's screen was left. Leaving stops the polling (QuestionViewModel.dispose), which
   * counts as a timeout; no legacy submit follows then: it would send, and move the applicant on,
   * from a screen they have left. Coming back offers the kept pages to send again.
   */
  close(): void {
    this.visit += 1;
  }

  get flags(): IdFeatureFlags {
    return idFeatureFlags(this.interview.snapshot?.featureFlags ?? {}, this.interview.issuer?.id ?? null);
  }

  get offeredTypes(): readonly DocumentType[] {
    return this.question === null ? [] : offeredDocumentTypes(this.question);
  }

  private get result(): VerificationResult {
    return this.screen.verification?.result ?? { status: 'uninitialized' };
  }

  /** The sub-screen to show (spec 001 §2.1), in the spec's order. */
  get screenKind(): IdScanScreen {
    return idScanScreen({
      result: this.result,
      failures: this.screen.verification?.failures ?? 0,
      useSinglePageUpload: this.scan?.useSinglePageUpload === true && this.flags.uploadFromDesktop && !this.mobile,
      captureHere: this.mobile || this.onThisComputer,
    });
  }

  /** The page to capture next ('front', 'back'), or null once every page is there. */
  get pageToCapture(): DocumentPageId | null {
    return this.scan === null ? null : pageToCapture(this.scan);
  }

  /** The document's pages, in order. */
  get pageIds(): readonly DocumentPageId[] {
    return this.scan === null ? [] : documentPages(this.scan.type);
  }

  get complete(): boolean {
    return this.scan !== null && isIdScanComplete(this.scan, this.offeredTypes);
  }

  /** The images are being uploaded (the progress bar) or the provider's verdict awaited (the phrases). */
  get sending(): 'uploading' | 'verifying' | null {
    if (this.result.status === 'verifying') return 'verifying';
    return this.screen.submitting ? 'uploading' : null;
  }

  /** While the verdict is awaited, which of the three phrases shows. */
  get verifyingPhase(): VerifyingPhase | null {
    if (this.sending !== 'verifying') return null;
    return verifyingPhase((this.screen.verification?.resolutionAttempts ?? 0) - this.attemptsBefore);
  }

  /** The photo picker beside the camera: on a phone with upload from mobile, on a computer with upload from desktop. */
  get pickerAllowed(): boolean {
    return this.mobile ? this.flags.uploadFromMobile : this.flags.uploadFromDesktop;
  }

  /**
   * The in-app camera overlay (with the document frame) rather than the phone's own camera app: as
   * the flag says on a phone; always on a computer, which has no camera app (see IdFeatureFlags).
   */
  get useOverlay(): boolean {
    return !this.mobile || this.flags.userMediaOverlay;
  }

  chooseType(type: DocumentType): void {
    if (this.scan === null || type === this.scan.type || !this.offeredTypes.includes(type)) return;
    this.pending = null;
    this.edit(chooseDocumentType(this.scan, type));
  }

  /** Runs a photo of the page to capture through the pipeline; a refused one gets the ID snackbar. */
  async take(photo: Blob, name: string): Promise<void> {
    if (this.scan === null || this.pageToCapture === null) return;
    this.pending = null;
    const image = await this.capture.take(photo, name, refusedId);
    if (image === null) return;
    runInAction(() => {
      const concern = qualityConcern(image.quality);
      if (concern === null) this.addPage(image);
      else this.pending = { image, concern };
    });
  }

  /** The pre-check's doubt is set aside: the page is kept as it is. */
  useAnyway(): void {
    const pending = this.pending;
    if (pending === null) return;
    this.pending = null;
    this.addPage(pending.image);
  }

  /** The doubtful page is dropped, to be taken again. */
  retake(): void {
    this.pending = null;
  }

  private addPage(image: ProcessedImage): void {
    if (this.scan !== null) this.edit(pageCaptured(this.scan, image));
  }

  /** Back on a captured photo clears it (spec 001 §4). */
  back(): void {
    if (this.scan !== null) this.edit(clearLastPage(this.scan));
  }

  /** Try again after a failed verification: page 0 without photos (spec 001 §4). */
  retry(): void {
    this.tracker.track({ kind: 'capture-retried', capture: 'id-scan' });
    this.pending = null;
    this.capture.reset();
    if (this.scan !== null) this.edit(retryIdScan(this.scan));
  }

  /** The link between the desktop hand-off (or capture) and the single-page upload (spec 001 §4). */
  setSinglePageUpload(on: boolean): void {
    if (this.scan !== null && this.scan.useSinglePageUpload !== on) this.edit(switchSinglePageUpload(this.scan, on));
  }

  /** On a desktop: capture with this computer (true), or back to the hand-off to a phone (false). */
  setOnThisComputer(on: boolean): void {
    this.onThisComputer = on;
  }

  /** On a desktop, from the capture or the single-page upload: back to the hand-off to a phone. */
  usePhoneInstead(): void {
    this.setSinglePageUpload(false);
    this.onThisComputer = false;
  }

  /**
   * The link to the single-page upload: on a desktop whose flags allow it, from the hand-off or
   * this computer's camera (spec 001 §4: 'desktop delegation and single-page upload can be
   * toggled by links').
   */
  get singlePageUploadOffered(): boolean {
    const kind = this.screenKind;
    return !this.mobile && this.flags.uploadFromDesktop && (kind === 'desktop-hand-off' || kind === 'mobile-capture');
  }

  private edit(scan: IdScanState<ProcessedImage>): void {
    this.scan = scan;
    this.screen.changeValue(scan);
  }

  /**
   * Sends the scan (see the class comment): verified with capture retry on, else the legacy
   * submit; a verification that timed out or ended in error falls back to the legacy submit.
   */
  async submit(): Promise<void> {
    if (!this.complete || this.screen.submitting || this.sending !== null) return;
    if (!this.flags.captureRetry) {
      await this.sendLegacy();
      return;
    }
    const submission = this.submission();
    if (submission === null) return;
    this.attemptsBefore = this.screen.verification?.resolutionAttempts ?? 0;
    const visit = this.visit;
    const uploaded = await this.screen.submitCaptured(submission, 'verify');
    const status = this.result.status;
    if (uploaded && visit === this.visit && (status === 'timeout' || status === 'error')) {
      await this.screen.submitCaptured(submission, 'legacy');
    }
  }

  /** The persistent screen's 'use this image anyway': the legacy submit of the last images. */
  async useImageAnyway(): Promise<void> {
    if (this.screenKind !== 'persistent-failure' || this.screen.submitting) return;
    await this.sendLegacy();
  }

  private async sendLegacy(): Promise<void> {
    const submission = this.submission();
    if (submission !== null) await this.screen.submitCaptured(submission, 'legacy');
  }

  private submission() {
    const { scan, question } = this;
    if (scan === null || question === null) return null;
    const encoded = idScanSubmission(
      question,
      scan.type,
      scan.pages.map((page) => ({ data: page.data, mimeType: page.mimeType })),
    );
    if (encoded.ok) return encoded.value;
    // Only a complete scan is sent, so this is a bug of the screen: reported without any image.
    this.reporter.report(new Error('incomplete ID scan'), { attrType: question.attrType, reason: encoded.error });
    return null;
  }
}
