import { inject, injectable } from 'inversify';
import type { UploadAccept, UploadKind } from '../../domain/documents/file-upload';
import {
  contentMatchesType,
  isSameUpload,
  uploadAcceptOf,
  uploadTypeOf,
  validateUploadSize,
} from '../../domain/documents/file-upload';
import { bytesToBase64 } from '../../domain/encoding/base64';
import { encodeCapturedDocument, uploadedPageFile } from '../../domain/encoding/captured-document';
import { encodeCoiDocument } from '../../domain/encoding/coi-document';
import type { Submission } from '../../domain/encoding/submission';
import { submissionFor } from '../../domain/encoding/submission';
import { IMAGE_PROBLEM_MESSAGES, UPLOAD_MESSAGES } from '../../domain/errors/question-messages';
import { showsRefusalSnackbar } from '../../domain/images/pipeline-fault';
import type { ImageProcessor, ProcessedImage } from '../ports/image-processor.port';
import { IMAGE_PROCESSOR } from '../ports/image-processor.port';
import { QuestionViewModel } from './question.view-model';
import { SnackbarViewModel } from './snackbar.view-model';
import { makeViewModelObservable } from './view-model-observable';

/** A file or photo the applicant gave: a File from the picker or a drop, or a camera photo with a name. */
export interface PickedFile {
  readonly name: string;
  readonly blob: Blob;
}

/** What is sent for a file once it is ready: base64 of its bytes (an image: of the processed JPEG). */
export interface ReadyUpload {
  readonly kind: 'ready';
  readonly data: string;
  readonly mimeType: string;
  /** The bytes sent. */
  readonly sizeBytes: number;
  /** For an image, the pipeline's output: its `file` is the JPEG the thumbnail shows. */
  readonly image: ProcessedImage | null;
}

export type UploadState =
  | { readonly kind: 'processing' }
  | ReadyUpload
  /**
   * Kept in the list with the reason (the 10 MB limit, the pixel ceiling), so the applicant sees
   * which file to remove.
   */
  | { readonly kind: 'refused'; readonly message: string };

/**
 * A refused state whose message is read from its catalogue each time it is shown (a getter), so
 * the list follows a language switch (issue 28) without keeping a text of its own. A class, not a
 * plain object, so MobX keeps it as it is inside the question's value (a plain object would become
 * an observable copy whose getter no longer reads as a field).
 */
class RefusedUpload {
  readonly kind = 'refused';
  declare readonly message: string;
  constructor(text: () => string) {
    Object.defineProperty(this, 'message', { get: text, enumerable: true });
  }
}

const refusedState = (text: () => string): UploadState => new RefusedUpload(text);

/** The 10 MB limit's text for a file of this size (read when shown; '' for a size within it). */
const sizeText = (kind: UploadKind, sizeBytes: number): string => {
  const verdict = validateUploadSize(kind, sizeBytes);
  return verdict.valid ? '' : verdict.message;
};

/** One file of the list. */
export interface UploadItem {
  /** Unique for the page's lifetime: a late result finds its item by it, or finds it gone. */
  readonly id: number;
  readonly name: string;
  /** As picked. */
  readonly sizeBytes: number;
  /** The type it was picked as (csv as text/csv); an image is sent as image/jpeg. */
  readonly mimeType: string;
  readonly kind: UploadKind;
  readonly state: UploadState;
}

const isUploadItem = (value: unknown): value is UploadItem => {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Partial<UploadItem>;
  return typeof item.id === 'number' && typeof item.name === 'string' && typeof item.state === 'object';
};

/** Whether a question's kept value is an upload list (a stored answer from the service is not). */
const isUploadList = (value: unknown): value is readonly UploadItem[] =>
  Array.isArray(value) && value.length > 0 && value.every(isUploadItem);

/** Why a file of a pick is not in the list: named in the one snackbar of the pick. */
type Outcome = { readonly id: number; readonly state: UploadState } | { readonly id: number; readonly rejected: true };

