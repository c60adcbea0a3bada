import type { ProcessedImage } from '../../application/ports/image-processor.port';
import type { ImageProblem } from '../../domain/errors/question-messages';
import type { Result } from '../../domain/shared/result';

/** Main thread to worker: the file's bytes, transferred (the sender's buffer is detached, not copied). */
export interface PipelineRequest {
  readonly bytes: ArrayBuffer;
}

/** Worker to main thread: the pipeline's answer. */
export interface PipelineResponse {
  readonly result: Result<ProcessedImage, ImageProblem>;
}

const isQuality = (value: unknown): boolean =>
  typeof (value as { sharpness?: unknown } | null)?.sharpness === 'number' &&
  typeof (value as { glare?: unknown }).glare === 'number';

const isImage = (value: unknown): boolean =>
  typeof (value as { data?: unknown } | null)?.data === 'string' &&
  (value as { file?: unknown }).file instanceof Blob &&
  isQuality((value as { quality?: unknown }).quality);

/** Whether a worker's message is a pipeline answer (anything else counts as a failed worker). */
export function isPipelineResponse(message: unknown): message is PipelineResponse {
  if (typeof message !== 'object' || message === null || !('result' in message)) return false;
  const { result } = message as { result: unknown };
  if (typeof result !== 'object' || result === null || !('ok' in result)) return false;
  return result.ok === true
    ? 'value' in result && isImage(result.value)
    : 'error' in result && typeof result.error === 'string';
}
