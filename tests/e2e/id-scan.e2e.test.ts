import type { Page } from 'playwright-core';
import { submitButton, startFromOverview } from './support/answer-questions';
import { createScenario, visit } from './support/browser';
import type { Device } from './support/browser';
import { expectVisible, heading } from './support/expect-page';
import { captureWithOverlay, givePage, photoFile } from './support/id-scan-pages';
import { storedAnswers } from './support/stored-answers';
import { useBrowser } from './support/use-browser';

// The ID scan (issue 13) as applicants take it, on a phone and on a desktop, against the sandbox's
// scripted verification outcomes: verified first time, three failures and the persistent screen,
// an unknown reason, and a verification that never answers (the legacy submit follows).

const TITLE = 'ID card or passport';
const US = 'identity_assurance.document_verification.us_issued';
const HEADING = 'We received your submission, but were unable to process your identity document';

async function openIdScan(page: Page, scenario: string): Promise<string> {
  const link = await createScenario(scenario);
  await page.goto(link);
  await startFromOverview(page, TITLE);
  await heading(page, TITLE).waitFor();
  return link;
}

/** Both sides of the ID card with the phone's own camera (the file input with capture). */
async function captureCard(page: Page): Promise<void> {
  await givePage(page, 'Take a photo: Front of your ID', 'Front of your ID');
  await givePage(page, 'Take a photo: Back of your ID', 'Back of your ID');
  await expectVisible(page.getByText('Your photos are ready to send.'));
}

/** Sends, holding the upload until its progress bar was seen; answers when the upload is released. */
async function sendSeeingProgress(page: Page, scenario: string, device: Device, step: string): Promise<void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/interview/IDVerify', async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });
  await submitButton(page).click();
  await expectVisible(page.getByRole('progressbar', { name: 'Uploading your ID' }));
  await visit(page, scenario, `${step}-uploading`, device);
  release();
}

const nextQuestion = (page: Page) => heading(page, 'Full name').waitFor({ timeout: 30_000 });

describe('the ID scan on a phone', () => {
  const session = useBrowser('mobile');

  it('applicant-id-scan: front and back with the camera app, verified first time, the question completes', async () => {
    const { page } = session();
    const link = await openIdScan(page, 'applicant-id-scan');
    // A named issuer: 'Choose a photo' beside the camera.
    await expectVisible(page.getByLabel('Choose a photo'));
    await visit(page, 'applicant-id-scan', 'front', 'mobile');
    await givePage(page, 'Take a photo: Front of your ID', 'Front of your ID');
    await visit(page, 'applicant-id-scan', 'back', 'mobile');
    await givePage(page, 'Take a photo: Back of your ID', 'Back of your ID');
    await visit(page, 'applicant-id-scan', 'ready', 'mobile');
    await sendSeeingProgress(page, 'applicant-id-scan', 'mobile', 'send');
    await expectVisible(page.getByText('Checking your document...'));
    await nextQuestion(page);
    const answers = await storedAnswers(link);
    expect(answers[`${US}.front_image`]).toEqual({ verified: true });
    expect(answers[`${US}.back_image`]).toEqual({ verified: true });
  });

  it('applicant-id-unknown: the provider cannot tell why: its screen, and Try again starts over', async () => {
    const { page } = session();
    await openIdScan(page, 'applicant-id-unknown');
    // The pre-check finds a blurred photo doubtful; the applicant keeps it anyway.
    await page.getByLabel('Take a photo: Front of your ID').setInputFiles(photoFile('blurred.jpg', { blurRadius: 3 }));
    await expectVisible(page.getByText('This photo looks blurry.'), 20_000);
    await visit(page, 'applicant-id-unknown', 'quality-notice', 'mobile');
    await page.getByRole('button', { name: 'Use this photo anyway' }).click();
    await expectVisible(page.getByRole('main').getByRole('img', { name: 'Front of your ID' }));
    await givePage(page, 'Take a photo: Back of your ID', 'Back of your ID');
    await submitButton(page).click();
    await expectVisible(
      page.getByRole('heading', { level: 2, name: "We're having trouble detecting your ID" }),
      20_000,
    );
    await visit(page, 'applicant-id-unknown', 'unknown', 'mobile');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expectVisible(page.getByLabel('Take a photo: Front of your ID'));
    expect(await page.getByRole('main').getByRole('img').count()).toBe(0);
  });

  it('applicant-id-timeout: the verification never answers; the phrases move on and the legacy submit completes it', async () => {
    const { page } = session();
    const link = await openIdScan(page, 'applicant-id-timeout');
    await captureCard(page);
    await submitButton(page).click();
    await expectVisible(page.getByText('Checking your document...'), 20_000);
    await visit(page, 'applicant-id-timeout', 'verifying', 'mobile');
    await expectVisible(page.getByText('Still checking your document...'), 30_000);
    await expectVisible(page.getByText('Almost done...'), 30_000);
    await visit(page, 'applicant-id-timeout', 'almost-done', 'mobile');
    await nextQuestion(page);
    const front = (await storedAnswers(link))[`${US}.front_image`] as Record<string, unknown> | undefined;
    expect(front).toMatchObject({ mime_type: 'image/jpeg', metadata: {} });
    expect([...Buffer.from(String(front?.data), 'base64').subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  }, 120_000);
});

describe('the ID scan on a phone with the camera overlay (applicant-id-retry)', () => {
  const session = useBrowser('mobile', { camera: true });

  it('fails for glare, then blur, then both; the persistent screen sends the last images anyway', async () => {
    const { page } = session();
    const scenario = 'applicant-id-retry';
    const link = await openIdScan(page, scenario);
    const screens = [
      ['glare', 'Too much glare in the photo(s)'],
      ['blurry', 'Photo(s) too blurry'],
    ] as const;
    for (const [step, text] of screens) {
      await captureWithOverlay(page, step === 'glare' ? () => visit(page, scenario, 'overlay', 'mobile') : undefined);
      await submitButton(page).click();
      await expectVisible(page.getByRole('heading', { level: 2, name: HEADING }), 20_000);
      await expectVisible(page.getByText(text));
      await visit(page, scenario, step, 'mobile');
      await page.getByRole('button', { name: 'Try again' }).click();
    }
    await captureWithOverlay(page);
    await submitButton(page).click();
    await expectVisible(
      page.getByRole('heading', { level: 2, name: /Looks like we're having trouble getting a clear image/ }),
      20_000,
    );
    await visit(page, scenario, 'persistent', 'mobile');
    await page.getByRole('button', { name: 'Use this image anyway' }).click();
    await nextQuestion(page);
    expect(Object.keys(await storedAnswers(link))).toEqual(
      expect.arrayContaining([`${US}.front_image`, `${US}.back_image`]),
    );
  });
});

describe('the ID scan on a desktop', () => {
  const session = useBrowser('desktop', { camera: true });

  it('applicant-id-scan: the hand-off first, then the single-page upload of each side, verified', async () => {
    const { page } = session();
    await openIdScan(page, 'applicant-id-scan');
    await expectVisible(page.getByRole('heading', { name: 'Continue on your phone' }));
    await visit(page, 'applicant-id-scan', 'hand-off', 'desktop');
    await page.getByRole('button', { name: 'Upload photos from this computer instead' }).click();
    await givePage(page, 'Upload: Front of your ID', 'Front of your ID');
    await givePage(page, 'Upload: Back of your ID', 'Back of your ID');
    await visit(page, 'applicant-id-scan', 'single-page-upload', 'desktop');
    await sendSeeingProgress(page, 'applicant-id-scan', 'desktop', 'send');
    await nextQuestion(page);
  });
});
