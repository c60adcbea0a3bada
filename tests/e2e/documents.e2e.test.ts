import type { Page } from 'playwright-core';
import { startFromOverview, submitButton } from './support/answer-questions';
import type { Device } from './support/browser';
import { clearFaults, createScenario, DEVICES, injectFault, visit } from './support/browser';
import { pdfOf } from './support/documents';
import { expectVisible, heading } from './support/expect-page';
import { jpegOf, png } from './support/photos';
import { storedAnswers } from './support/stored-answers';
import { useBrowser } from './support/use-browser';

// Document upload and the certificate of insurance (issue 13) as an applicant goes through them:
// files chosen (and, on a desktop, dropped), one refused, one removed, the upload progress bar,
// then the certificate's pages.

const SCENARIO = 'applicant-documents';
const PDF = pdfOf('Curriculum vitae');

interface StoredDocument {
  readonly type?: string;
  readonly content: readonly StoredPage[];
}

interface StoredPage {
  readonly content: { readonly data: string; readonly mime_type: string; readonly metadata: { fileName?: string } };
}

/** The stored documents of the link's request (the shared reader, typed for the document answers). */
async function storedDocuments(link: string): Promise<Record<string, StoredDocument | undefined>> {
  return (await storedAnswers(link)) as Record<string, StoredDocument | undefined>;
}

const pickerLabel = (device: Device) =>
  device === 'mobile' ? 'Tap to choose files' : 'Drag and drop files here, or browse';

