import type { Page } from 'playwright-core';
import { startFromOverview } from './support/answer-questions';
import type { Device } from './support/browser';
import { createScenario, DEVICES, visit } from './support/browser';
import { expectPath, expectVisible, heading } from './support/expect-page';
import { useBrowser } from './support/use-browser';

// The video selfie (issue 12) in the sandbox: its liveness stand-in opens the real (fake-device)
// camera in the camera overlay, sends the frame the applicant takes to the sandbox's liveness
// service, and the scenario decides: passes, rejects twice then passes, or is locked out.

const instructions = (page: Page) => page.getByRole('heading', { level: 2, name: 'Get ready for your video selfie' });
const continueButton = (page: Page) => page.getByRole('main').getByRole('button', { name: 'Continue' });
const cameraDialog = (page: Page) => page.getByRole('dialog', { name: 'Video selfie' });

/**
 * Opens the scenario's video selfie from the overview and waits until Continue is enabled. A
 * desktop offers the hand-off to a phone first: it takes the computer's own camera instead.
 */
async function openVideoSelfie(page: Page, scenario: string, device: Device): Promise<void> {
  await page.goto(await createScenario(scenario));
  await startFromOverview(page, 'Video selfie');
  if (device === 'desktop') {
    await expectVisible(page.getByRole('heading', { name: 'Continue on your phone' }));
    await page.getByRole('button', { name: "Use this computer's camera instead" }).click();
  }
  await expectVisible(instructions(page));
  await continueButton(page).and(page.locator(':enabled')).waitFor();
}

/** In the camera overlay: waits for the live picture, takes the photo and keeps it. */
async function takeFrame(page: Page, visitAs?: () => Promise<void>): Promise<void> {
  const dialog = cameraDialog(page);
  await expectVisible(dialog);
  const shutter = dialog.getByRole('button', { name: 'Take photo' });
  await shutter.and(page.locator(':enabled')).waitFor();
  await visitAs?.();
  await shutter.click();
  await dialog.getByRole('button', { name: 'Use this photo' }).click();
}

/**
 * The snackbar with this text is what a finger or eye meets at its centre (nothing covers it), and
 * it keeps clear of the bottom buttons of the full-screen session under it (the camera dialog's
 * shutter, FaceTec's own buttons), so the applicant can read it and still go on.
 */
async function expectSnackbarOnTop(page: Page, text: string, bottomButton: () => Promise<DOMRect>): Promise<void> {
  const snackbar = page.locator('.snackbar').filter({ hasText: text });
  await expectVisible(snackbar);
  const box = await snackbar.boundingBox();
  if (box === null) throw new Error('the snackbar has no box');
  const topmost = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('.snackbar')?.textContent ?? null,
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
  expect(topmost).toContain(text);
  const button = await bottomButton();
  expect(box.y + box.height <= button.top || box.y >= button.bottom).toBe(true);
}

/**
 * A stand-in for FaceTec's full-screen session as its SDK draws it (a fixed container with
 * z-index 16777200, #DOM_FT_PRIMARY_TOPLEVEL_mainContainer, and a button at its bottom): the SDK
 * itself cannot run here.
 */
async function openFaceTecLikeSession(page: Page): Promise<() => Promise<DOMRect>> {
  await page.evaluate(() => {
    const container = document.createElement('div');
    container.id = 'DOM_FT_PRIMARY_TOPLEVEL_mainContainer';
    Object.assign(container.style, { position: 'fixed', inset: '0', zIndex: '16777200', background: '#fff' });
    const button = document.createElement('button');
    button.textContent = 'Try again';
    Object.assign(button.style, { position: 'absolute', left: '10%', right: '10%', bottom: '24px', height: '56px' });
    container.appendChild(button);
    document.body.appendChild(container);
  });
  return () =>
    page.evaluate(() => {
      const rect = document.querySelector('#DOM_FT_PRIMARY_TOPLEVEL_mainContainer button')!.getBoundingClientRect();
      return { top: rect.top, bottom: rect.bottom } as DOMRect;
    });
}

describe.each(DEVICES)('the video selfie (%s)', (device) => {
  const session = useBrowser(device, { camera: true });

  it('passes with a frame from the camera and the question completes', async () => {
    const { page } = session();
    await openVideoSelfie(page, 'applicant-video-selfie', device);
    await visit(page, 'applicant-video-selfie', 'instructions', device);

    await continueButton(page).click();
    await takeFrame(page, () => visit(page, 'applicant-video-selfie', 'camera', device));
    await expectPath(page, '/question/core-fullname', 30_000);
    await expectVisible(heading(page, 'Full name'));
    await expect(cameraDialog(page).count()).resolves.toBe(0);

    // The overview no longer offers the video selfie: it is complete.
    await page.goto(new URL('/overview', page.url()).toString());
    const tiles = page.getByRole('list', { name: 'Questions' });
    await expectVisible(tiles.getByRole('link', { name: /^Full name/ }));
    await expect(tiles.getByRole('link', { name: /^Video selfie/ }).count()).resolves.toBe(0);
  });

  it('retry: says 2, then 1 try remaining, and passes on the third frame', async () => {
    const { page } = session();
    await openVideoSelfie(page, 'applicant-video-selfie-retry', device);
    await continueButton(page).click();

    await takeFrame(page);
    // The snackbar says it, and so does the camera dialog that opens again over it.
    await expectVisible(page.getByText('You have 2 tries remaining', { exact: true }));
    await expectVisible(cameraDialog(page).getByText(/^You have 2 tries remaining\. /));
    // Over the full-screen camera dialog, clear of its shutter.
    await expectSnackbarOnTop(page, 'You have 2 tries remaining', async () => {
      const box = await cameraDialog(page).getByRole('button', { name: 'Take photo' }).boundingBox();
      return { top: box!.y, bottom: box!.y + box!.height } as DOMRect;
    });
    await takeFrame(page);
    await expectVisible(page.getByText('You have 1 try remaining', { exact: true }));
    await expectVisible(cameraDialog(page).getByText(/^You have 1 try remaining\. /));
    // Over FaceTec's full-screen session too, clear of its bottom button; then back to the dialog.
    const faceTecButton = await openFaceTecLikeSession(page);
    await expectSnackbarOnTop(page, 'You have 1 try remaining', faceTecButton);
    await page.evaluate(() => document.getElementById('DOM_FT_PRIMARY_TOPLEVEL_mainContainer')?.remove());
    await visit(page, 'applicant-video-selfie-retry', 'one-try-left', device);
    await takeFrame(page);
    await expectPath(page, '/question/core-fullname', 30_000);
  });

  it('locked: shows the Limits exceeded page without opening the camera', async () => {
    const { page } = session();
    await openVideoSelfie(page, 'applicant-video-selfie-locked', device);
    await continueButton(page).click();
    await expectVisible(heading(page, 'Limits exceeded'));
    await expect(cameraDialog(page).count()).resolves.toBe(0);
    await visit(page, 'applicant-video-selfie-locked', 'locked', device);
  });
});
