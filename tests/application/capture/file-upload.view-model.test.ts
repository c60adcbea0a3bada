import type { UploadItem } from '../../../src/application/view-models/file-upload.view-model';
import { FileUploadViewModel } from '../../../src/application/view-models/file-upload.view-model';
import type { Uploaded } from '../../../src/application/ports/interview-service.port';
import { UPLOAD_MAX_BYTES } from '../../../src/domain/documents/file-upload';
import type { Result } from '../../../src/domain/shared/result';
import { err, ok } from '../../../src/domain/shared/result';
import { deferred, failure, question, snapshotOf } from '../fakes/fake-interview-service';
import { HeldImageProcessor, processedImageOf } from '../fakes/fake-image-processor';
import { interviewHarness } from '../interview/harness';

const resume = question('documents.resume', { type: 'file', shareWith: ['acme'] });
const portrait = question('documents.portrait', { type: '', metadata: { inputType: 'image' } });
const coi = question('insurance.coi', { type: 'coi-scan', shareWith: ['acme'] });
const email = question('core.email', { type: 'email' });

const PDF = '%PDF-1.7\n%\u00e2\u00e3\n1 0 obj\n';
const file = (name: string, type: string, content: string | Uint8Array<ArrayBuffer> = 'x') => ({
  name,
  blob: new Blob([typeof content === 'string' ? new TextEncoder().encode(content) : content], { type }),
});
const png = (name = 'photo.png', bytes = 100) => file(name, 'image/png', new Uint8Array(bytes).fill(1));
const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

async function onUpload(slug = 'documents-resume') {
  const h = interviewHarness();
  h.service.snapshot = snapshotOf({ questions: [resume, portrait, coi, email] });
  h.signIn();
  const screen = h.questionScreen();
  await screen.enter(slug);
  const processor = new HeldImageProcessor();
  const upload = new FileUploadViewModel(screen, processor, h.snackbar);
  upload.open();
  return { ...h, screen, processor, upload };
}

const states = (items: readonly UploadItem[]) => items.map((item) => [item.name, item.state.kind]);

