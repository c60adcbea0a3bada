import { createScenario } from '../e2e/support/browser';
import { pdfOf } from '../e2e/support/documents';
import { photoFile } from '../e2e/support/id-scan-pages';
import { png } from '../e2e/support/photos';
import { storedAnswers } from '../e2e/support/stored-answers';
import type { Engine } from './support/driver';
import type { EnginePage } from './support/engine-page';
import { fileOf } from './support/files';
import { heading, openSelfieQuestion, startFromOverview, submitButton } from './support/interview';
import { inEngine, useEngine } from './support/use-engine';
import { visit } from './support/visit';

// Capture in the engine of this run, as on a phone: the selfie with the engine's fake camera (by
// keyboard) and with a chosen photo when the camera is refused, the ID scan's two sides, document
// uploads, the video selfie's stand-in, and a desktop handing the selfie to a phone of another engine.

const SELFIE = 'applicant-selfie';
/** The selfie against a service without this project's hand-off codes. */
const SELFIE_TEXT_ONLY = 'applicant-selfie-text-only';

async function expectSelfieStored(link: string): Promise<void> {
  const selfie = (await storedAnswers(link))['identity_assurance.selfie'] as Record<string, unknown> | undefined;
  expect(selfie).toMatchObject({ mime_type: 'image/jpeg', cropped: false });
  expect([...Buffer.from(String(selfie?.data), 'base64').subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
}

const leftQuestion = (page: EnginePage) => page.waitForPath((path) => !path.startsWith('/question/'), 30_000);
const shutterReady = (page: EnginePage) =>
  page.waitForFunction(
    () => document.querySelector<HTMLButtonElement>('.camera-overlay__shutter')?.disabled === false,
    [],
    'the camera to show a picture',
  );

describe('capture on a phone with a camera', () => {
  const session = useEngine('mobile', { camera: true });

  it('takes the selfie in the camera overlay by keyboard and sends it', async () => {
    const { page, engine } = session();
    const link = await createScenario(SELFIE);
    await openSelfieQuestion(page, link);
    await visit(page, SELFIE, 'selfie', 'mobile');
    await page.getByRole('button', { name: 'Take a selfie' }).click();
    const dialog = page.getByRole('dialog', { name: 'Take a selfie' });
    await dialog.getByRole('button', { name: 'Take photo' }).waitFor();
    await shutterReady(page);
    await visit(page, SELFIE, 'camera', 'mobile');
    await dialog.getByRole('button', { name: 'Take photo' }).press('Enter');
    await dialog.getByRole('img', { name: 'Your selfie' }).waitFor();
    await dialog.getByRole('button', { name: 'Use this photo' }).click();
    if (engine === 'firefox') {
      // Firefox's fake camera shows one flat colour: the pipeline rightly refuses that photo as
      // empty (a real camera never gives one), and the applicant is left the photo picker.
      await page.getByText(/^Selected file is empty, corrupted or unsupported/).waitFor();
      await visit(page, SELFIE, 'camera-photo-empty', 'mobile');
      await page.getByLabel('Choose a photo').setInputFiles([fileOf('me.png', png(640, 480, 'photo'))]);
    }
    await page.getByText('Your selfie is ready to send.').waitFor();
    await visit(page, SELFIE, 'selfie-ready', 'mobile');
    // By keyboard, as the shutter: Firefox 153's click landed beside the button after the photo was
    // chosen (it works once the button is scrolled to the middle of the screen; a harness matter).
    await submitButton(page).press('Enter');
    await leftQuestion(page);
    await expectSelfieStored(link);
  });

  it('passes the video selfie with a frame from the camera (the sandbox stand-in)', async () => {
    const { page } = session();
    await page.goto(await createScenario('applicant-video-selfie'));
    await startFromOverview(page, 'Video selfie');
    await page.getByRole('heading', { level: 2, name: 'Get ready for your video selfie' }).waitFor();
    const next = page.getByRole('main').getByRole('button', { name: 'Continue' });
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('main button')].some(
          (b) => b.textContent === 'Continue' && !b.hasAttribute('disabled'),
        ),
      [],
      'Continue to be enabled',
    );
    await visit(page, 'applicant-video-selfie', 'instructions', 'mobile');
    await next.click();
    const dialog = page.getByRole('dialog', { name: 'Video selfie' });
    await shutterReady(page);
    await dialog.getByRole('button', { name: 'Take photo' }).click();
    await dialog.getByRole('button', { name: 'Use this photo' }).click();
    await page.waitForPath('/question/core-fullname', 30_000);
  });
});

