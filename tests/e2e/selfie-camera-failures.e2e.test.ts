import type { Page } from 'playwright-core';
import { submitButton } from './support/answer-questions';
import { createScenario, visit } from './support/browser';
import { expectVisible } from './support/expect-page';
import { openSelfieQuestion } from './support/selfie-question';
import { useBrowser } from './support/use-browser';

// The selfie question's camera failures (issue 22, 'no dead end on a real phone'): each says why
// and keeps the photo picker, 'Try again' where it can help, and none leads to the error page.
// Chromium's fake camera always opens, so the failures are forced by an init script that wraps
// navigator.mediaDevices.getUserMedia (failWith), or by firing the track's `ended` event.

const SCENARIO = 'applicant-selfie';

/**
 * Makes getUserMedia reject with a DOMException of `name`, as a real browser names its failures:
 * always, or (`whenMin`) only while the request carries a minimum resolution, which is how Firefox
 * and low-resolution webcams answer the spec's request (STACK.md: Firefox's fake camera gives at most
 * 640x480 facing the user); Chromium's fake camera meets any minimum, so it is forced here.
 * Every request is kept in window.__cameraAsks for the test to read.
 */
async function failWith(page: Page, name: string, whenMin = false): Promise<void> {
  await page.addInitScript(
    ([errorName, onlyWithMin]) => {
      const devices = navigator.mediaDevices;
      const original = devices.getUserMedia.bind(devices);
      const asks: MediaStreamConstraints[] = [];
      (window as unknown as { __cameraAsks: MediaStreamConstraints[] }).__cameraAsks = asks;
      devices.getUserMedia = (constraints?: MediaStreamConstraints) => {
        asks.push(JSON.parse(JSON.stringify(constraints ?? {})) as MediaStreamConstraints);
        const video = constraints?.video;
        const hasMin = typeof video === 'object' && JSON.stringify(video).includes('"min"');
        if (!onlyWithMin || hasMin) return Promise.reject(new DOMException(`forced ${errorName}`, errorName));
        return original(constraints);
      };
    },
    [name, whenMin] as const,
  );
}

const cameraAsks = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cameraAsks: MediaStreamConstraints[] }).__cameraAsks);

/** Opens the camera overlay and waits until the fake camera's picture is live (the shutter enabled). */
async function openLiveCamera(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Take a selfie' }).click();
  await page.getByRole('dialog', { name: 'Take a selfie' }).waitFor();
  await page.waitForFunction(
    () => document.querySelector<HTMLButtonElement>('.camera-overlay__shutter')?.disabled === false,
  );
}

const onErrorPage = (page: Page) => page.url().includes('/error');

describe('the selfie question on a phone whose camera cannot meet the minimum resolution', () => {
  const session = useBrowser('mobile', { camera: true });

  it('asks again without the minimum, takes the photo, and sends it like any other', async () => {
    const { page } = session();
    await failWith(page, 'OverconstrainedError', true);
    await openSelfieQuestion(page, await createScenario(SCENARIO));
    await openLiveCamera(page);
    const asks = await cameraAsks(page);
    expect(asks).toHaveLength(2);
    expect(asks[1]).toEqual({
      video: { width: { ideal: 4096 }, height: { ideal: 2160 }, facingMode: 'user' },
      audio: false,
    });
    const dialog = page.getByRole('dialog', { name: 'Take a selfie' });
    await dialog.getByRole('button', { name: 'Take photo' }).click();
    await dialog.getByRole('button', { name: 'Use this photo' }).click();
    await expectVisible(page.getByText('Your selfie is ready to send.'));
    await submitButton(page).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/question/'), { timeout: 20_000 });
    expect(onErrorPage(page)).toBe(false);
  });
});

