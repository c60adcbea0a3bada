import { submitButton } from './support/answer-questions';
import type { BrowserContext, Page } from 'playwright-core';
import { countLoads, createScenario, inSecondContext, origin, visit } from './support/browser';
import { expectPath, expectVisible, heading, tabStopsWithDialogOpen } from './support/expect-page';
import { blackCameraFile, png } from './support/photos';
import { openSelfieQuestion } from './support/selfie-question';
import { storedAnswers } from './support/stored-answers';
import { useBrowser } from './support/use-browser';

// The selfie question (issue 12) as a person on a phone takes it: with the fake camera (STACK.md)
// in the camera overlay, by keyboard; and, without camera access, with the photo picker the
// explanation offers instead.

const SCENARIO = 'applicant-selfie';

/** The selfie the sandbox received: a JPEG as BinaryData with cropped false (spec 001 §3.3). */
async function expectSelfieStored(link: string): Promise<void> {
  const selfie = (await storedAnswers(link))['identity_assurance.selfie'] as Record<string, unknown> | undefined;
  expect(selfie).toMatchObject({ mime_type: 'image/jpeg', cropped: false, metadata: {} });
  expect([...Buffer.from(String(selfie?.data), 'base64').subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
}

describe('the selfie question on a phone with a camera', () => {
  const session = useBrowser('mobile', { camera: true });

  it('takes the selfie in the camera overlay, by keyboard, sees it ready and finishes', async () => {
    const { page } = session();
    const link = await createScenario(SCENARIO);
    await openSelfieQuestion(page, link);
    await visit(page, SCENARIO, 'selfie', 'mobile');

    await page.getByRole('button', { name: 'Take a selfie' }).click();
    const dialog = page.getByRole('dialog', { name: 'Take a selfie' });
    const shutter = dialog.getByRole('button', { name: 'Take photo' });
    await expectVisible(shutter);
    await page.waitForFunction(
      () => document.querySelector<HTMLButtonElement>('.camera-overlay__shutter')?.disabled === false,
    );
    await visit(page, SCENARIO, 'camera', 'mobile');
    await shutter.focus();
    await page.keyboard.press('Enter');
    await expectVisible(dialog.getByRole('img', { name: 'Your selfie' }));
    await visit(page, SCENARIO, 'camera-review', 'mobile');
    await dialog.getByRole('button', { name: 'Use this photo' }).click();

    await expectVisible(page.getByRole('main').getByRole('img', { name: 'Your selfie' }));
    await expectVisible(page.getByText('Your selfie is ready to send.'));
    await visit(page, SCENARIO, 'selfie-ready', 'mobile');
    await submitButton(page).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/question/'), { timeout: 20_000 });
    await expectSelfieStored(link);
  });

  it('keeps Tab inside the camera, and lets Cancel and Escape close it without a photo', async () => {
    const { page } = session();
    await openSelfieQuestion(page, await createScenario(SCENARIO));
    await page.getByRole('button', { name: 'Take a selfie' }).click();
    await page.getByRole('dialog', { name: 'Take a selfie' }).getByRole('button', { name: 'Take photo' }).waitFor();
    // The page under the camera never takes focus (it is inert): Tab goes through the dialog's
    // controls and, past the last one, to the browser, as with a native modal dialog.
    const focused = await tabStopsWithDialogOpen(page);
    expect(focused.filter((where) => where.startsWith('the page'))).toEqual([]);
    expect(focused).toContain('the dialog');
    await page.getByRole('dialog', { name: 'Take a selfie' }).getByRole('button', { name: 'Cancel' }).click();
    await expectVisible(page.getByRole('button', { name: 'Take a selfie' }));
    await page.getByRole('button', { name: 'Take a selfie' }).click();
    await expectVisible(page.getByRole('dialog', { name: 'Take a selfie' }));
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await page.getByRole('img', { name: 'Your selfie' }).count()).toBe(0);
  });
});

describe('the selfie question on a phone without camera access', () => {
  const session = useBrowser('mobile');

  it('explains why the camera cannot be used and takes a chosen photo instead', async () => {
    const { page } = session();
    const link = await createScenario(SCENARIO);
    await openSelfieQuestion(page, link);
    await page.getByRole('button', { name: 'Take a selfie' }).click();
    await expectVisible(page.getByText('Camera access is turned off for this site.'));
    await visit(page, SCENARIO, 'camera-denied', 'mobile');

    await page
      .getByLabel('Choose a photo')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png(640, 480, 'photo') });
    await expectVisible(page.getByRole('main').getByRole('img', { name: 'Your selfie' }));
    await submitButton(page).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/question/'), { timeout: 20_000 });
    await expectSelfieStored(link);
  });
});

