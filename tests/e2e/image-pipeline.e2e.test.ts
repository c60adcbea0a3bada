import type { Page } from 'playwright-core';
import { createScenario } from './support/browser';
import { expectVisible } from './support/expect-page';
import { heifFile, pngHeader, withExifOrientation } from '../support/image-headers';
import { cachedJpeg, jpegOf, png } from './support/photos';
import { openSelfieQuestion } from './support/selfie-question';
import { useBrowser } from './support/use-browser';

/** Counts the Web Workers the page starts. */
function countWorkers(page: Page): () => number {
  let started = 0;
  page.on('worker', () => {
    started += 1;
  });
  return () => started;
}

const choosePhoto = (page: Page, name: string, mimeType: string, buffer: Buffer) =>
  page.getByLabel('Choose a photo').setInputFiles({ name, mimeType, buffer });

/** The preview's decoded size: what the pipeline produced. */
const previewSize = (page: Page) =>
  page
    .getByRole('img', { name: 'Your selfie' })
    .evaluate((img: HTMLImageElement) => img.decode().then(() => [img.naturalWidth, img.naturalHeight]));

/** Opens the selfie question, chooses a 640x480 photo and sees it processed with no worker started. */
async function expectProcessedWithoutWorker(page: Page): Promise<void> {
  const workers = countWorkers(page);
  await openSelfieQuestion(page, await createScenario('applicant-selfie'));
  await choosePhoto(page, 'me.jpg', 'image/jpeg', jpegOf(640, 480));
  await expectVisible(page.getByRole('img', { name: 'Your selfie' }), 30_000);
  expect(await previewSize(page)).toEqual([640, 480]);
  expect(workers()).toBe(0);
}