describe('the selfie question on a phone whose camera fails to open', () => {
  const session = useBrowser('mobile', { camera: true });

  it('says another app is using the camera (NotReadableError), with Try again and the picker', async () => {
    const { page } = session();
    await failWith(page, 'NotReadableError');
    await openSelfieQuestion(page, await createScenario(SCENARIO));
    await page.getByRole('button', { name: 'Take a selfie' }).click();
    await expectVisible(page.getByText('Your camera is being used by another app.'));
    await expectVisible(page.getByLabel('Choose a photo'));
    await visit(page, SCENARIO, 'camera-busy', 'mobile');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expectVisible(page.getByText('Your camera is being used by another app.'));
    expect(await cameraAsks(page)).toHaveLength(2);
    expect(onErrorPage(page)).toBe(false);
  });

  it("says the phone's camera could not be opened (NotFoundError), with the picker and no Try again", async () => {
    const { page } = session();
    await failWith(page, 'NotFoundError');
    await openSelfieQuestion(page, await createScenario(SCENARIO));
    await page.getByRole('button', { name: 'Take a selfie' }).click();
    // A phone's own words (camera-fallback.ts): it has a camera, the browser just found none to open.
    await expectVisible(page.getByText("We couldn't open your phone's camera here."));
    await expectVisible(page.getByLabel('Choose a photo'));
    expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    await visit(page, SCENARIO, 'camera-not-found', 'mobile');
    expect(onErrorPage(page)).toBe(false);
  });

  it('says the camera stopped when its track ends while the overlay is open, and Try again reopens it', async () => {
    const { page } = session();
    await openSelfieQuestion(page, await createScenario(SCENARIO));
    await openLiveCamera(page);
    // A revoked permission or an unplugged camera ends the track; the page cannot revoke or unplug
    // Chromium's fake camera (and track.stop() fires no `ended`), so the event itself is fired.
    await page.evaluate(() => {
      const video = document.querySelector<HTMLVideoElement>('video.camera-overlay__video');
      (video?.srcObject as MediaStream).getVideoTracks()[0]?.dispatchEvent(new Event('ended'));
    });
    await expectVisible(page.getByText('The camera stopped.'));
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await visit(page, SCENARIO, 'camera-ended', 'mobile');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expectVisible(
      page.getByRole('dialog', { name: 'Take a selfie' }).getByRole('button', { name: 'Take photo' }),
    );
  });
});

describe('the selfie question on a desktop whose camera is busy', () => {
  const session = useBrowser('desktop', { camera: true });

  it('explains, keeps the picker, and offers the hand-off to a phone again', async () => {
    const { page } = session();
    await failWith(page, 'NotReadableError');
    await openSelfieQuestion(page, await createScenario(SCENARIO));
    await page.getByRole('button', { name: "Use this computer's camera instead" }).click();
    await expectVisible(page.getByText('Your camera is being used by another app.'));
    await expectVisible(page.getByLabel('Choose a photo'));
    await visit(page, SCENARIO, 'camera-busy', 'desktop');
    await page.getByRole('button', { name: 'Use my phone instead' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Continue on your phone' }));
  });
});

describe('the selfie question in a browser inside another app', () => {
  const session = useBrowser('mobile', {
    camera: true,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
      'Mobile/22B83 Instagram 354.0.0.29.90 (iPhone12,8; iOS 18_1; en_US; en; scale=2.00; 750x1334; 654111336; IABMV/1)',
  });

  it('says the camera may not work, how to open Safari, copies the link as opened, and still tries the camera', async () => {
    const { page, context } = session();
    const link = await createScenario(SCENARIO);
    await openSelfieQuestion(page, link);
    await expectVisible(
      page.getByRole('heading', { name: "The camera may not work in Instagram's built-in browser." }),
    );
    await expectVisible(page.getByRole('heading', { name: 'Open in Safari' }));
    const shown = page.getByRole('textbox', { name: 'Link to this interview' });
    expect(await shown.inputValue()).toBe(link.split('#')[0]);
    await visit(page, SCENARIO, 'in-app-browser', 'mobile');

    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expectVisible(page.getByText('Link copied'));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link.split('#')[0]);

    await expectVisible(page.getByLabel('Choose a photo'));
    await openLiveCamera(page);
  });
});
