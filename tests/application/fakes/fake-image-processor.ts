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

  get held(): number {
    return this.waiting.length;
  }
}