/** The pick: a PNG, a JPEG, a PDF, and two that are refused (a program, an empty PNG). */
const PICK = [
  { name: 'scan.png', mimeType: 'image/png', buffer: png(320, 240, 'photo') },
  { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: jpegOf(1600, 1200) },
  { name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF },
  { name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ\x90\x00') },
  { name: 'empty.png', mimeType: 'image/png', buffer: Buffer.alloc(0) },
];

/** Drops a file on the drop zone as a person dragging it from their desktop would. */
async function dropFile(page: Page, file: { name: string; mimeType: string; text: string }): Promise<void> {
  const transfer = await page.evaluateHandle(({ name, mimeType, text }) => {
    const data = new DataTransfer();
    data.items.add(new File([text], name, { type: mimeType }));
    return data;
  }, file);
  const zone = page.locator('.file-drop__zone');
  await zone.dispatchEvent('dragenter', { dataTransfer: transfer });
  await zone.dispatchEvent('dragover', { dataTransfer: transfer });
  await zone.dispatchEvent('drop', { dataTransfer: transfer });
}

/** Holds the next POST /attributeData for a while, so the upload progress bar can be seen. */
async function slowUpload(page: Page): Promise<void> {
  await page.route('**/api/interview/attributeData', async (route) => {
    if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
}

const fileList = (page: Page) => page.getByRole('list', { name: 'Files to send' });

/** A fresh applicant-documents request, opened at its first question (the résumé); its link. */
async function openResume(page: Page): Promise<string> {
  const link = await createScenario(SCENARIO);
  await page.goto(link);
  await startFromOverview(page, 'Résumé');
  await heading(page, 'Résumé').waitFor();
  return link;
}

describe.each(DEVICES)('documents on %s', (device) => {
  const session = useBrowser(device);
  afterEach(() => clearFaults());

  it('uploads files (one refused, one removed) with the progress bar, then the certificate of insurance', async () => {
    const { page } = session();
    const link = await openResume(page);
    await visit(page, SCENARIO, 'upload', device);

    await page.getByLabel(pickerLabel(device)).setInputFiles(PICK);
    await expectVisible(
      page.getByText('The following files are empty, corrupted or unsupported: setup.exe, empty.png.'),
    );
    await expectVisible(page.getByText('3 files ready to send.'), 20_000);
    expect(await fileList(page).getByRole('listitem').count()).toBe(3);
    // The images show as thumbnails of the processed JPEG, the PDF by name and size.
    expect(await fileList(page).locator('img').count()).toBe(2);
    await expectVisible(fileList(page).getByText('cv.pdf'));
    await visit(page, SCENARIO, 'upload-list', device);

    await page.getByRole('button', { name: 'Remove photo.jpg' }).click();
    expect(await fileList(page).getByRole('listitem').count()).toBe(2);
    if (device === 'desktop') {
      await dropFile(page, { name: 'notes.txt', mimeType: 'text/plain', text: 'Available from June.' });
      await expectVisible(fileList(page).getByText('notes.txt'));
      await expectVisible(page.getByText('3 files ready to send.'));
    }

    await slowUpload(page);
    await submitButton(page).click();
    await expectVisible(page.getByRole('progressbar', { name: 'Uploading your files' }));
    await page.screenshot({ path: `tests/e2e/screenshots/${SCENARIO}-uploading-${device}.png`, fullPage: true });
    await heading(page, 'Certificate of insurance').waitFor({ timeout: 20_000 });
    await page.unroute('**/api/interview/attributeData');

    const resume = (await storedDocuments(link))['documents.resume'];
    const pages = resume?.content.map((p) => [p.content.metadata.fileName, p.content.mime_type]);
    expect(pages).toEqual([
      ['scan.png', 'image/jpeg'],
      ['cv.pdf', 'application/pdf'],
      ...(device === 'desktop' ? [['notes.txt', 'text/plain']] : []),
    ]);
    expect(Buffer.from(resume?.content[1]?.content.data ?? '', 'base64').equals(PDF)).toBe(true);

    // The certificate of insurance: its pages as a PDF and a photo.
    await visit(page, SCENARIO, 'coi', device);
    await page.getByLabel(pickerLabel(device)).setInputFiles([
      { name: 'coi.pdf', mimeType: 'application/pdf', buffer: pdfOf('Certificate of insurance') },
      { name: 'coi page 2.jpg', mimeType: 'image/jpeg', buffer: jpegOf(1275, 1650) },
    ]);
    await expectVisible(page.getByText('2 files ready to send.'), 20_000);
    await visit(page, SCENARIO, 'coi-list', device);
    await submitButton(page).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/question/'), { timeout: 20_000 });
    const coi = (await storedDocuments(link))['insurance.coi'];
    expect(coi?.type).toBe('certificate_of_insurance');
    expect(coi?.content.map((p) => p.content.metadata.fileName)).toEqual(['coi.pdf', 'coi page 2.jpg']);
  });
});

describe('documents on desktop when the upload fails', () => {
  const session = useBrowser('desktop');
  afterEach(() => clearFaults());

  it('keeps the list after a failed upload, and sends it again', async () => {
    const { page } = session();
    const link = await openResume(page);
    await page
      .getByLabel(pickerLabel('desktop'))
      .setInputFiles([{ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF }]);
    await expectVisible(page.getByText('1 file ready to send.'));
    await injectFault({ method: 'POST', path: '/api/interview/attributeData', status: 500, times: 1 });
    await submitButton(page).click();
    await expectVisible(page.getByText('Submission failed'));
    await expectVisible(fileList(page).getByText('cv.pdf'));
    await visit(page, SCENARIO, 'upload-failed', 'desktop');

    await submitButton(page).click();
    await heading(page, 'Certificate of insurance').waitFor({ timeout: 20_000 });
    expect((await storedDocuments(link))['documents.resume']?.content).toHaveLength(1);
  });
});

describe('the certificate of insurance on a phone with a camera', () => {
  const session = useBrowser('mobile', { camera: true });

  it('takes a photo of each page in the camera overlay and sends them as the certificate', async () => {
    const { page } = session();
    const link = await createScenario(SCENARIO);
    await page.goto(link);
    await startFromOverview(page, 'Certificate of insurance');
    await heading(page, 'Certificate of insurance').waitFor();

    for (const pageNumber of [1, 2]) {
      await page.getByRole('button', { name: 'Take a photo of a page' }).click();
      const dialog = page.getByRole('dialog', { name: 'Take a photo of a page' });
      await expectVisible(dialog.getByRole('button', { name: 'Take photo' }));
      await page.waitForFunction(
        () => document.querySelector<HTMLButtonElement>('.camera-overlay__shutter')?.disabled === false,
      );
      if (pageNumber === 1) await visit(page, SCENARIO, 'coi-camera', 'mobile');
      await dialog.getByRole('button', { name: 'Take photo' }).click();
      await dialog.getByRole('button', { name: 'Use this photo' }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await expectVisible(
        page.getByText(`${pageNumber} ${pageNumber === 1 ? 'file' : 'files'} ready to send.`),
        20_000,
      );
    }
    await expectVisible(fileList(page).getByText('Page 2 photo.jpg'));
    await visit(page, SCENARIO, 'coi-photos', 'mobile');
    await submitButton(page).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/question/insurance-coi'), { timeout: 20_000 });
    const coi = (await storedDocuments(link))['insurance.coi'];
    expect(coi?.type).toBe('certificate_of_insurance');
    expect(coi?.content.map((p) => [p.content.metadata.fileName, p.content.mime_type])).toEqual([
      ['Page 1 photo.jpg', 'image/jpeg'],
      ['Page 2 photo.jpg', 'image/jpeg'],
    ]);
  });
});
