import type { ImageProcessor } from '../../application/ports/image-processor.port';
import type { Scheduler } from '../../application/ports/scheduler.port';
import { BrowserImageProcessor } from './browser-image-processor';
import { CanvasImageCodec } from './canvas-image-codec';
import { documentCanvasPlatform } from './document-canvas-platform';
import { runImagePipeline } from './image-pipeline';
import { hasOffscreenCanvas } from './offscreen-canvas-platform';

/**
 * The browser's image processor: the worker where OffscreenCanvas and createImageBitmap exist,
 * the main thread otherwise. Kept apart from BrowserImageProcessor because `import.meta.url`
 * (webpack's worker syntax) exists only in the bundle, not in Node tests.
 */
export function browserImageProcessor(scheduler: Scheduler): ImageProcessor {
  const mainThreadCodec = new CanvasImageCodec(documentCanvasPlatform);
  return new BrowserImageProcessor({
    startWorker:
      hasOffscreenCanvas() && typeof Worker === 'function'
        ? () => new Worker(new URL('./image-pipeline.worker.ts', import.meta.url))
        : null,
    onMainThread: (bytes) => runImagePipeline(mainThreadCodec, bytes),
    scheduler,
  });
}
