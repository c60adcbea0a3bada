import { CanvasImageCodec } from './canvas-image-codec';
import { runImagePipeline } from './image-pipeline';
import type { PipelineRequest, PipelineResponse } from './image-pipeline-messages';
import { offscreenCanvasPlatform } from './offscreen-canvas-platform';

/** The part of a dedicated worker's global scope this file uses (the project's lib is DOM, not WebWorker). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<PipelineRequest>) => void) | null;
  postMessage(message: PipelineResponse): void;
}

const scope = globalThis as unknown as WorkerScope;
const codec = new CanvasImageCodec(offscreenCanvasPlatform);

// One request per worker: the main thread starts a worker for each image and ends it after the
// answer, so the canvases' memory goes with it.
scope.onmessage = (event) => {
  void runImagePipeline(codec, new Uint8Array(event.data.bytes)).then((result) => scope.postMessage({ result }));
};
