import { AXE_WCAG_TAGS } from '../../../support/axe-tags';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import type { UploadProgress, Uploaded } from '../../../../src/application/ports/interview-service.port';
import type { ServiceError } from '../../../../src/application/ports/service-error';
import type { Question } from '../../../../src/domain/questions/question';
import type { Result } from '../../../../src/domain/shared/result';
import { err, ok } from '../../../../src/domain/shared/result';
import { IPHONE_AGENT } from '../../../application/fakes/fake-device-profile';
import { deferred, networkFailure, question } from '../../../application/fakes/fake-interview-service';
import { processedImageOf } from '../../../application/fakes/fake-image-processor';
import { lastPosted, NEXT_QUESTION } from '../../support/open-question';
import { uiHarness } from '../../support/ui-harness';

const WCAG = { runOnly: [...AXE_WCAG_TAGS], rules: { 'color-contrast': { enabled: false } } };

const RESUME = question('documents.resume', { type: 'file', shareWith: ['acme'], metadata: { title: 'Résumé' } });
const PORTRAIT = question('documents.portrait', { type: '', metadata: { title: 'Portrait', inputType: 'image' } });

const DROP = 'Drag and drop files here, or browse';
const PDF = '%PDF-1.7\n';

// jsdom has no object URLs; the thumbnail only needs an address.
beforeAll(() => {
  Object.assign(URL, { createObjectURL: () => 'blob:test/thumb', revokeObjectURL: () => undefined });
});

async function openUpload(q: Question = RESUME, device: 'phone' | 'desktop' = 'desktop', label = DROP) {
  const app = device === 'phone' ? uiHarness({ userAgent: IPHONE_AGENT, canHover: false }) : uiHarness();
  app.signIn([q, NEXT_QUESTION]);
  const view = app.renderApp(`/question/${q.attrType.replace('.', '-')}`);
  const input = await screen.findByLabelText(label);
  return { app, user: view.user, input };
}

const fileOf = (name: string, type: string, content: string | Uint8Array<ArrayBuffer> = 'x') =>
  new File([content], name, { type });
const pngFile = (name = 'photo.png') => fileOf(name, 'image/png', new Uint8Array(64).fill(7));
const pdfFile = (name = 'cv.pdf', content = PDF) => fileOf(name, 'application/pdf', content);

const list = () => screen.getByRole('list', { name: 'Files to send' });
/** A file in the list, found by its Remove button (named for the file). */
const listed = async (name: string) => screen.findByRole('button', { name: `Remove ${name}` });
/** The file's name as the list shows it (the Remove button says it again, for screen readers only). */
const shownName = (row: HTMLElement, name: string) => within(row).getByText(name, { ignore: '.visually-hidden' });
const continueButton = () => screen.getByRole('button', { name: 'Continue' });