/** The texts the sandbox would have sent (GET /__sandbox/texts), newest last. */
async function sentTexts(): Promise<{ recipient: string; link: string }[]> {
  return (await (await fetch(`${origin()}/__sandbox/texts`)).json()) as { recipient: string; link: string }[];
}

/**
 * A phone (a second browser context, with a camera) opens the hand-off link and takes the selfie;
 * meanwhile the desktop, untouched, must move on by itself.
 */
async function takeSelfieOnPhone(desktop: BrowserContext, link: string, step: string): Promise<void> {
  await inSecondContext(desktop, 'mobile', { camera: true }, async (phone) => {
    await phone.goto(link);
    await expectPath(phone, '/question/identity_assurance-selfie');
    await expectVisible(heading(phone, 'Selfie'));
    await visit(phone, SCENARIO, `${step}-phone`, 'mobile');
    await phone
      .getByLabel('Choose a photo')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png(640, 480, 'photo') });
    await expectVisible(phone.getByRole('main').getByRole('img', { name: 'Your selfie' }));
    await submitButton(phone).click();
    // The phone was lent this one question: it says so and sends the applicant back to the computer.
    await expectVisible(heading(phone, 'All done on this phone'), 20_000);
    await expectVisible(phone.getByText('Go back to your computer to continue.'));
    await expectPath(phone, '/question/identity_assurance-selfie');
    await visit(phone, SCENARIO, `${step}-phone-done`, 'mobile');
  });
}

/**
 * What the page asks of the interview service's hand-off calls from now on: each text's
 * continueUrl (POST /notifications), how many codes it minted (POST /handoffs) and how many
 * /handoffs calls of any kind it made (a shown QR code's checks among them). The body is read with
 * playwright-core's Request.postDataJSON (JSON bodies parsed; its types.d.ts, and
 * https://playwright.dev/docs/api/class-request#request-post-data-json).
 */
function recordHandOffCalls(page: Page): { readonly texted: string[]; mints: number; handoffCalls: number } {
  const calls = { texted: [] as string[], mints: 0, handoffCalls: 0 };
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith('/notifications') && request.method() === 'POST') {
      calls.texted.push((request.postDataJSON() as { continueUrl: string }).continueUrl);
    }
    if (path.includes('/handoffs')) calls.handoffCalls += 1;
    if (path.endsWith('/handoffs') && request.method() === 'POST') calls.mints += 1;
  });
  return calls;
}

/** Spec 000 §2's interview link for the selfie question, from its question route. */
const selfieInterviewLink = (rprId: string): string =>
  `${origin()}/question/identity_assurance-selfie?q=identity_assurance.selfie#/interview/${rprId}`;

const rprIdOf = (link: string): string => new URL(link).searchParams.get('rprId') ?? '';

describe('the selfie question on a phone whose camera shows only black', () => {
  const session = useBrowser('mobile', { camera: true }, { camera: blackCameraFile() });

  it('notices the black picture, closes the camera and offers the photo picker, saying why', async () => {
    const { page } = session();
    await openSelfieQuestion(page, await createScenario(SCENARIO));
    await page.getByRole('button', { name: 'Take a selfie' }).click();
    await expectVisible(page.getByText('Your camera only shows a black picture.'));
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expectVisible(page.getByLabel('Choose a photo'));
    await visit(page, SCENARIO, 'camera-black', 'mobile');
  });
});

