import type { ProcessedImage } from '../../application/ports/image-processor.port';
import type { ImageProblem } from '../../domain/errors/question-messages';
import { bytesToBase64 } from '../../domain/encoding/base64';
import { decodePlan, exceedsPixelCeiling } from '../../domain/images/decode-plan';
import { emptinessSampleSize, isEmptyImage } from '../../domain/images/emptiness';
import { readImageHeader } from '../../domain/images/image-header';
import { JPEG_QUALITY } from '../../domain/images/image-limits';
import type { PipelineFault } from '../../domain/images/pipeline-fault';
import { imageProblemOf } from '../../domain/images/pipeline-fault';
import type { ImageQuality } from '../../domain/images/quality';
import { measureQuality, qualitySampleSize } from '../../domain/images/quality';
import type { ImageSize } from '../../domain/images/rgba-image';
import { targetSize } from '../../domain/images/target-size';
import type { Result } from '../../domain/shared/result';
import { err, ok } from '../../domain/shared/result';
import type { DecodedImage, ImageCodec } from './image-codec';

class Fault {
  constructor(readonly fault: PipelineFault) {}
}

/** Runs `step`; a throw or a rejection becomes `fault`. */
async function stage<T>(fault: PipelineFault, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch {
    throw new Fault(fault);
  }
}

/**
 * Decodes the bytes (at `size` when given), failing with `fault` when they hold no image of at
 * least one pixel.
 */
async function decodeOrFail<S>(codec: ImageCodec<S>, bytes: Uint8Array, fault: PipelineFault, size?: ImageSize) {
  const decoded = await stage(fault, () => codec.decode(bytes, size));
  if (decoded === null) throw new Fault(fault);
  if (!(decoded.width > 0 && decoded.height > 0)) {
    codec.release(decoded.source);
    throw new Fault(fault);
  }
  return decoded;
}

/**
 * Fails with `empty` when the image's 30-px sample has fewer than 2 colours, and with `unrendered`
 * when the codec cannot draw it at all.
 */
async function checkNotEmpty<S>(
  codec: ImageCodec<S>,
  image: DecodedImage<S>,
  faults: { readonly unrendered: PipelineFault; readonly empty: PipelineFault },
): Promise<void> {
  const sample = await stage(faults.unrendered, () => codec.pixels(image.source, emptinessSampleSize(image)));
  if (isEmptyImage(sample)) throw new Fault(faults.empty);
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The User Timing measure of the pre-check (browser performance panel, `npm run bench:capture`). */
export const QUALITY_MEASURE_NAME = 'attest:image-quality';

/**
 * The blur and glare pre-check (issue 13) on the image as it is sent: drawn at the quality sample
 * size (long side at most 1000 px) and measured. Timed as a User Timing measure, where the
 * platform has one, so its cost can be read without logging anything about the image.
 */
async function measureOutputQuality<S>(codec: ImageCodec<S>, output: DecodedImage<S>): Promise<ImageQuality> {
  // A task of its own: on the main-thread path the steps around it would otherwise run in the same
  // task (promises chain as microtasks), adding its ~20 ms to theirs (npm run bench:capture saw a
  // longest task of 74 ms so); a macrotask boundary on either side keeps it apart.
  await nextTask();
  const started = globalThis.performance?.now();
  const quality = measureQuality(
    await stage('output-empty', () => codec.pixels(output.source, qualitySampleSize(output))),
  );
  if (started !== undefined) {
    try {
      // The figures as the measure's detail (two numbers about the picture, never the picture):
      // the browser tests read them to check the thresholds against the canvas's own scaling.
      globalThis.performance.measure(QUALITY_MEASURE_NAME, {
        start: started,
        end: globalThis.performance.now(),
        detail: { sharpness: quality.sharpness, glare: quality.glare },
      });
    } catch {
      // A platform without User Timing measures: the figure is only for benchmarks.
    }
  }
  await nextTask();
  return quality;
}

/**
 * Decodes the JPEG the pipeline made, checks it is not empty (what is sent must be a picture) and
 * measures its quality: the pre-check looks at what the reviewer will see.
 */
async function checkOutput<S>(codec: ImageCodec<S>, jpeg: Uint8Array): Promise<ImageQuality> {
  const output = await decodeOrFail(codec, jpeg, 'output-empty');
  try {
    await checkNotEmpty(codec, output, { unrendered: 'output-empty', empty: 'output-empty' });
    return await measureOutputQuality(codec, output);
  } finally {
    codec.release(output.source);
  }
}

/**
 * Decodes the file the applicant gave, bounded (issue 22): its header is read first, so a picture
 * declaring more pixels than the ceiling is refused without being decoded, and a larger one than
 * the processing target is decoded straight to it. A HEIC or HEIF the browser cannot decode is told
 * apart from broken bytes. A format whose header is not read is checked against the ceiling once
 * decoded.
 */
async function decodeOriginal<S>(codec: ImageCodec<S>, bytes: Uint8Array): Promise<DecodedImage<S>> {
  const header = readImageHeader(bytes);
  const plan = decodePlan(header);
  if (plan.kind === 'refuse') throw new Fault('too-many-pixels');
  const undecodable = header?.format === 'heic' ? 'heic-undecodable' : 'undecodable';
  const original = await decodeOrFail(codec, bytes, undecodable, plan.size ?? undefined);
  if (exceedsPixelCeiling(original)) {
    codec.release(original.source);
    throw new Fault('too-many-pixels');
  }
  return original;
}

/**
 * Spec 001 §9's image pipeline, written once for every codec: decode, bounded by the header
 * (decodeOriginal; else 'corrupted', 'heic-unsupported' or 'too-many-pixels'), the
 * emptiness check on the original (else 'empty'), downscale to at most 12 MP keeping the aspect
 * ratio, JPEG quality 80, and the same emptiness check on the decoded output (else
 * 'empty-processed', also when the encoder gives zero bytes), then the blur and glare pre-check on
 * that output (issue 13; what it finds is advisory and never fails the result; only an output the
 * codec cannot draw at the sample's size fails it, as 'empty-processed'). Every image is
 * re-encoded, even a small JPEG: the output is always the same kind of file, and re-encoding drops
 * the original's metadata (a phone photo's EXIF carries its GPS position). Never throws; never logs
 * the bytes.
 */
export async function runImagePipeline<S>(
  codec: ImageCodec<S>,
  bytes: Uint8Array,
): Promise<Result<ProcessedImage, ImageProblem>> {
  try {
    const original = await decodeOriginal(codec, bytes);
    let jpeg: Uint8Array | null;
    const size = targetSize(original);
    try {
      await checkNotEmpty(codec, original, { unrendered: 'undecodable', empty: 'original-empty' });
      jpeg = await stage('not-encoded', () => codec.encodeJpeg(original.source, size, JPEG_QUALITY));
    } finally {
      codec.release(original.source);
    }
    if (jpeg === null || jpeg.length === 0) throw new Fault('not-encoded');
    const quality = await checkOutput(codec, jpeg);
    return ok({
      data: bytesToBase64(jpeg),
      // The encoder's bytes sit in an ordinary ArrayBuffer (never shared memory).
      file: new Blob([jpeg as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' }),
      mimeType: 'image/jpeg',
      width: size.width,
      height: size.height,
      sizeBytes: jpeg.length,
      quality,
    });
  } catch (failure) {
    // Only Faults reach here, but the port's promise does not rest on that: anything else is an
    // image the platform could not handle.
    return err(imageProblemOf(failure instanceof Fault ? failure.fault : 'undecodable'));
  }
}
