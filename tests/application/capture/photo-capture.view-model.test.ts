import type { ProcessedImage } from '../../../src/application/ports/image-processor.port';
import { PhotoCaptureViewModel } from '../../../src/application/view-models/photo-capture.view-model';
import { SnackbarViewModel } from '../../../src/application/view-models/snackbar.view-model';
import { err, ok } from '../../../src/domain/shared/result';
import { SELFIE_MAX_BYTES } from '../../../src/domain/validation/selfie';
import { FakeTime } from '../fakes/fake-time';
import { FakeTracker } from '../fakes/fake-tracker';
import { HeldImageProcessor, processedImageOf } from '../fakes/fake-image-processor';

const processed = (sizeBytes = 2_000_000): ProcessedImage => processedImageOf({ sizeBytes });

const photo = (type = 'image/jpeg', bytes = 10): Blob => new Blob([new Uint8Array(bytes)], { type });

function harness() {
  const processor = new HeldImageProcessor();
  const snackbar = new SnackbarViewModel(new FakeTime());
  const tracker = new FakeTracker();
  const capture = new PhotoCaptureViewModel(processor, snackbar, tracker);
  return { processor, snackbar, tracker, capture };
}

describe('PhotoCaptureViewModel', () => {
  it('opens the camera, processes the photo, and answers it once processed', async () => {
    const { processor, capture } = harness();
    capture.openCamera();
    expect(capture.stage).toEqual({ kind: 'camera' });

    const taking = capture.take(photo(), 'camera photo');
    expect(capture.stage).toEqual({ kind: 'processing' });
    processor.answer(ok(processed()));

    expect(await taking).toEqual(processed());
    expect(capture.stage).toEqual({ kind: 'choose' });
    expect(capture.problem).toBeNull();
  });

  it('opens the camera whatever the browser: an in-app browser has been told it may not work', () => {
    const { capture } = harness();
    capture.openCamera();
    expect(capture.stage).toEqual({ kind: 'camera' });
  });

  it('reopens the camera after a failure (Try again), clearing the last problem', () => {
    const { capture, tracker } = harness();
    capture.openCamera();
    capture.cameraUnavailable('busy');
    capture.openCamera();
    expect(capture.stage).toEqual({ kind: 'camera' });
    // The first opening is no retry; the one after the failure is.
    expect(tracker.events).toEqual([
      { kind: 'capture-failed', capture: 'camera', reason: 'busy' },
      { kind: 'capture-retried', capture: 'camera' },
    ]);
  });

  it.each(['unavailable', 'denied', 'busy', 'not-found', 'ended', 'black'] as const)(
    'falls back to the picker when the camera is %s, and keeps the advice after a photo is chosen',
    async (reason) => {
      const { processor, capture } = harness();
      capture.openCamera();
      capture.cameraUnavailable(reason);
      expect(capture.stage).toEqual({ kind: 'fallback', reason });

      const taking = capture.take(photo(), 'me.jpg');
      processor.answer(ok(processed()));
      await taking;
      expect(capture.stage).toEqual({ kind: 'fallback', reason });
    },
  );

  it('returns to the start when the camera is cancelled', () => {
    const { capture } = harness();
    capture.openCamera();
    capture.cancelCamera();
    expect(capture.stage).toEqual({ kind: 'choose' });
  });

  it('refuses a file that is not an image, or is empty, with the snackbar naming it, without processing', async () => {
    const { processor, snackbar, capture, tracker } = harness();
    expect(await capture.take(photo('application/pdf'), 'scan.pdf')).toBeNull();
    expect(await capture.take(photo('image/png', 0), 'blank.png')).toBeNull();
    expect(processor.files).toHaveLength(0);
    // The reason only: never the file's name, which the applicant chose.
    expect(tracker.events).toEqual([
      { kind: 'capture-failed', capture: 'photo', reason: 'not-an-image' },
      { kind: 'capture-failed', capture: 'photo', reason: 'not-an-image' },
    ]);
    expect(snackbar.queue.map((m) => m.message)).toEqual([
      'Selected file is empty, corrupted or unsupported: scan.pdf.',
      'Selected file is empty, corrupted or unsupported: blank.png.',
    ]);
  });

  it.each([
    ['empty', 'Empty original ID scan detected'],
    ['empty-processed', 'Invalid file passed'],
    ['corrupted', 'Image could not be rendered'],
  ] as const)('refuses a %s photo: the snackbar names it and the field says why', async (problem, text) => {
    const { processor, snackbar, capture, tracker } = harness();
    const taking = capture.take(photo(), 'me.jpg');
    processor.answer(err(problem));
    expect(await taking).toBeNull();
    expect(tracker.events).toEqual([{ kind: 'capture-failed', capture: 'photo', reason: problem }]);
    expect(snackbar.current?.message).toBe('Selected file is empty, corrupted or unsupported: me.jpg.');
    expect(capture.problem).toBe(text);
    expect(capture.stage).toEqual({ kind: 'choose' });
  });

  it.each([
    [
      'heic-unsupported',
      "This photo is in HEIC format, which this browser can't open. Choose a JPEG or PNG, or on an iPhone set Camera > Formats to Most Compatible, or share the photo as a JPEG.",
    ],
    [
      'too-many-pixels',
      'This photo is too large to open: it has more than 100 megapixels. Choose a smaller photo, or take one with your camera at its usual resolution.',
    ],
    [
      'too-many-bytes',
      'This photo is too large to open: it is over 200 MB. Choose a smaller photo, or take one with your camera at its usual resolution.',
    ],
  ] as const)(
    'refuses a %s photo with only its own message, no "empty, corrupted or unsupported" snackbar',
    async (problem, text) => {
      const { processor, snackbar, capture } = harness();
      const taking = capture.take(photo('image/heic'), 'IMG_0001.HEIC');
      processor.answer(err(problem));
      expect(await taking).toBeNull();
      expect(snackbar.current).toBeNull();
      expect(capture.problem).toBe(text);
      expect(capture.stage).toEqual({ kind: 'choose' });
    },
  );

  it('sends a .heic the browser reports no type for to the pipeline, which reads its bytes', async () => {
    const { processor, capture } = harness();
    const taking = capture.take(photo(''), 'IMG_0001.HEIC');
    expect(processor.files).toHaveLength(1);
    processor.answer(ok(processed()));
    expect(await taking).toEqual(processed());
  });

  it('accepts a processed photo of exactly 10 MB and refuses a larger one with the inline text', async () => {
    const { processor, capture, tracker } = harness();
    const atLimit = capture.take(photo(), 'a.jpg');
    processor.answer(ok(processed(SELFIE_MAX_BYTES)));
    expect(await atLimit).not.toBeNull();

    const above = capture.take(photo(), 'b.jpg');
    processor.answer(ok(processed(SELFIE_MAX_BYTES + 1)));
    expect(await above).toBeNull();
    expect(capture.problem).toBe('Too large image. Only image smaller than 10 MB can be uploaded.');
    expect(tracker.events).toEqual([{ kind: 'capture-failed', capture: 'photo', reason: 'too-large' }]);
  });

  it('lets a newer photo win over an older one still processing', async () => {
    const { processor, capture } = harness();
    const first = capture.take(photo(), 'first.jpg');
    const second = capture.take(photo(), 'second.jpg');
    processor.answer(ok(processed(2)), 1);
    processor.answer(ok(processed(1)), 0);
    expect(await second).toEqual(processed(2));
    expect(await first).toBeNull();
  });

  it('forgets the last problem when the question opens again', async () => {
    const { processor, capture } = harness();
    const taking = capture.take(photo(), 'me.jpg');
    processor.answer(err('corrupted'));
    await taking;
    capture.reset();
    expect(capture.problem).toBeNull();
    expect(capture.stage).toEqual({ kind: 'choose' });
  });
});