/**
 * The document upload list of a `file` question (spec 001 §2.1 'Document upload', §5.12) and of
 * the certificate of insurance (`coi-scan`): files picked, dropped or (COI) photographed, each
 * prepared for sending, and the answer built from them.
 *
 * An image goes through the image pipeline (spec 001 §9) and is sent as the processed JPEG, held to
 * 10 MB with the spec's inline text; a PDF or text file is sent as its bytes. Every file of one
 * pick that is of a type not accepted, empty, or that the pipeline (or the PDF header check) finds
 * corrupted, is named in one snackbar once the whole pick is prepared (spec 001 §8) and left out of
 * the list. An image over the pixel ceiling (issue 22) stays in the list, refused with its message.
 *
 * The list is the question's value (QuestionViewModel.value), as the selfie's photo is: a failed
 * upload or a trip to the overview keeps it, and it is never stored in the browser.
 */
@injectable()
export class FileUploadViewModel {
  private nextId = 1;
  /** Items whose preparation is under way; one left 'processing' without an entry here is stale. */
  private readonly pending = new Set<number>();
  /** The image last queued for the pipeline: images go one at a time (see `processInTurn`). */
  private imageQueue: Promise<unknown> = Promise.resolve();

  constructor(
    @inject(QuestionViewModel) private readonly screen: QuestionViewModel,
    @inject(IMAGE_PROCESSOR) private readonly processor: ImageProcessor,
    @inject(SnackbarViewModel) private readonly snackbar: SnackbarViewModel,
  ) {
    makeViewModelObservable(this, ['screen', 'processor', 'snackbar', 'nextId', 'pending', 'imageQueue']);
  }

  /** The open question's list, in the order the files were given. */
  get items(): readonly UploadItem[] {
    return isUploadList(this.screen.value) ? this.screen.value : [];
  }

  get accept(): UploadAccept {
    return uploadAcceptOf(this.screen.question?.metadata.inputType);
  }

  get processing(): boolean {
    return this.items.some((item) => item.state.kind === 'processing');
  }

  /**
   * The answer once every file is ready (spec 001 §5.12: a non-empty list; a refused file must be
   * removed first, so nothing the applicant sees in the list is silently left out): for `file` a
   * CapturedDocument with one page per file, for `coi-scan` the COI payload (spec 001 §3.3).
   */
  get submission(): Submission | null {
    const question = this.screen.question;
    const field = this.screen.field;
    const items = this.items;
    if (question === undefined || items.length === 0) return null;
    const pages = [];
    for (const item of items) {
      if (item.state.kind !== 'ready') return null;
      pages.push(uploadedPageFile({ data: item.state.data, mimeType: item.state.mimeType, fileName: item.name }));
    }
    const coi = field !== null && field.ok && field.value.kind === 'input' && field.value.inputKind === 'coi-scan';
    return submissionFor(question, coi ? encodeCoiDocument(pages) : encodeCapturedDocument(pages));
  }

  /** The question opened again: an item whose preparation ended while it was away cannot finish. */
  open(): void {
    const items = this.items;
    const live = items.filter((item) => item.state.kind !== 'processing' || this.pending.has(item.id));
    if (live.length !== items.length) this.write(live);
  }

  remove(id: number): void {
    this.write(this.items.filter((item) => item.id !== id));
  }

  /** Adds a pick (or a drop, or a camera photo) to the list and prepares each file. */
  async add(picked: readonly PickedFile[]): Promise<void> {
    const attrType = this.screen.attrType;
    if (attrType === null || this.screen.submitting) return;
    const accept = this.accept;
    const rejected: string[] = [];
    const added: UploadItem[] = [];
    const jobs: Promise<Outcome>[] = [];
    for (const { name, blob } of picked) {
      const identity = { name, sizeBytes: blob.size };
      if ([...this.items, ...added].some((item) => isSameUpload(item, identity))) continue;
      const type = uploadTypeOf({ name, mimeType: blob.type }, accept);
      if (type === null || blob.size === 0) {
        rejected.push(name);
        continue;
      }
      const item: UploadItem = {
        id: this.nextId++,
        name,
        sizeBytes: blob.size,
        ...type,
        state: { kind: 'processing' },
      };
      added.push(item);
      this.pending.add(item.id);
      jobs.push(this.prepare(item, blob, attrType));
    }
    if (added.length > 0) this.write([...this.items, ...added]);
    // Each file shows ready (or refused) as soon as it is; the pick's one snackbar waits for them all.
    const failed = new Set<number>();
    await Promise.all(jobs.map(async (job) => this.settle(await job, attrType, failed)));
    if (this.screen.attrType !== attrType) return;
    // Named in the order of the pick; a file removed while it was prepared is not named.
    const refused = picked
      .map((file) => file.name)
      .filter((name) => rejected.includes(name) || added.some((item) => item.name === name && failed.has(item.id)));
    if (refused.length > 0) this.snackbar.show(() => UPLOAD_MESSAGES.filesRejected(refused));
  }