// The browser half of the image pipeline (spec 001 §9): the canvas codec, the worker and its
// fallback run only here; Node tests run the same pipeline on a pure codec.
describe('the image pipeline in Chromium (the selfie question on a phone)', () => {
  const session = useBrowser('mobile');

  it('processes a chosen photo in a Web Worker and shows it', async () => {
    const { page } = session();
    const workers = countWorkers(page);
    await openSelfieQuestion(page, await createScenario('applicant-selfie'));
    await choosePhoto(page, 'me.png', 'image/png', png(800, 600, 'photo'));
    await expectVisible(page.getByRole('img', { name: 'Your selfie' }), 30_000);
    expect(await previewSize(page)).toEqual([800, 600]);
    expect(workers()).toBe(1);
  });

  it('downscales a 13.5 MP photo to at most 12 MP, keeping its aspect ratio', async () => {
    const { page } = session();
    await openSelfieQuestion(page, await createScenario('applicant-selfie'));
    await choosePhoto(page, 'big.jpg', 'image/jpeg', jpegOf(4500, 3000));
    await expectVisible(page.getByRole('img', { name: 'Your selfie' }), 60_000);
    expect(await previewSize(page)).toEqual([4242, 2828]);
  });

  it("answers a one-colour photo with 'Empty original ID scan detected'", async () => {
    const { page } = session();
    await openSelfieQuestion(page, await createScenario('applicant-selfie'));
    await choosePhoto(page, 'blank.png', 'image/png', png(400, 300, 'blank'));
    await expectVisible(page.getByText('Empty original ID scan detected'), 30_000);
    await expectVisible(page.getByText('Selected file is empty, corrupted or unsupported: blank.png.'));
    expect(await page.getByRole('img', { name: 'Your selfie' }).count()).toBe(0);
  });

  it("answers bytes that are no image with 'Image could not be rendered'", async () => {
    const { page } = session();
    await openSelfieQuestion(page, await createScenario('applicant-selfie'));
    const noise = Buffer.from(Array.from({ length: 5000 }, (_, i) => (i * 2654435761) % 251));
    await choosePhoto(page, 'broken.jpg', 'image/jpeg', noise);
    await expectVisible(page.getByText('Image could not be rendered'), 30_000);
  });

  it('names the HEIC format and what to do for a HEIC photo Chromium cannot decode, typed or not', async () => {
    const { page } = session();
    await openSelfieQuestion(page, await createScenario('applicant-selfie'));
    // An iPhone photo's header (ftyp heic, a 4032x3024 ispe) with no HEVC data: Chromium refuses it.
    const heic = Buffer.from(heifFile({ width: 4032, height: 3024 }));
    // The error under the photo buttons, which describes them (a screen reader hears it once).
    const message = page
      .locator('.field__error')
      .filter({ hasText: "This photo is in HEIC format, which this browser can't open." });
    await choosePhoto(page, 'IMG_0001.HEIC', 'image/heic', heic);
    await expectVisible(message, 30_000);
    expect(await message.textContent()).toBe(
      "This photo is in HEIC format, which this browser can't open. Choose a JPEG or PNG, or on an iPhone set Camera > Formats to Most Compatible, or share the photo as a JPEG.",
    );
    expect(await page.getByText(/empty, corrupted or unsupported/).count()).toBe(0);
    // As an iPhone's Files app hands it over: no type, a .heic name; the bytes decide.
    await choosePhoto(page, 'IMG_0002.heic', '', heic);
    await expectVisible(message, 30_000);
    expect(await page.getByText(/empty, corrupted or unsupported/).count()).toBe(0);
    expect(await page.getByRole('img', { name: 'Your selfie' }).count()).toBe(0);
  });

  it('decodes a 50 MP photo straight to at most 12 MP, keeping its aspect ratio', async () => {
    const { page } = session();
    await openSelfieQuestion(page, await createScenario('applicant-selfie'));
    await choosePhoto(page, 'fifty.jpg', 'image/jpeg', cachedJpeg(8660, 5773));
    await expectVisible(page.getByRole('img', { name: 'Your selfie' }), 80_000);
    expect(await previewSize(page)).toEqual([4242, 2828]);
  });

  it('keeps a 50 MP portrait photo (EXIF orientation 6) upright and undistorted at 12 MP', async () => {
    const { page } = session();
    await openSelfieQuestion(page, await createScenario('applicant-selfie'));
    const turned = Buffer.from(withExifOrientation(cachedJpeg(8660, 5773), 6));
    await choosePhoto(page, 'portrait.jpg', 'image/jpeg', turned);
    await expectVisible(page.getByRole('img', { name: 'Your selfie' }), 80_000);
    expect(await previewSize(page)).toEqual([2828, 4242]);
  });

  it('refuses a photo over 100 MP with a message naming the limit, without decoding it', async () => {
    const { page } = session();
    await openSelfieQuestion(page, await createScenario('applicant-selfie'));
    // 144 MP declared in a PNG of a few dozen bytes: the pixel flood of ASVS 5.0 5.2.6.
    await choosePhoto(page, 'bomb.png', 'image/png', Buffer.from(pngHeader(12000, 12000)));
    await expectVisible(
      page.locator('.field__error').filter({
        hasText:
          'This photo is too large to open: it has more than 100 megapixels. Choose a smaller photo, or take one with your camera at its usual resolution.',
      }),
      30_000,
    );
    expect(await page.getByText(/empty, corrupted or unsupported/).count()).toBe(0);
  });

  it('processes on the main thread where the browser has no OffscreenCanvas', async () => {
    const { page, context } = session();
    await context.addInitScript(() => {
      Object.defineProperty(window, 'OffscreenCanvas', { value: undefined, configurable: true });
    });
    await expectProcessedWithoutWorker(page);
  });

  it('decodes through an <img> on the main thread where createImageBitmap is missing too', async () => {
    const { page, context } = session();
    await context.addInitScript(() => {
      Object.defineProperty(window, 'OffscreenCanvas', { value: undefined, configurable: true });
      Object.defineProperty(window, 'createImageBitmap', { value: undefined, configurable: true });
    });
    await expectProcessedWithoutWorker(page);
    await choosePhoto(page, 'broken.jpg', 'image/jpeg', Buffer.from('not a picture'));
    await expectVisible(page.getByText('Image could not be rendered'), 30_000);
  });

  it('processes on the main thread when the worker script cannot load', async () => {
    const { page, context } = session();
    // The worker's chunk is the one script that encodes with convertToBlob and starts no worker.
    let blocked = 0;
    await context.route(/\.js$/, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('convertToBlob') && !body.includes('new Worker')) {
        blocked += 1;
        await route.abort();
      } else await route.fulfill({ response, body });
    });
    const workers = countWorkers(page);
    await openSelfieQuestion(page, await createScenario('applicant-selfie'));
    await choosePhoto(page, 'me.jpg', 'image/jpeg', jpegOf(640, 480));
    await expectVisible(page.getByRole('img', { name: 'Your selfie' }), 30_000);
    expect(await previewSize(page)).toEqual([640, 480]);
    expect(blocked).toBe(1);
    expect(workers()).toBeLessThanOrEqual(1);
  });
});