describe('the selfie question on a desktop: hand-off to a phone', () => {
  const session = useBrowser('desktop', { camera: true });

  it('texts a link; the phone takes the selfie and the desktop moves on without a reload', async () => {
    const { page, context } = session();
    const link = await createScenario(SCENARIO);
    await openSelfieQuestion(page, link);
    await expectVisible(page.getByRole('heading', { name: 'Continue on your phone' }));
    await expectVisible(page.getByRole('button', { name: "Use this computer's camera instead" }));
    await expectVisible(page.getByRole('img', { name: /QR code/ }));
    await visit(page, SCENARIO, 'hand-off', 'desktop');
    const loads = countLoads(page);
    const calls = recordHandOffCalls(page);

    await page.getByRole('textbox', { name: /Mobile phone number/ }).fill('(512) 555-0142');
    await page.getByRole('button', { name: 'Send 1-Time Text' }).click();
    await expectVisible(page.getByText('Check your phone, we just sent a text.'));
    // The app texts spec 000 §2's link with POST /notifications alone, even where the service has
    // codes: it mints none for the text (the QR code shown had its own before the recording began).
    expect(calls.texted).toEqual([selfieInterviewLink(rprIdOf(link))]);
    expect(calls.mints).toBe(0);
    // This service (the sandbox) delivers it with a code of its own: no canary in the text.
    const text = (await sentTexts()).at(-1);
    expect(text?.recipient).toBe('+15125550142');
    expect(text?.link).toContain('handoff=');
    expect(text?.link).not.toContain('canary');

    await takeSelfieOnPhone(context, text?.link ?? '', 'text');
    await page.waitForURL((url) => !url.pathname.startsWith('/question/identity_assurance-selfie'), {
      timeout: 15_000,
    });
    expect(loads()).toBe(0);
    await expectSelfieStored(link);
  });

  it('shows the same kind of link as a QR code, which the phone opens the same way', async () => {
    const { page, context } = session();
    const link = await createScenario(SCENARIO);
    await openSelfieQuestion(page, link);
    const shown = page.getByRole('textbox', { name: 'Link for your phone' });
    await expectVisible(shown);
    const qrLink = await shown.inputValue();
    expect(qrLink).toContain('handoff=');
    const loads = countLoads(page);

    await takeSelfieOnPhone(context, qrLink, 'qr');
    await page.waitForURL((url) => !url.pathname.startsWith('/question/identity_assurance-selfie'), {
      timeout: 15_000,
    });
    expect(loads()).toBe(0);
    await expectSelfieStored(link);
  });
});

describe("the selfie on a desktop, against a service with spec 000 §7's calls alone: hand-off by text only", () => {
  const session = useBrowser('desktop', { camera: true });
  const TEXT_ONLY = 'applicant-selfie-text-only';

  it('offers the text without a QR code, texts the interview link, and the phone finishes the selfie', async () => {
    const { page, context } = session();
    const link = await createScenario(TEXT_ONLY);
    const calls = recordHandOffCalls(page);
    await openSelfieQuestion(page, link);
    await expectVisible(page.getByRole('heading', { name: 'Continue on your phone' }));
    await expectVisible(page.getByText("Your selfie is taken with a phone's camera. Get a link by text."));
    await expectVisible(page.getByRole('button', { name: 'Send 1-Time Text' }));
    expect(await page.getByRole('img', { name: /QR code/ }).count()).toBe(0);
    expect(await page.getByRole('textbox', { name: 'Link for your phone' }).count()).toBe(0);
    await visit(page, TEXT_ONLY, 'hand-off', 'desktop');
    const loads = countLoads(page);

    await page.getByRole('textbox', { name: /Mobile phone number/ }).fill('(512) 555-0142');
    await page.getByRole('button', { name: 'Send 1-Time Text' }).click();
    await expectVisible(page.getByText('Check your phone, we just sent a text.'));
    expect(calls.texted).toEqual([selfieInterviewLink(rprIdOf(link))]);
    expect(calls.handoffCalls).toBe(0);
    // No codes here: the sandbox delivers the link with the session as spec 000 §2's start-up reads it.
    const text = (await sentTexts()).at(-1);
    expect(text?.recipient).toBe('+15125550142');
    expect(new URL(text?.link ?? '').searchParams.get('rprId')).toBe(rprIdOf(link));

    await inSecondContext(context, 'mobile', { camera: true }, async (phone) => {
      await phone.goto(text?.link ?? '');
      await expectPath(phone, '/question/identity_assurance-selfie');
      await expectVisible(heading(phone, 'Selfie'));
      await visit(phone, TEXT_ONLY, 'text-phone', 'mobile');
      await phone
        .getByLabel('Choose a photo')
        .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png(640, 480, 'photo') });
      await expectVisible(phone.getByRole('main').getByRole('img', { name: 'Your selfie' }));
      await submitButton(phone).click();
      // The phone has the whole session (the spec's link): it carries on with the interview.
      await phone.waitForURL((url) => url.pathname !== '/question/identity_assurance-selfie', { timeout: 20_000 });
    });
    await page.waitForURL((url) => !url.pathname.startsWith('/question/identity_assurance-selfie'), {
      timeout: 15_000,
    });
    expect(loads()).toBe(0);
    await expectSelfieStored(link);
  });
});
