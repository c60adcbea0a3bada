import type { ImageProcessor, ProcessedImage } from '../../application/ports/image-processor.port';
import type { Scheduler } from '../../application/ports/scheduler.port';
import type { ImageProblem } from '../../domain/errors/question-messages';
import type { Result } from '../../domain/shared/result';
import { exceedsByteCeiling } from '../../domain/images/image-limits';
import { err } from '../../domain/shared/result';
import type { PipelineRequest } from './image-pipeline-messages';
import { isPipelineResponse } from './image-pipeline-messages';

type Outcome = Result<ProcessedImage, ImageProblem>;

/** The part of a Worker the processor uses (a fake in tests). */
export type PipelineWorker = Pick<Worker, 'onmessage' | 'onerror' | 'onmessageerror' | 'terminate'> & {
  postMessage(message: PipelineRequest, transfer: Transferable[]): void;
};

export interface BrowserImageProcessorOptions {
  /** Starts a pipeline worker; null where the browser has no OffscreenCanvas (main thread only). */
  readonly startWorker: (() => PipelineWorker) | null;
  /** The same pipeline on the main thread. */
  readonly onMainThread: (bytes: Uint8Array) => Promise<Outcome>;
  readonly scheduler: Scheduler;
  readonly workerTimeoutMs?: number;
}

/**
 * Spec is silent on how long processing may take: a worker that has not answered in 30 s is taken
 * as broken (a 24 MP photo takes a few seconds on a slow phone), and the image goes to the main thread.
 */
export const WORKER_TIMEOUT_MS = 30_000;

/**
 * The image pipeline off the main thread where the browser allows it (spec 001 §9, issue 12): a
 * Web Worker per image, so decoding and encoding a large photo never freezes the page; on the main
 * thread where there is no OffscreenCanvas. A worker that cannot start, errors, sends something
 * else or does not answer in time is ended and the image is processed once on the main thread;
 * later images go straight there. Never rejects, never hangs, never logs the bytes.
 */
export class BrowserImageProcessor implements ImageProcessor {
  private workerBroken = false;

  constructor(private readonly options: BrowserImageProcessorOptions) {}

  async process(file: Blob): Promise<Outcome> {
    // Not read at all: a file picked by mistake may be larger than the memory of the phone.
    if (exceedsByteCeiling(file.size)) return err('too-many-bytes');
    const { startWorker } = this.options;
    if (startWorker !== null && !this.workerBroken) {
      const bytes = await readBytes(file);
      if (bytes === null) return err('corrupted');
      const answer = await this.inWorker(startWorker, bytes);
      if (answer !== 'failed') return answer;
      this.workerBroken = true;
    }
    // Read again: the worker's request transferred (detached) the first buffer.
    const bytes = await readBytes(file);
    if (bytes === null) return err('corrupted');
    try {
      return await this.options.onMainThread(new Uint8Array(bytes));
    } catch {
      return err('corrupted');
    }
  }

  private inWorker(startWorker: () => PipelineWorker, bytes: ArrayBuffer): Promise<Outcome | 'failed'> {
    return new Promise((resolve) => {
      let worker: PipelineWorker | null = null;
      let settled = false;
      const finish = (answer: Outcome | 'failed') => {
        if (settled) return;
        settled = true;
        timer.cancel();
        worker?.terminate();
        resolve(answer);
      };
      const timer = this.options.scheduler.after(this.options.workerTimeoutMs ?? WORKER_TIMEOUT_MS, () =>
        finish('failed'),
      );
      try {
        worker = startWorker();
        worker.onmessage = (event: MessageEvent<unknown>) =>
          finish(isPipelineResponse(event.data) ? event.data.result : 'failed');
        worker.onerror = () => finish('failed');
        worker.onmessageerror = () => finish('failed');
        worker.postMessage({ bytes }, [bytes]);
      } catch {
        finish('failed');
      }
    });
  }
}

/** The file's bytes, or null when the browser cannot read it (a file deleted since it was chosen). */
async function readBytes(file: Blob): Promise<ArrayBuffer | null> {
  try {
    return await file.arrayBuffer();
  } catch {
    return null;
  }
}
