import type { PipelineWorker } from '../../../src/adapters/images/browser-image-processor';
import { BrowserImageProcessor, WORKER_TIMEOUT_MS } from '../../../src/adapters/images/browser-image-processor';
import { MAX_SOURCE_BYTES } from '../../../src/domain/images/image-limits';
import { runImagePipeline } from '../../../src/adapters/images/image-pipeline';
import type { PipelineRequest } from '../../../src/adapters/images/image-pipeline-messages';
import { FakeTime, flushPromises } from '../../application/fakes/fake-time';
import { NodeImageCodec } from './node-image-codec';
import { photoPixels, pngOf } from '../../support/test-images';

const PHOTO = pngOf(120, 90, photoPixels(120, 90));
const photoFile = () => new Blob([PHOTO as Uint8Array<ArrayBuffer>], { type: 'image/png' });

/** A worker in the test's hands: it records what it was sent and answers as the test says. */
class FakeWorker implements PipelineWorker {
  onmessage: PipelineWorker['onmessage'] = null;
  onerror: PipelineWorker['onerror'] = null;
  onmessageerror: PipelineWorker['onmessageerror'] = null;
  requests: { message: PipelineRequest; transfer: Transferable[] }[] = [];
  terminated = false;

  postMessage(message: PipelineRequest, transfer: Transferable[]): void {
    this.requests.push({ message, transfer });
  }

  terminate(): void {
    this.terminated = true;
  }

  /** Runs the real pipeline on what it was sent, as the worker file does, and answers. */
  async answerWithPipeline(): Promise<void> {
    const request = this.requests[0];
    if (request === undefined) throw new Error('nothing was sent');
    const result = await runImagePipeline(new NodeImageCodec(), new Uint8Array(request.message.bytes));
    this.onmessage?.call(this as unknown as Worker, { data: { result } } as MessageEvent);
  }

  send(data: unknown): void {
    this.onmessage?.call(this as unknown as Worker, { data } as MessageEvent);
  }

  fail(): void {
    this.onerror?.call(this as unknown as Worker, {} as ErrorEvent);
  }
}

function setUp(worker: 'none' | 'throws' | FakeWorker[]) {
  const time = new FakeTime();
  const mainThread: Uint8Array[] = [];
  const starts = { count: 0 };
  const processor = new BrowserImageProcessor({
    startWorker:
      worker === 'none'
        ? null
        : () => {
            starts.count += 1;
            if (worker === 'throws') throw new Error('SecurityError: worker-src');
            const next = new FakeWorker();
            worker.push(next);
            return next;
          },
    onMainThread: (bytes) => {
      mainThread.push(bytes);
      return runImagePipeline(new NodeImageCodec(), bytes);
    },
    scheduler: time,
  });
  return { time, mainThread, starts, processor };
}

