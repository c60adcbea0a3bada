import type { ImageProcessor, ProcessedImage } from '../../../src/application/ports/image-processor.port';
import type { ImageProblem } from '../../../src/domain/errors/question-messages';
import type { Result } from '../../../src/domain/shared/result';
import { ok } from '../../../src/domain/shared/result';

export const processedImageOf = (extra: Partial<ProcessedImage> = {}): ProcessedImage => ({
  data: '/9j/AAAA',
  file: new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }),
  mimeType: 'image/jpeg',
  width: 4000,
  height: 3000,
  sizeBytes: 2_000_000,
  // A sharp photo without glare (well clear of MIN_SHARPNESS and MAX_GLARE): no concern.
  quality: { sharpness: 1500, glare: 0 },
  ...extra,
});

/** The image pipeline's port: answers what the test set (a processed photo by default), recording each file. */
export class FakeImageProcessor implements ImageProcessor {
  readonly files: Blob[] = [];
  answer: Result<ProcessedImage, ImageProblem> = ok(processedImageOf());

  async process(file: Blob): Promise<Result<ProcessedImage, ImageProblem>> {
    this.files.push(file);
    return this.answer;
  }
}

/** The image pipeline's port whose answers the test releases one by one, in any order. */
export class HeldImageProcessor implements ImageProcessor {
  readonly files: Blob[] = [];
  private readonly waiting: ((answer: Result<ProcessedImage, ImageProblem>) => void)[] = [];

  process(file: Blob): Promise<Result<ProcessedImage, ImageProblem>> {
    this.files.push(file);
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** Answers the `index`-th photo still waiting. */
  answer(answer: Result<ProcessedImage, ImageProblem>, index = 0): void {
    const [resolve] = this.waiting.splice(index, 1);
    resolve?.(answer);
  }

  /**
   * Answers the next photo once the pipeline has been asked for it: a caller that queues its photos
   * asks for the next one a few promise steps after the last answer.
   */
  async next(answer: Result<ProcessedImage, ImageProblem>): Promise<void> {
    await this.asked();
    this.answer(answer);
  }

  /** Waits (a few promise steps at most) until a photo is waiting for the pipeline. */
  async asked(): Promise<void> {
    for (let step = 0; step < 100 && this.waiting.length === 0; step += 1) await Promise.resolve();
    if (this.waiting.length === 0) throw new Error('No photo is waiting for the pipeline');
  }
}