describe('capture on a phone without camera access', () => {
  const session = useEngine('mobile');

  it('explains why the camera cannot be used and takes a chosen photo instead', async () => {
    const { page, engine } = session();
    const link = await createScenario(SELFIE);
    await openSelfieQuestion(page, link);
    await page.getByRole('button', { name: 'Take a selfie' }).click();
    // Chromium and Firefox refuse the camera as after a person said no; WebKitGTK's driver cannot
    // refuse a permission, so WebKit here is a browser that offers no camera at all.
    await page
      .getByText(engine === 'webkit' ? /camera/i : 'Camera access is turned off for this site.')
      .first()
      .waitFor();
    await visit(page, SELFIE, 'camera-refused', 'mobile');
    await page.getByLabel('Choose a photo').setInputFiles([fileOf('me.png', png(640, 480, 'photo'))]);
    await page.getByRole('main').getByRole('img', { name: 'Your selfie' }).waitFor();
    await submitButton(page).click();
    await leftQuestion(page);
    await expectSelfieStored(link);
  });

  it('takes both sides of the ID with the camera app and the verification passes', async () => {
    const { page } = session();
    const link = await createScenario('applicant-id-scan');
    await page.goto(link);
    await startFromOverview(page, 'ID card or passport');
    for (const side of ['Front of your ID', 'Back of your ID']) {
      await visit(page, 'applicant-id-scan', side === 'Front of your ID' ? 'front' : 'back', 'mobile');
      const photo = photoFile(`${side}.jpg`);
      await page.getByLabel(`Take a photo: ${side}`).setInputFiles([fileOf(photo.name, photo.buffer)]);
      await page.getByRole('main').getByRole('img', { name: side }).waitFor({ timeout: 20_000 });
    }
    await page.getByText('Your photos are ready to send.').waitFor();
    await submitButton(page).click();
    await heading(page, 'Full name').waitFor({ timeout: 30_000 });
    const answers = await storedAnswers(link);
    const us = 'identity_assurance.document_verification.us_issued';
    expect(answers[`${us}.front_image`]).toEqual({ verified: true });
    expect(answers[`${us}.back_image`]).toEqual({ verified: true });
  });

  it('uploads a résumé (a photo and a PDF, one removed) and the certificate of insurance', async () => {
    const { page } = session();
    const link = await createScenario('applicant-documents');
    await page.goto(link);
    await startFromOverview(page, 'Résumé');
    const picker = page.getByLabel('Tap to choose files');
    await picker.setInputFiles([
      fileOf('scan.png', png(320, 240, 'photo')),
      fileOf('cv.pdf', pdfOf('Curriculum vitae')),
      fileOf('extra.png', png(200, 150, 'photo')),
    ]);
    await page.getByText('3 files ready to send.').waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Remove extra.png' }).click();
    await page.getByText('2 files ready to send.').waitFor();
    await visit(page, 'applicant-documents', 'upload-list', 'mobile');
    await submitButton(page).click();
    await heading(page, 'Certificate of insurance').waitFor({ timeout: 20_000 });
    await page.getByLabel('Tap to choose files').setInputFiles([fileOf('coi.pdf', pdfOf('Certificate of insurance'))]);
    await page.getByText('1 file ready to send.').waitFor({ timeout: 20_000 });
    await submitButton(page).click();
    await leftQuestion(page);
    const stored = await storedAnswers(link);
    const names = (key: string) =>
      (stored[key] as { content: { content: { metadata: { fileName?: string } } }[] }).content.map(
        (p) => p.content.metadata.fileName,
      );
    expect(names('documents.resume')).toEqual(['scan.png', 'cv.pdf']);
    expect(names('insurance.coi')).toEqual(['coi.pdf']);
  });
});