describe('FileUploadViewModel', () => {
  it('processes an image through the pipeline and sends a PDF and a text file as their bytes', async () => {
    const { upload, processor } = await onUpload();
    const adding = upload.add([png(), file('cv.pdf', 'application/pdf', PDF), file('notes.txt', '', 'hello')]);
    expect(states(upload.items)).toEqual([
      ['photo.png', 'processing'],
      ['cv.pdf', 'processing'],
      ['notes.txt', 'processing'],
    ]);
    expect(upload.processing).toBe(true);
    expect(upload.submission).toBeNull();

    await processor.next(ok(processedImageOf({ data: '/9j/processed', sizeBytes: 1234 })));
    await adding;
    expect(states(upload.items)).toEqual([
      ['photo.png', 'ready'],
      ['cv.pdf', 'ready'],
      ['notes.txt', 'ready'],
    ]);
    const [photo, pdf, notes] = upload.items;
    expect(photo).toMatchObject({ kind: 'image', mimeType: 'image/png', sizeBytes: 100 });
    expect(photo?.state).toMatchObject({ data: '/9j/processed', mimeType: 'image/jpeg', sizeBytes: 1234 });
    expect(photo?.state.kind === 'ready' && photo.state.image?.file).toBeInstanceOf(Blob);
    expect(pdf).toMatchObject({ kind: 'document', state: { data: base64(PDF), mimeType: 'application/pdf' } });
    expect(notes).toMatchObject({ kind: 'document', state: { data: base64('hello'), mimeType: 'text/plain' } });
    expect(upload.processing).toBe(false);
  });

  it('answers a CapturedDocument with one page per file, each naming its file', async () => {
    const { upload, processor } = await onUpload();
    const adding = upload.add([png('scan.png'), file('cv.pdf', 'application/pdf', PDF)]);
    await processor.next(ok(processedImageOf({ data: '/9j/scan' })));
    await adding;
    expect(upload.submission).toEqual({
      'documents.resume': {
        shareWith: ['acme'],
        value: {
          content: [
            {
              content: { data: '/9j/scan', mime_type: 'image/jpeg', metadata: { fileName: 'scan.png' } },
              capture_method: null,
              captured_at: null,
            },
            {
              content: { data: base64(PDF), mime_type: 'application/pdf', metadata: { fileName: 'cv.pdf' } },
              capture_method: null,
              captured_at: null,
            },
          ],
          description: null,
          title: null,
        },
      },
    });
  });

  it('answers the certificate of insurance with its type', async () => {
    const { upload } = await onUpload('insurance-coi');
    await upload.add([file('coi.pdf', 'application/pdf', PDF)]);
    expect(upload.submission?.['insurance.coi']).toEqual({
      shareWith: ['acme'],
      value: expect.objectContaining({ type: 'certificate_of_insurance', description: null, title: null }),
    });
  });

  it('names every refused file of one pick in one snackbar, in the order picked, and keeps the others', async () => {
    const { upload, processor, snackbar } = await onUpload();
    const adding = upload.add([
      file('setup.exe', 'application/x-msdownload', 'MZ'),
      png('blank.png'),
      file('empty.txt', 'text/plain', ''),
      file('fake.pdf', 'application/pdf', 'not a pdf'),
      file('notes.txt', 'text/plain', 'MZ\u0000\u0003\u0000program'),
      png('broken.png', 50),
      png('good.png', 60),
      file('zero.png', 'image/png', ''),
    ]);
    await processor.next(err('empty'));
    await processor.next(err('corrupted'));
    await processor.next(ok(processedImageOf()));
    await adding;
    expect(processor.files).toHaveLength(3);
    expect(states(upload.items)).toEqual([['good.png', 'ready']]);
    expect(snackbar.queue.map((m) => m.message)).toEqual([
      'The following files are empty, corrupted or unsupported: setup.exe, blank.png, empty.txt, fake.pdf, notes.txt, broken.png, zero.png.',
    ]);
  });

  it('refuses an image the pipeline finds empty once re-encoded', async () => {
    const { upload, processor, snackbar } = await onUpload();
    const adding = upload.add([png('white.png')]);
    await processor.next(err('empty-processed'));
    await adding;
    expect(upload.items).toEqual([]);
    expect(snackbar.current?.message).toBe('The following files are empty, corrupted or unsupported: white.png.');
  });

  it('keeps an image over the pixel ceiling in the list, refused with its message, and names it in no snackbar', async () => {
    const { upload, processor, snackbar } = await onUpload();
    const adding = upload.add([png('panorama.png')]);
    await processor.next(err('too-many-pixels'));
    await adding;
    expect(upload.items[0]?.state).toEqual({
      kind: 'refused',
      message:
        'This photo is too large to open: it has more than 100 megapixels. Choose a smaller photo, or take one with your camera at its usual resolution.',
    });
    expect(upload.submission).toBeNull();
    expect(snackbar.current).toBeNull();
  });

  it('keeps an image over 10 MB once processed in the list, refused with the inline text, until removed', async () => {
    const { upload, processor, screen } = await onUpload();
    const adding = upload.add([png('huge.png'), png('fine.png', 20)]);
    await processor.next(ok(processedImageOf({ sizeBytes: UPLOAD_MAX_BYTES + 1 })));
    await processor.next(ok(processedImageOf({ sizeBytes: UPLOAD_MAX_BYTES })));
    await adding;
    expect(upload.items[0]?.state).toEqual({
      kind: 'refused',
      message: 'Too large image. Only image smaller than 10 MB can be uploaded.',
    });
    expect(upload.items[1]?.state.kind).toBe('ready');
    expect(upload.submission).toBeNull();

    upload.remove(upload.items[0]?.id ?? -1);
    expect(states(upload.items)).toEqual([['fine.png', 'ready']]);
    expect(upload.submission).not.toBeNull();
    expect(screen.value).toBe(upload.items);
  });

  it('refuses a document over 10 MB without reading it', async () => {
    const { upload } = await onUpload();
    const big = new Uint8Array(UPLOAD_MAX_BYTES + 1);
    big.set(new TextEncoder().encode('%PDF-'));
    await upload.add([file('big.pdf', 'application/pdf', big)]);
    expect(upload.items[0]?.state).toEqual({
      kind: 'refused',
      message: 'Too large file. Only files smaller than 10 MB can be uploaded.',
    });
  });

  it('keeps a file picked twice (same name and size) once, also within one pick', async () => {
    const { upload, snackbar } = await onUpload();
    await upload.add([file('cv.pdf', 'application/pdf', PDF), file('cv.pdf', 'application/pdf', PDF)]);
    await upload.add([file('cv.pdf', 'application/pdf', PDF), file('cv.pdf', 'application/pdf', `${PDF}more`)]);
    expect(upload.items.map((item) => [item.name, item.sizeBytes])).toEqual([
      ['cv.pdf', PDF.length + 2],
      ['cv.pdf', PDF.length + 6],
    ]);
    expect(snackbar.queue).toEqual([]);
  });

  it('accepts a dropped txt and csv, and takes only images when the question asks for an image', async () => {
    const any = await onUpload();
    await any.upload.add([file('a.txt', 'text/plain', 'a'), file('b.csv', 'application/vnd.ms-excel', 'b')]);
    expect(any.upload.accept).toBe('any');
    expect(any.upload.items.map((item) => item.mimeType)).toEqual(['text/plain', 'text/csv']);

    const images = await onUpload('documents-portrait');
    expect(images.upload.accept).toBe('images');
    const adding = images.upload.add([file('cv.pdf', 'application/pdf', PDF), png('me.png')]);
    await images.processor.next(ok(processedImageOf()));
    await adding;
    expect(states(images.upload.items)).toEqual([['me.png', 'ready']]);
    expect(images.snackbar.current?.message).toBe('The following files are empty, corrupted or unsupported: cv.pdf.');
  });

  it('removes a file while it is processed, and neither lists nor names it when the pipeline answers', async () => {
    const { upload, processor, snackbar } = await onUpload();
    const adding = upload.add([png('a.png'), png('b.png', 7)]);
    await processor.asked();
    upload.remove(upload.items[0]?.id ?? -1);
    processor.answer(err('corrupted'));
    await processor.next(ok(processedImageOf()));
    await adding;
    expect(states(upload.items)).toEqual([['b.png', 'ready']]);
    expect(snackbar.queue).toEqual([]);
  });

  it('adds a second pick to the list while the first is still processed', async () => {
    const { upload, processor } = await onUpload();
    const first = upload.add([png('a.png')]);
    const second = upload.add([png('b.png', 7)]);
    expect(states(upload.items)).toEqual([
      ['a.png', 'processing'],
      ['b.png', 'processing'],
    ]);
    await processor.next(ok(processedImageOf({ data: 'A' })));
    await first;
    expect(states(upload.items)).toEqual([
      ['a.png', 'ready'],
      ['b.png', 'processing'],
    ]);
    await processor.next(ok(processedImageOf({ data: 'B' })));
    await second;
    expect(states(upload.items)).toEqual([
      ['a.png', 'ready'],
      ['b.png', 'ready'],
    ]);
  });

  it('shows each file ready as soon as it is, and names the refused files of the pick once all are done', async () => {
    const { upload, processor, snackbar } = await onUpload();
    const adding = upload.add([png('a.png', 1), png('b.png', 2), file('x.exe', 'application/x-msdownload')]);
    await processor.next(ok(processedImageOf()));
    await processor.asked();
    expect(states(upload.items)).toEqual([
      ['a.png', 'ready'],
      ['b.png', 'processing'],
    ]);
    expect(snackbar.queue).toEqual([]);
    processor.answer(err('corrupted'));
    await adding;
    expect(snackbar.current?.message).toBe('The following files are empty, corrupted or unsupported: b.png, x.exe.');
  });

  it('sends images through the pipeline one at a time, skipping one removed before its turn', async () => {
    const { upload, processor } = await onUpload();
    const [a, b, c] = [png('a.png', 1), png('b.png', 2), png('c.png', 3)];
    const adding = upload.add([a, b, c]);
    await processor.asked();
    expect(processor.files).toEqual([a.blob]);
    upload.remove(upload.items[1]?.id ?? -1);
    await processor.next(ok(processedImageOf()));
    await processor.next(ok(processedImageOf()));
    await adding;
    expect(processor.files).toEqual([a.blob, c.blob]);
    expect(states(upload.items)).toEqual([
      ['a.png', 'ready'],
      ['c.png', 'ready'],
    ]);
  });

  it('sends the list with progress, and keeps it when the upload fails', async () => {
    const { upload, screen, service, interview, navigator } = await onUpload();
    await upload.add([file('cv.pdf', 'application/pdf', PDF)]);
    const call = deferred<Result<Uploaded, never>>();
    service.on('postAttributeData', (_answers, onProgress) => {
      onProgress?.(0.5);
      return call.promise;
    });
    const sending = screen.submitCaptured(upload.submission ?? {});
    expect(screen.submitting).toBe(true);
    expect(screen.progress).toBe(0.5);
    call.resolve(ok({ datumIds: ['d1'] }));
    await sending;
    expect(service.callsTo('postAttributeData')[0]?.[0]).toEqual(upload.submission);
    expect(interview.question('documents.resume')?.complete).toBe(true);
    expect(navigator.visited).toHaveLength(1);

    const failing = await onUpload();
    await failing.upload.add([file('cv.pdf', 'application/pdf', PDF)]);
    failing.service.on('postAttributeData', async () => failure(500, 'submission-failed'));
    await failing.screen.submitCaptured(failing.upload.submission ?? {});
    expect(failing.error.reason).toBe('submission-failed');
    expect(states(failing.upload.items)).toEqual([['cv.pdf', 'ready']]);
    expect(failing.upload.submission).not.toBeNull();
  });

  it('takes no new files while the list is being sent', async () => {
    const { upload, screen, service } = await onUpload();
    await upload.add([file('cv.pdf', 'application/pdf', PDF)]);
    const call = deferred<Result<Uploaded, never>>();
    service.on('postAttributeData', () => call.promise);
    const sending = screen.submitCaptured(upload.submission ?? {});
    await upload.add([file('late.pdf', 'application/pdf', PDF)]);
    expect(upload.items.map((item) => item.name)).toEqual(['cv.pdf']);
    call.resolve(ok({ datumIds: ['d1'] }));
    await sending;
  });

  it('keeps the list through a trip elsewhere, dropping a file whose processing ended while away', async () => {
    const { upload, processor, screen } = await onUpload();
    await upload.add([file('cv.pdf', 'application/pdf', PDF)]);
    const adding = upload.add([png('late.png')]);
    await processor.asked();
    screen.open('core.email');
    processor.answer(ok(processedImageOf()));
    await adding;
    expect(screen.value).toBeNull();

    screen.open('documents.resume');
    upload.open();
    expect(states(upload.items)).toEqual([['cv.pdf', 'ready']]);
  });

  it('does not process an image whose question was left before its turn', async () => {
    const { upload, processor, screen } = await onUpload();
    const [a, b] = [png('a.png', 1), png('b.png', 2)];
    const adding = upload.add([a, b]);
    await processor.asked();
    screen.open('core.email');
    processor.answer(ok(processedImageOf()));
    await adding;
    expect(processor.files).toEqual([a.blob]);
  });

  it('treats a file that can no longer be read as corrupted', async () => {
    const { upload, snackbar } = await onUpload();
    const unreadable = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    Object.defineProperty(unreadable, 'arrayBuffer', { value: () => Promise.reject(new Error('NotReadableError')) });
    await upload.add([{ name: 'moved.pdf', blob: unreadable }]);
    expect(upload.items).toEqual([]);
    expect(snackbar.current?.message).toBe('The following files are empty, corrupted or unsupported: moved.pdf.');
  });
});