  /**
   * One file's outcome into the list: ready or refused in place, or out of the list to be named in
   * the snackbar (`failed`). The applicant left the question meanwhile: its list is no longer on
   * screen, and the item stays behind for `open` to drop.
   */
  private settle(outcome: Outcome, attrType: string, failed: Set<number>): void {
    this.pending.delete(outcome.id);
    if (this.screen.attrType !== attrType || !this.items.some((item) => item.id === outcome.id)) return;
    if ('rejected' in outcome) {
      failed.add(outcome.id);
      this.write(this.items.filter((item) => item.id !== outcome.id));
    } else {
      this.write(this.items.map((item) => (item.id === outcome.id ? { ...item, state: outcome.state } : item)));
    }
  }

  /** One file made ready to send, or refused. Never rejects: a file that cannot be read is corrupted. */
  private async prepare(item: UploadItem, blob: Blob, attrType: string): Promise<Outcome> {
    if (item.kind === 'image') {
      const result = await this.processInTurn(item.id, blob, attrType);
      if (result === null) return { id: item.id, rejected: true };
      if (!result.ok) {
        // Over the pixel ceiling (or a HEIC under an image's name): kept with its reason, like 10 MB.
        return showsRefusalSnackbar(result.error)
          ? { id: item.id, rejected: true }
          : { id: item.id, state: refusedState(() => IMAGE_PROBLEM_MESSAGES[result.error]) };
      }
      const image = result.value;
      return { id: item.id, state: this.sized('image', image.sizeBytes, image.data, image.mimeType, image) };
    }
    // A document over the limit is not read at all: there is nothing to send.
    const size = validateUploadSize('document', blob.size);
    if (!size.valid) return { id: item.id, state: refusedState(() => sizeText('document', blob.size)) };
    try {
      const bytes = new Uint8Array(await blob.arrayBuffer());
      // Checked by its content, not its name: a PDF's header, a text file's text (ASVS 5.2.2).
      if (!contentMatchesType(item.mimeType, bytes)) return { id: item.id, rejected: true };
      return { id: item.id, state: this.sized('document', bytes.length, bytesToBase64(bytes), item.mimeType, null) };
    } catch {
      // The file changed or went away after it was picked (the browser's NotReadableError).
      return { id: item.id, rejected: true };
    }
  }

  /**
   * Runs an image through the pipeline after the images picked before it. The pipeline decodes a
   * photo of up to 24 MP or more in a worker of its own; ten photos picked at once on a phone would
   * otherwise be decoded side by side, enough to run it out of memory or past the worker's time
   * limit. An image removed (or whose question was left) before its turn is not processed: null.
   */
  private processInTurn(id: number, blob: Blob, attrType: string) {
    const turn = this.imageQueue.then(() =>
      this.screen.attrType === attrType && this.items.some((item) => item.id === id)
        ? this.processor.process(blob)
        : null,
    );
    this.imageQueue = turn;
    return turn;
  }

  private sized(
    kind: UploadKind,
    sizeBytes: number,
    data: string,
    mimeType: string,
    image: ProcessedImage | null,
  ): UploadState {
    const size = validateUploadSize(kind, sizeBytes);
    return size.valid
      ? { kind: 'ready', data, mimeType, sizeBytes, image }
      : refusedState(() => sizeText(kind, sizeBytes));
  }

  private write(items: readonly UploadItem[]): void {
    this.screen.changeValue(items.length === 0 ? null : items);
  }
}
