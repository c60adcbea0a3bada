import { createScenario } from '../e2e/support/browser';
import { cachedJpeg, png } from '../e2e/support/photos';
import { heifFile, pngHeader } from '../support/image-headers';
import type { EnginePage } from './support/engine-page';
import { fileOf } from './support/files';
import { openSelfieQuestion } from './support/interview';
import { useEngine } from './support/use-engine';
import { visit } from './support/visit';

// The dead ends a real phone meets (issue 22 item 4), in the engine of this run, where the
// image decoder and the camera are the engine's own: an iPhone's HEIC photo, a 50 MP photo, a
// pixel flood, a camera another app holds and a camera that shows only black. Each says why and
// keeps the photo picker; none ends on the error page. The camera's failures are played by the
// page's own getUserMedia, replaced after the question has loaded (every engine's driver can run a
// script in the page; the app asks for the camera only when the applicant taps it).

const SELFIE = 'applicant-selfie';
const PICKER = 'Choose a photo';

/** The size of the selfie's preview once decoded: what the image pipeline produced. */
async function previewSize(page: EnginePage): Promise<readonly number[]> {
  const preview = page.getByRole('main').getByRole('img', { name: 'Your selfie' });
  await page.waitForFunction(
    () => [...document.querySelectorAll('main img')].some((img) => (img as HTMLImageElement).naturalWidth > 0),
    [],
    'the preview to decode',
  );
  return preview.evaluate((img) => [(img as HTMLImageElement).naturalWidth, (img as HTMLImageElement).naturalHeight]);
}

const notOnErrorPage = async (page: EnginePage) => expect(await page.pathname()).not.toMatch(/^\/error/);

describe('photos a phone hands over', () => {
  const session = useEngine('mobile');

  it('names the HEIC format and what to do for an iPhone photo the engine cannot open, then takes a JPEG', async () => {
    const { page } = session();
    await openSelfieQuestion(page, await createScenario(SELFIE));
    // An iPhone photo's header (ftyp heic, a 4032x3024 ispe) with no HEVC data: no engine decodes
    // it, so every engine shows the message a browser without HEIC support shows for a real one.
    await page
      .getByLabel(PICKER)
      .setInputFiles([fileOf('IMG_0001.HEIC', Buffer.from(heifFile({ width: 4032, height: 3024 })))]);
    await page
      .locator('.field__error')
      .filter({ hasText: "This photo is in HEIC format, which this browser can't open." })
      .waitFor({ timeout: 30_000 });
    await visit(page, SELFIE, 'photo-heic', 'mobile');
    await page.getByLabel(PICKER).setInputFiles([fileOf('me.png', png(640, 480, 'photo'))]);
    await page.getByText('Your selfie is ready to send.').waitFor({ timeout: 30_000 });
    await notOnErrorPage(page);
  });

  it('decodes a 50 MP photo to at most 12 MP, keeping its aspect ratio', async () => {
    const { page } = session();
    await openSelfieQuestion(page, await createScenario(SELFIE));
    await page.getByLabel(PICKER).setInputFiles([fileOf('fifty.jpg', cachedJpeg(8660, 5773))]);
    await page.getByRole('main').getByRole('img', { name: 'Your selfie' }).waitFor({ timeout: 90_000 });
    expect(await previewSize(page)).toEqual([4242, 2828]);
  });

  it('refuses a photo over 100 megapixels with a message naming the limit, without decoding it', async () => {
    const { page } = session();
    await openSelfieQuestion(page, await createScenario(SELFIE));
    // 144 MP declared in a PNG of a few dozen bytes: the pixel flood of ASVS 5.0 5.2.6.
    await page.getByLabel(PICKER).setInputFiles([fileOf('flood.png', Buffer.from(pngHeader(12000, 12000)))]);
    await page
      .locator('.field__error')
      .filter({ hasText: 'This photo is too large to open: it has more than 100 megapixels.' })
      .waitFor({ timeout: 30_000 });
    await notOnErrorPage(page);
  });
});

describe('a phone camera that fails', () => {
  const session = useEngine('mobile', { camera: true });

  it('says another app is using the camera (NotReadableError), with Try again and the picker', async () => {
    const { page } = session();
    await openSelfieQuestion(page, await createScenario(SELFIE));
    await page.evaluate(() => {
      navigator.mediaDevices.getUserMedia = () =>
        Promise.reject(new DOMException('Could not start video source', 'NotReadableError'));
    });
    await page.getByRole('button', { name: 'Take a selfie' }).click();
    await page.getByText('Your camera is being used by another app.').waitFor();
    await page.getByRole('button', { name: 'Try again' }).waitFor();
    await page.getByLabel(PICKER).waitFor({ state: 'attached' });
    await visit(page, SELFIE, 'camera-busy', 'mobile');
    await notOnErrorPage(page);
  });

  it('says the camera shows only black when its picture stays black, and keeps the picker', async () => {
    const { page } = session();
    await openSelfieQuestion(page, await createScenario(SELFIE));
    // A covered camera: a live stream whose every frame is black.
    await page.evaluate(() => {
      navigator.mediaDevices.getUserMedia = async () => {
        const canvas = document.createElement('canvas');
        canvas.width = 1280;
        canvas.height = 720;
        const context = canvas.getContext('2d')!;
        const paint = () => {
          context.fillStyle = '#000';
          context.fillRect(0, 0, canvas.width, canvas.height);
        };
        paint();
        setInterval(paint, 100);
        return canvas.captureStream(10);
      };
    });
    await page.getByRole('button', { name: 'Take a selfie' }).click();
    await page.getByText('Your camera only shows a black picture.').waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Try again' }).waitFor();
    await visit(page, SELFIE, 'camera-black', 'mobile');
    await page.getByLabel(PICKER).setInputFiles([fileOf('me.png', png(640, 480, 'photo'))]);
    await page.getByText('Your selfie is ready to send.').waitFor({ timeout: 30_000 });
    await notOnErrorPage(page);
  });
});