describe('the file upload field', () => {
  it('is a drop zone labelling a real file input that offers the picker types, without txt', async () => {
    const { input } = await openUpload();
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('multiple');
    expect(input.getAttribute('accept')).toBe(
      '.bmp,.gif,.jpeg,.jpg,.png,.pdf,image/bmp,image/gif,image/jpeg,image/png,application/pdf',
    );
    expect(input).toHaveAccessibleDescription('PDF, JPG, PNG, GIF or BMP, up to 10 MB each.');
    expect(continueButton()).toBeDisabled();
  });

  it('reaches the picker with the keyboard', async () => {
    const { user, input } = await openUpload();
    for (let i = 0; i < 20 && document.activeElement !== input; i += 1) await user.tab();
    expect(input).toHaveFocus();
  });

  it('lists a picked image as a thumbnail and a PDF by name and size, and sends both as one document', async () => {
    const { app, user, input } = await openUpload();
    await user.upload(input, [pngFile('scan.png'), pdfFile()]);
    const items = within(await screen.findByRole('list', { name: 'Files to send' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    await waitFor(() => expect(screen.getByText('2 files ready to send.')).toBeVisible());
    expect(items[0]?.querySelector('img')).toHaveAttribute('src', 'blob:test/thumb');
    expect(shownName(items[0] as HTMLElement, 'scan.png')).toBeVisible();
    expect(shownName(items[1] as HTMLElement, 'cv.pdf')).toBeVisible();
    expect(within(items[1] as HTMLElement).getByText('9 bytes')).toBeVisible();
    expect(app.images.files).toHaveLength(1);

    await user.click(continueButton());
    await screen.findByRole('heading', { level: 1, name: 'Next question' });
    expect(lastPosted(app)).toEqual({
      'documents.resume': {
        shareWith: ['acme'],
        value: {
          content: [
            {
              content: { data: '/9j/AAAA', mime_type: 'image/jpeg', metadata: { fileName: 'scan.png' } },
              capture_method: null,
              captured_at: null,
            },
            {
              content: {
                data: Buffer.from(PDF).toString('base64'),
                mime_type: 'application/pdf',
                metadata: { fileName: 'cv.pdf' },
              },
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

  it('takes dropped files, a txt file among them', async () => {
    const { input } = await openUpload();
    const zone = input.closest('label') as HTMLElement;
    fireEvent.dragOver(zone, { dataTransfer: { files: [] } });
    expect(zone).toHaveClass('file-drop__zone--over');
    fireEvent.drop(zone, { dataTransfer: { files: [fileOf('notes.txt', 'text/plain', 'hello')] } });
    expect(await listed('notes.txt')).toBeVisible();
    expect(zone).not.toHaveClass('file-drop__zone--over');
    await waitFor(() => expect(continueButton()).toBeEnabled());
  });

  it('keeps the browser from opening a file dropped beside the zone', async () => {
    await openUpload();
    const beside = screen.getByRole('heading', { level: 1, name: 'Résumé' });
    const files = [pdfFile()];
    expect(fireEvent.dragOver(beside, { dataTransfer: { types: ['Files'], files } })).toBe(false);
    expect(fireEvent.drop(beside, { dataTransfer: { types: ['Files'], files } })).toBe(false);
    expect(fireEvent.drop(beside, { dataTransfer: { types: ['text/plain'], files: [] } })).toBe(true);
    expect(screen.queryByRole('list', { name: 'Files to send' })).toBeNull();
  });

  it('names the empty, corrupted and unsupported files of a pick in the snackbar, and lists only the others', async () => {
    const { input } = await openUpload();
    const zone = input.closest('label') as HTMLElement;
    fireEvent.drop(zone, {
      dataTransfer: {
        files: [fileOf('setup.exe', 'application/x-msdownload', 'MZ'), fileOf('empty.png', 'image/png', ''), pdfFile()],
      },
    });
    expect(
      await screen.findByText('The following files are empty, corrupted or unsupported: setup.exe, empty.png.'),
    ).toBeVisible();
    expect(within(list()).getAllByRole('listitem')).toHaveLength(1);
    expect(shownName(list(), 'cv.pdf')).toBeVisible();
  });

  it('shows a file too large once processed with the inline text, and Remove takes it out', async () => {
    const { app, user, input } = await openUpload();
    app.images.answer = ok(processedImageOf({ sizeBytes: 11 * 1024 * 1024 }));
    await user.upload(input, [pngFile('huge.png'), pdfFile()]);
    const message = await screen.findByText('Too large image. Only image smaller than 10 MB can be uploaded.');
    expect(message).toBeVisible();
    const remove = screen.getByRole('button', { name: 'Remove huge.png' });
    expect(remove).toHaveAccessibleDescription('Too large image. Only image smaller than 10 MB can be uploaded.');
    expect(continueButton()).toBeDisabled();

    await user.click(remove);
    expect(within(list()).getAllByRole('listitem')).toHaveLength(1);
    // The focus moves to the Remove button now in the removed one's place.
    expect(screen.getByRole('button', { name: 'Remove cv.pdf' })).toHaveFocus();
    expect(screen.queryByText('Too large image. Only image smaller than 10 MB can be uploaded.')).toBeNull();
    expect(continueButton()).toBeEnabled();

    await user.keyboard('{Enter}');
    expect(screen.queryByRole('list', { name: 'Files to send' })).toBeNull();
    expect(screen.getByLabelText(DROP)).toHaveFocus();
    expect(continueButton()).toBeDisabled();
  });

  it('shows a file as being prepared until the pipeline answers, with Continue disabled', async () => {
    const { app, user, input } = await openUpload();
    const answer = deferred<Awaited<ReturnType<typeof app.images.process>>>();
    app.images.process = () => answer.promise;
    await user.upload(input, [pngFile('slow.png')]);
    const row = within(await screen.findByRole('list', { name: 'Files to send' })).getByRole('listitem');
    expect(within(row).getByText('Preparing...')).toBeVisible();
    expect(screen.getByText('Preparing 1 file...')).toBeVisible();
    expect(continueButton()).toBeDisabled();

    await act(async () => answer.resolve(ok(processedImageOf())));
    expect(await screen.findByText('1 file ready to send.')).toBeVisible();
    expect(continueButton()).toBeEnabled();
  });

  it('names a corrupted image in the snackbar', async () => {
    const { app, user, input } = await openUpload();
    app.images.answer = err('corrupted');
    await user.upload(input, [pngFile('broken.png')]);
    expect(
      await screen.findByText('The following files are empty, corrupted or unsupported: broken.png.'),
    ).toBeVisible();
  });

  it('shows the upload progress while sending, and keeps the list when the upload fails', async () => {
    const { app, user, input } = await openUpload();
    await user.upload(input, [pdfFile()]);
    await waitFor(() => expect(continueButton()).toBeEnabled());
    const upload = deferred<Result<Uploaded, ServiceError>>();
    let progress: UploadProgress = () => undefined;
    app.service.on('postAttributeData', (_answers, onProgress) => {
      progress = onProgress ?? progress;
      return upload.promise;
    });

    await user.click(continueButton());
    const bar = await screen.findByRole('progressbar', { name: 'Uploading your files' });
    expect(screen.queryByLabelText(DROP)).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove cv.pdf' })).toBeDisabled();
    act(() => progress(0.8));
    expect(bar).toHaveAttribute('aria-valuenow', '80');

    await act(async () => upload.resolve(networkFailure()));
    expect(await screen.findByText('Submission failed')).toBeVisible();
    expect(shownName(list(), 'cv.pdf')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Remove cv.pdf' })).toBeEnabled();
    expect(screen.getByLabelText(DROP)).toBeEnabled();
    expect(continueButton()).toBeEnabled();
  });

  it('offers "Tap to choose files" on a phone', async () => {
    const { user, input } = await openUpload(RESUME, 'phone', 'Tap to choose files');
    await user.upload(input, [pdfFile()]);
    expect(await listed('cv.pdf')).toBeVisible();
  });

  it('takes images only when the question asks for an image', async () => {
    const { input } = await openUpload(PORTRAIT, 'desktop', 'Drag and drop images here, or browse');
    expect(input.getAttribute('accept')).toBe('.bmp,.gif,.jpeg,.jpg,.png,image/bmp,image/gif,image/jpeg,image/png');
    fireEvent.drop(input.closest('label') as HTMLElement, { dataTransfer: { files: [pdfFile()] } });
    expect(await screen.findByText('The following files are empty, corrupted or unsupported: cv.pdf.')).toBeVisible();
  });

  it('has no axe violations empty, with files, and refused files', async () => {
    const { app, user, input } = await openUpload();
    expect((await axe.run(document.body, WCAG)).violations).toEqual([]);
    app.images.answer = ok(processedImageOf({ sizeBytes: 11 * 1024 * 1024 }));
    await user.upload(input, [pngFile(), pdfFile()]);
    await screen.findByText('Too large image. Only image smaller than 10 MB can be uploaded.');
    await waitFor(async () => expect((await axe.run(document.body, WCAG)).violations).toEqual([]));
  });
});
