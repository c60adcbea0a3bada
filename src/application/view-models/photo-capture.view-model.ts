import { inject, injectable } from 'inversify';
import { runInAction } from 'mobx';
import type { CameraFailure } from '../../domain/capture/camera-failure';
import type { ImageProblem } from '../../domain/errors/question-messages';
import { IMAGE_PROBLEM_MESSAGES, UPLOAD_MESSAGES } from '../../domain/errors/question-messages';
import { showsRefusalSnackbar } from '../../domain/images/pipeline-fault';
import { validateSelfieSize, validateSelfieSource } from '../../domain/validation/selfie';
import type { ImageProcessor, ProcessedImage } from '../ports/image-processor.port';
import { IMAGE_PROCESSOR } from '../ports/image-processor.port';
import type { PhotoRefusal, Tracker } from '../ports/tracking.port';
import { TRACKER } from '../ports/tracking.port';
import { SnackbarViewModel } from './snackbar.view-model';
import { makeViewModelObservable } from './view-model-observable';

/**
 * Where a photo capture stands (spec 001 §4 'Selfie capture': the camera overlay, then photo
 * processing, then ready). Ready is not a stage here: the processed photo is the question's value
 * (QuestionViewModel), so a failed upload or a trip to the overview keeps it.
 */
export type CaptureStage =
  | { readonly kind: 'choose' }
  | { readonly kind: 'camera' }
  /** The camera cannot be used: the photo picker, with why and what to do (CAMERA_FALLBACK_TEXTS). */
  | { readonly kind: 'fallback'; readonly reason: CameraFailure }
  | { readonly kind: 'processing' };

/** Why a photo was refused: the pipeline's fault, or the processed JPEG over the 10 MB limit. */
type PhotoProblem =
  | { readonly kind: 'pipeline'; readonly fault: ImageProblem }
  | { readonly kind: 'too-large'; readonly sizeBytes: number };

/**
 * One photo taken by the camera overlay or chosen from the device, through the image pipeline
 * (spec 001 §9), for the selfie question (and the capture questions after it).
 *
 * A file that is not an image, or that the pipeline finds empty or cannot render, gets the
 * selfie snackbar naming it (spec 001 §8) and the pipeline's own words under the field; the 10 MB
 * limit applies to the processed JPEG (domain validateSelfieSize) and has the inline text. A HEIC
 * this browser cannot open and a photo over the pixel ceiling (issue 22) get only their message
 * under the field, which says what to do (showsRefusalSnackbar).
 */
@injectable()
export class PhotoCaptureViewModel {
  stage: CaptureStage = { kind: 'choose' };
  /**
   * What was wrong with the last photo refused, else null: its text is read when shown (`problem`),
   * so a language switch reaches it.
   */
  private refusal: PhotoProblem | null = null;
  /** Counts the photos taken, so an older one still processing cannot overwrite a newer one. */
  private taken = 0;

  constructor(
    @inject(IMAGE_PROCESSOR) private readonly processor: ImageProcessor,
    @inject(SnackbarViewModel) private readonly snackbar: SnackbarViewModel,
    @inject(TRACKER) private readonly tracker: Tracker,
  ) {
    makeViewModelObservable(this, ['processor', 'snackbar', 'tracker', 'taken']);
  }

  /** The message under the field for the last photo refused, else null. */
  get problem(): string | null {
    const refusal = this.refusal;
    if (refusal === null) return null;
    if (refusal.kind === 'pipeline') return IMAGE_PROBLEM_MESSAGES[refusal.fault];
    const size = validateSelfieSize(refusal.sizeBytes);
    return size.valid ? null : size.message;
  }

  /** A fresh capture (the question opened). */
  reset(): void {
    this.stage = { kind: 'choose' };
    this.refusal = null;
    this.taken += 1;
  }

  /**
   * Opens the camera overlay, also after a failure ('Try again') and in a browser inside another
   * app, where the screen has already said the camera may not work (InAppBrowserViewModel).
   */
  openCamera(): void {
    // Opened again after the camera failed ('Try again') or a photo was refused: a retry.
    if (this.stage.kind === 'fallback' || this.refusal !== null) {
      this.tracker.track({ kind: 'capture-retried', capture: 'camera' });
    }
    this.refusal = null;
    this.stage = { kind: 'camera' };
  }

  /** The overlay could not show the camera, or lost it: the picker takes over, saying why. */
  cameraUnavailable(reason: CameraFailure): void {
    this.tracker.track({ kind: 'capture-failed', capture: 'camera', reason });
    this.stage = { kind: 'fallback', reason };
  }

  /** The overlay was closed without a photo: back where the applicant was. */
  cancelCamera(): void {
    if (this.stage.kind === 'camera') this.stage = { kind: 'choose' };
  }

  /**
   * Runs a photo (from the camera, or a file the applicant chose, named `name`) through the
   * pipeline. Answers the processed photo, or null when it was refused (the reason is shown) or a
   * newer photo replaced it meanwhile. `refusal` is the snackbar for a refused file: the selfie's
   * by default; the ID scan passes its own (spec 001 §8, unprocessable ID file). It is called each
   * time the snackbar shows, so it should read its catalogue then (not hold a text read earlier).
   */
  async take(
    file: Blob,
    name: string,
    refusal: (name: string) => string = (refused) => UPLOAD_MESSAGES.selfieRejected(refused),
  ): Promise<ProcessedImage | null> {
    const ticket = ++this.taken;
    const before = this.stage;
    this.refusal = null;
    const source = validateSelfieSource({ name, mimeType: file.type, sizeBytes: file.size });
    if (!source.valid) {
      this.refused('not-an-image');
      this.refuse(() => refusal(name), null, before);
      return null;
    }
    this.stage = { kind: 'processing' };
    const result = await this.processor.process(file);
    if (ticket !== this.taken) return null;
    return runInAction(() => {
      if (!result.ok) {
        this.refused(result.error);
        const problem: PhotoProblem = { kind: 'pipeline', fault: result.error };
        if (showsRefusalSnackbar(result.error)) this.refuse(() => refusal(name), problem, before);
        else {
          // A HEIC this browser cannot open, a photo over the pixel ceiling: the message says what to do.
          this.refusal = problem;
          this.stage = this.afterCapture(before);
        }
        return null;
      }
      const size = validateSelfieSize(result.value.sizeBytes);
      if (!size.valid) {
        this.refused('too-large');
        this.refusal = { kind: 'too-large', sizeBytes: result.value.sizeBytes };
        this.stage = this.afterCapture(before);
        return null;
      }
      this.stage = this.afterCapture(before);
      return result.value;
    });
  }

  private refused(reason: PhotoRefusal): void {
    this.tracker.track({ kind: 'capture-failed', capture: 'photo', reason });
  }

  /** A refused photo: the snackbar names the file, the field says what was wrong with it. */
  private refuse(snackbar: () => string, problem: PhotoProblem | null, before: CaptureStage): void {
    this.snackbar.show(snackbar);
    this.refusal = problem;
    this.stage = this.afterCapture(before);
  }

  /** After a photo the overlay is closed; a fallback stays, so its advice and picker remain. */
  private afterCapture(before: CaptureStage): CaptureStage {
    return before.kind === 'fallback' ? before : { kind: 'choose' };
  }
}