/** Waits until the processor has handed the image to the newest worker. */
async function sentTo(workers: FakeWorker[]): Promise<FakeWorker> {
  for (let i = 0; i < 50; i += 1) {
    const worker = workers.at(-1);
    if (worker !== undefined && worker.requests.length > 0) return worker;
    await flushPromises();
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error('no worker got the image');
}

describe('BrowserImageProcessor', () => {
  it('processes in a worker, transferring the bytes, and ends the worker after its answer', async () => {
    const workers: FakeWorker[] = [];
    const { processor, mainThread, time } = setUp(workers);
    const answer = processor.process(photoFile());
    const worker = await sentTo(workers);
    const { message, transfer } = worker.requests[0]!;
    expect(transfer).toEqual([message.bytes]);
    expect(new Uint8Array(message.bytes)).toEqual(PHOTO);
    await worker.answerWithPipeline();
    expect(await answer).toMatchObject({ ok: true, value: { width: 120, height: 90, mimeType: 'image/jpeg' } });
    expect(worker.terminated).toBe(true);
    expect(mainThread).toHaveLength(0);
    expect(time.waiting).toBe(0);
  });

  it("passes the worker's image problem on as it is, without a main-thread retry", async () => {
    const workers: FakeWorker[] = [];
    const { processor, mainThread } = setUp(workers);
    const answer = processor.process(photoFile());
    (await sentTo(workers)).send({ result: { ok: false, error: 'empty' } });
    expect(await answer).toEqual({ ok: false, error: 'empty' });
    expect(mainThread).toHaveLength(0);
  });

  it('does not read a file over the byte ceiling, in a worker or on the main thread (ASVS 5.2.1)', async () => {
    const workers: FakeWorker[] = [];
    const { processor, mainThread, starts } = setUp(workers);
    const reads: string[] = [];
    // A 200 MB file is not made here: one that says its size and records being read stands for it.
    const file = (size: number) =>
      ({
        size,
        type: 'image/png',
        arrayBuffer: () => {
          reads.push(`read ${size}`);
          return Promise.resolve(PHOTO.slice().buffer);
        },
      }) as unknown as Blob;
    expect(await processor.process(file(MAX_SOURCE_BYTES + 1))).toEqual({ ok: false, error: 'too-many-bytes' });
    expect(reads).toEqual([]);
    expect(starts.count).toBe(0);
    expect(mainThread).toHaveLength(0);
    // At the ceiling it is read and processed as any other.
    const answer = processor.process(file(MAX_SOURCE_BYTES));
    await (await sentTo(workers)).answerWithPipeline();
    expect(await answer).toMatchObject({ ok: true, value: { width: 120 } });
    expect(reads).toEqual([`read ${MAX_SOURCE_BYTES}`]);
  });

  it('processes on the main thread where there is no OffscreenCanvas', async () => {
    const { processor, mainThread } = setUp('none');
    expect(await processor.process(photoFile())).toMatchObject({ ok: true, value: { width: 120 } });
    expect(mainThread).toHaveLength(1);
  });

  it('falls back to the main thread when the worker cannot start, and does not try it again', async () => {
    const { processor, mainThread, starts } = setUp('throws');
    expect((await processor.process(photoFile())).ok).toBe(true);
    expect((await processor.process(photoFile())).ok).toBe(true);
    expect(starts.count).toBe(1);
    expect(mainThread).toHaveLength(2);
    expect(mainThread[0]).toEqual(PHOTO);
  });

  it('falls back once to the main thread when the worker errors', async () => {
    const workers: FakeWorker[] = [];
    const { processor, mainThread, time } = setUp(workers);
    const answer = processor.process(photoFile());
    const worker = await sentTo(workers);
    worker.fail();
    expect((await answer).ok).toBe(true);
    expect(worker.terminated).toBe(true);
    expect(mainThread).toHaveLength(1);
    expect(time.waiting).toBe(0);
    expect((await processor.process(photoFile())).ok).toBe(true);
    expect(workers).toHaveLength(1);
  });

  it('falls back when the worker answers something that is not a pipeline answer', async () => {
    const workers: FakeWorker[] = [];
    const { processor, mainThread } = setUp(workers);
    const answer = processor.process(photoFile());
    (await sentTo(workers)).send({ result: { ok: true, value: 'not an image' } });
    expect((await answer).ok).toBe(true);
    expect(mainThread).toHaveLength(1);
  });

  it('falls back when the worker answers an image without its quality (an older worker file)', async () => {
    const workers: FakeWorker[] = [];
    const { processor, mainThread } = setUp(workers);
    const answer = processor.process(photoFile());
    const file = new Blob([new Uint8Array([0xff, 0xd8])], { type: 'image/jpeg' });
    (await sentTo(workers)).send({
      result: { ok: true, value: { data: '/9g=', file, quality: { sharpness: 'high' } } },
    });
    const result = await answer;
    expect(result.ok && typeof result.value.quality.sharpness).toBe('number');
    expect(mainThread).toHaveLength(1);
  });

  it('ends a worker that has not answered in 30 s and processes on the main thread, never hanging', async () => {
    const workers: FakeWorker[] = [];
    const { processor, mainThread, time } = setUp(workers);
    let settled = false;
    const answer = processor.process(photoFile()).finally(() => {
      settled = true;
    });
    const worker = await sentTo(workers);
    await time.advance(WORKER_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    expect(mainThread).toHaveLength(0);
    await time.advance(1);
    expect((await answer).ok).toBe(true);
    expect(worker.terminated).toBe(true);
    expect(mainThread).toHaveLength(1);
    // A late answer from the ended worker changes nothing.
    worker.send({ result: { ok: false, error: 'corrupted' } });
    expect(await answer).toMatchObject({ ok: true });
  });

  it('answers corrupted, not a rejection, when the file cannot be read or the main thread throws', async () => {
    const unreadable = { arrayBuffer: () => Promise.reject(new Error('NotReadableError')) } as unknown as Blob;
    expect(await setUp([]).processor.process(unreadable)).toEqual({ ok: false, error: 'corrupted' });
    const throwing = new BrowserImageProcessor({
      startWorker: null,
      onMainThread: () => Promise.reject(new Error('canvas exploded')),
      scheduler: new FakeTime(),
    });
    expect(await throwing.process(photoFile())).toEqual({ ok: false, error: 'corrupted' });
  });
});