describe('capture in a browser inside another app (Instagram on an iPhone)', () => {
  const session = useEngine('mobile', {
    camera: true,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
      'Mobile/22B83 Instagram 354.0.0.29.90 (iPhone12,8; iOS 18_1; en_US; en; scale=2.00; 750x1334; 654111336; IABMV/1)',
  });

  it('says the camera may not work, how to open Safari, offers the link as opened, and keeps the photo picker', async () => {
    const { page } = session();
    const link = await createScenario(SELFIE);
    await openSelfieQuestion(page, link);
    await page.getByRole('heading', { name: "The camera may not work in Instagram's built-in browser." }).waitFor();
    await page.getByRole('heading', { name: 'Open in Safari' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Link to this interview' }).inputValue()).toBe(link.split('#')[0]);
    await visit(page, SELFIE, 'in-app-browser', 'mobile');
    // A driver cannot grant the clipboard in every engine: either it was copied, or the link is
    // selected for the applicant to copy; both are a way out.
    await page.getByRole('button', { name: 'Copy link' }).click();
    await page.getByText(/^(Link copied|Select the link and copy it\.)$/).waitFor();
    await page.getByLabel('Choose a photo').setInputFiles([fileOf('me.png', png(640, 480, 'photo'))]);
    await page.getByRole('main').getByRole('img', { name: 'Your selfie' }).waitFor();
  });
});

/** The phone of a hand-off runs in another engine than the desktop: every pair is covered across the three runs. */
const PHONE_ENGINE: Readonly<Record<Engine, Engine>> = { chromium: 'webkit', webkit: 'firefox', firefox: 'chromium' };

describe('a desktop handing the selfie to a phone', () => {
  const session = useEngine('desktop');

  it('shows the link as a QR code; a phone in another engine takes the selfie and the desktop moves on', async () => {
    const { page, engine } = session();
    const link = await createScenario(SELFIE);
    await openSelfieQuestion(page, link);
    await page.getByRole('heading', { name: 'Continue on your phone' }).waitFor();
    await visit(page, SELFIE, 'hand-off', 'desktop');
    const handoff = await page.getByRole('textbox', { name: 'Link for your phone' }).inputValue();
    expect(handoff).toContain('handoff=');

    await inEngine(PHONE_ENGINE[engine], 'mobile', { camera: true }, async (phone) => {
      await phone.goto(handoff);
      await heading(phone, 'Selfie').waitFor({ timeout: 20_000 });
      await phone.getByLabel('Choose a photo').setInputFiles([fileOf('phone.png', png(640, 480, 'photo'))]);
      await phone.getByRole('main').getByRole('img', { name: 'Your selfie' }).waitFor();
      await submitButton(phone).click();
      // The phone says its part is done rather than going on with the interview.
      await heading(phone, 'All done on this phone').waitFor({ timeout: 20_000 });
      await visit(phone, SELFIE, 'hand-off-done', 'mobile');
    });
    await page.waitForPath((path) => !path.startsWith('/question/identity_assurance-selfie'), 20_000);
    await expectSelfieStored(link);
  });

  // Against a service with spec 000 §7's calls alone (no hand-off codes): the panel offers the text
  // without a QR code, and the texts (POST /notifications alone) keep spec 001 §4's limit of two.
  it("offers the text alone where the service has no hand-off codes, and says 'We already sent a text…' once both are used, still after a reload", async () => {
    const { page } = session();
    await openSelfieQuestion(page, await createScenario(SELFIE_TEXT_ONLY));
    await page.getByText("Your selfie is taken with a phone's camera. Get a link by text.").waitFor();
    await page.getByRole('img', { name: /QR code/ }).waitFor({ state: 'detached' });
    await page.getByRole('textbox', { name: 'Link for your phone' }).waitFor({ state: 'detached' });
    const limit = page.getByText("We already sent a text. If you don't see one, please refresh the page.");
    await page.getByRole('textbox', { name: /Mobile phone number/ }).fill('(512) 555-0142');
    await page.getByRole('button', { name: 'Send 1-Time Text' }).click();
    await page.getByText('Check your phone, we just sent a text.').waitFor();
    await page.getByRole('button', { name: 'Send 1-Time Text' }).click();
    await limit.waitFor();
    expect(await page.getByRole('button', { name: 'Sent!' }).getAttribute('disabled')).not.toBeNull();
    await visit(page, SELFIE_TEXT_ONLY, 'texts-used', 'desktop');

    await page.reload();
    await heading(page, 'Selfie').waitFor({ timeout: 20_000 });
    await limit.waitFor();
    expect(await page.getByRole('button', { name: 'Sent!' }).getAttribute('disabled')).not.toBeNull();
  });
});
