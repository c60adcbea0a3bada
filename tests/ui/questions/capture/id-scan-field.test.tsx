import { AXE_WCAG_TAGS } from '../../../support/axe-tags';
import { act, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import type { UploadProgress, Uploaded } from '../../../../src/application/ports/interview-service.port';
import type { ServiceError } from '../../../../src/application/ports/service-error';
import type { Result } from '../../../../src/domain/shared/result';
import { ok } from '../../../../src/domain/shared/result';
import { IPHONE_AGENT } from '../../../application/fakes/fake-device-profile';
import { processedImageOf } from '../../../application/fakes/fake-image-processor';
import { deferred, question } from '../../../application/fakes/fake-interview-service';
import { NEXT_QUESTION } from '../../support/open-question';
import { uiHarness } from '../../support/ui-harness';

const WCAG = { runOnly: [...AXE_WCAG_TAGS], rules: { 'color-contrast': { enabled: false } } };
const ATTR = 'identity_assurance.document_verification.us_issued';
const ID_SCAN = question(ATTR, {
  type: 'id-scan',
  shareWith: ['acme'],
  metadata: { title: 'Photo ID', isLegacy: true },
});
const HEADING = 'We received your submission, but were unable to process your identity document';

beforeAll(() => {
  Object.assign(URL, { createObjectURL: () => 'blob:test/photo', revokeObjectURL: () => undefined });
});

type App = ReturnType<typeof uiHarness>;

async function openIdScan(
  options: { device?: 'phone' | 'desktop'; flags?: Record<string, boolean>; prepare?: (app: App) => void } = {},
) {
  const device = options.device ?? 'phone';
  const app = device === 'phone' ? uiHarness({ userAgent: IPHONE_AGENT, canHover: false }) : uiHarness();
  app.signIn([ID_SCAN, NEXT_QUESTION]);
  app.service.snapshot = { ...app.service.snapshot, featureFlags: options.flags ?? {} };
  options.prepare?.(app);
  const view = app.renderApp('/question/identity_assurance-document_verification-us_issued');
  await screen.findByRole('heading', { level: 1, name: 'Photo ID' });
  if (device === 'phone') await screen.findByRole('heading', { level: 2, name: /Front of your ID/ });
  else await screen.findByRole('button', { name: 'Send 1-Time Text' });
  return { app, user: view.user };
}

const photo = (name = 'id.jpg') => new File([new Uint8Array([1, 2, 3])], name, { type: 'image/jpeg' });
const expectAxeClean = async () => expect((await axe.run(document.body, WCAG)).violations).toEqual([]);

async function captureCard(user: Awaited<ReturnType<typeof openIdScan>>['user']) {
  await user.upload(screen.getByLabelText('Take a photo: Front of your ID'), photo('front.jpg'));
  await screen.findByRole('heading', { level: 2, name: /Back of your ID/ });
  await user.upload(screen.getByLabelText('Take a photo: Back of your ID'), photo('back.jpg'));
  await screen.findByText('Your photos are ready to send.');
}

function unreadable(app: App, failureReason: string) {
  app.service.on('checkReadability', async () => ok({ readable: false, failureReason }));
}

describe('the ID scan field on a phone', () => {
  it("captures the front, then the back, with the phone's camera, and sends them for verification", async () => {
    const { app, user } = await openIdScan();
    expect(screen.getByRole('group', { name: 'Which document will you use?' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'ID card' })).toBeChecked();
    const camera = screen.getByLabelText('Take a photo: Front of your ID');
    expect(camera).toHaveAttribute('capture', 'environment');
    expect(screen.queryByLabelText('Choose a photo')).toBeNull();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await expectAxeClean();

    await captureCard(user);
    expect(screen.getByRole('img', { name: 'Front of your ID' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Back of your ID' })).toBeVisible();
    await expectAxeClean();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Next question' });
    expect(Object.keys(app.service.callsTo('verifyId')[0]?.[0] as object)).toEqual([
      `${ATTR}.front_image`,
      `${ATTR}.back_image`,
    ]);
    expect(app.service.callsTo('checkReadability')).toHaveLength(1);
  });

  it('clears the last photo on Retake, and starts again when the type changes', async () => {
    const { user } = await openIdScan();
    await user.upload(screen.getByLabelText('Take a photo: Front of your ID'), photo());
    await screen.findByRole('heading', { level: 2, name: /Back of your ID/ });
    // Not 'Back', right under 'Back of your ID (Page 2 of 2)' (issue 22).
    expect(screen.queryByRole('button', { name: /^Back/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Retake: Front of your ID' }));
    expect(await screen.findByRole('heading', { level: 2, name: /Front of your ID/ })).toBeVisible();
    expect(screen.queryByRole('img', { name: 'Front of your ID' })).toBeNull();

    await user.upload(screen.getByLabelText('Take a photo: Front of your ID'), photo());
    await screen.findByRole('heading', { level: 2, name: /Back of your ID/ });
    await user.click(screen.getByRole('radio', { name: 'Passport' }));
    expect(await screen.findByRole('heading', { level: 2, name: /Photo page of your passport/ })).toBeVisible();
    expect(screen.queryByRole('img')).toBeNull();
    await user.upload(screen.getByLabelText('Take a photo: Photo page of your passport'), photo());
    expect(await screen.findByText('Your photos are ready to send.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('says when a photo looks blurry or glary, and lets the applicant retake it or use it anyway', async () => {
    const { app, user } = await openIdScan();
    app.images.answer = ok(processedImageOf({ quality: { sharpness: 10, glare: 0.3 } }));
    await user.upload(screen.getByLabelText('Take a photo: Front of your ID'), photo());
    expect(await screen.findByRole('alert')).toHaveTextContent('This photo looks blurry and there is glare on it.');
    expect(screen.queryByRole('img', { name: 'Front of your ID' })).toBeNull();
    await expectAxeClean();
    await user.click(screen.getByRole('button', { name: 'Retake' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: /Front of your ID/ })).toBeVisible();

    app.images.answer = ok(processedImageOf({ quality: { sharpness: 10, glare: 0 } }));
    await user.upload(screen.getByLabelText('Take a photo: Front of your ID'), photo());
    expect(await screen.findByRole('alert')).toHaveTextContent('This photo looks blurry.');
    await user.click(screen.getByRole('button', { name: 'Use this photo anyway' }));
    expect(await screen.findByRole('img', { name: 'Front of your ID' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: /Back of your ID/ })).toBeVisible();
  });

  it('offers Choose a photo beside the camera with upload from mobile', async () => {
    await openIdScan({ flags: { idverify_document_upload_from_mobile_enabled: true } });
    expect(screen.getByLabelText('Choose a photo')).not.toHaveAttribute('capture');
  });

  it('opens the camera overlay facing the back with the overlay flag, and falls back to the camera app', async () => {
    const { app, user } = await openIdScan({ flags: { idverify_user_media_overlay_enabled: true } });
    await user.click(screen.getByRole('button', { name: 'Take a photo: Front of your ID' }));
    expect(await screen.findByText('Camera access is turned off for this site.')).toBeVisible();
    expect(app.camera.opened).toEqual(['environment']);
    expect(screen.getByLabelText('Take a photo: Front of your ID')).toHaveAttribute('capture', 'environment');
    await expectAxeClean();
  });

  it('shows the upload progress, then the verifying phrase while the provider checks', async () => {
    const { app, user } = await openIdScan();
    await captureCard(user);
    const upload = deferred<Result<Uploaded, ServiceError>>();
    let progress: UploadProgress = () => undefined;
    app.service.on('verifyId', (_answers, onProgress) => {
      progress = onProgress ?? progress;
      return upload.promise;
    });
    app.service.on('getVerification', async () => ok({ status: 'waiting' as const }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const bar = await screen.findByRole('progressbar', { name: 'Uploading your ID' });
    act(() => progress(0.5));
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    await expectAxeClean();
    await act(async () => upload.resolve(ok({ datumIds: ['v1', 'v2'] })));
    expect(await screen.findByText('Checking your document...')).toBeVisible();
    await expectAxeClean();
  });

  it.each([
    ['GLARE', 'Too much glare in the photo(s)'],
    ['SHARPNESS', 'Photo(s) too blurry'],
    ['GLARE_SHARPNESS', 'Photo(s) too blurry and has/have glare'],
  ])('shows the %s screen with its heading and Try again, which starts from the front', async (reason, text) => {
    const { app, user } = await openIdScan({ prepare: (a) => unreadable(a, reason) });
    await captureCard(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const heading = await screen.findByRole('heading', { level: 2, name: HEADING });
    expect(heading).toHaveFocus();
    expect(screen.getByText(text)).toBeVisible();
    await expectAxeClean();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: /Front of your ID/ })).toBeVisible();
    expect(screen.queryByRole('img')).toBeNull();
    expect(app.interview.question(ATTR)?.complete).toBe(false);
  });

  it.each(['UNKNOWN', 'PROVIDER'])("shows 'We're having trouble detecting your ID' for %s", async (reason) => {
    const { user } = await openIdScan({ prepare: (a) => unreadable(a, reason) });
    await captureCard(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: "We're having trouble detecting your ID" }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expectAxeClean();
  });

  it('shows the persistent screen after 3 failures; using the image anyway sends it with the legacy submit', async () => {
    const { app, user } = await openIdScan({ prepare: (a) => unreadable(a, 'GLARE') });
    for (let failure = 1; failure <= 3; failure += 1) {
      await captureCard(user);
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      if (failure < 3) {
        await screen.findByRole('heading', { level: 2, name: HEADING });
        await user.click(screen.getByRole('button', { name: 'Try again' }));
        await screen.findByRole('heading', { level: 2, name: /Front of your ID/ });
      }
    }
    const persistent = await screen.findByRole('region', { name: /Looks like we're having trouble/ });
    expect(within(persistent).getByRole('button', { name: 'Try again' })).toBeVisible();
    await expectAxeClean();
    await user.click(within(persistent).getByRole('button', { name: 'Use this image anyway' }));
    await screen.findByRole('heading', { level: 1, name: 'Next question' });
    expect(app.service.callsTo('submitId')).toHaveLength(1);
  });

  it('sends with the legacy submit directly when capture retry is off', async () => {
    const { app, user } = await openIdScan({ flags: { idverify_document_capture_retry_enabled: false } });
    await captureCard(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Next question' });
    expect(app.service.callsTo('verifyId')).toHaveLength(0);
    expect(app.service.callsTo('submitId')).toHaveLength(1);
  });

  it('falls back to the legacy submit when the verification answers an unknown status', async () => {
    const { app, user } = await openIdScan({
      prepare: (a) => a.service.on('getVerification', async () => ok({ status: 'unknown' as const, raw: '???' })),
    });
    await captureCard(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Next question' });
    expect(app.service.callsTo('submitId')).toHaveLength(1);
  });
  it('goes on sending when a reload of the interview state brings new question objects mid-verification', async () => {
    const verdict = deferred<Result<{ status: 'unknown'; raw: string }, ServiceError>>();
    const { app, user } = await openIdScan({ prepare: (a) => a.service.on('getVerification', () => verdict.promise) });
    await captureCard(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('Checking your document...');
    // What polling brings while the provider checks: the service counted a resolution attempt.
    const snapshot = app.interview.snapshot!;
    const record = app.interview.record!;
    act(() =>
      app.interview.reloaded(
        {
          ...snapshot,
          questions: snapshot.questions.map((q) => ({ ...q })),
          verificationsRequested: { [ATTR]: { failures: 0, resolutionAttempts: 1 } },
        },
        record,
      ),
    );
    expect(app.interview.question(ATTR)).not.toBe(snapshot.questions[0]);
    await act(async () => verdict.resolve(ok({ status: 'unknown', raw: '???' })));
    await screen.findByRole('heading', { level: 1, name: 'Next question' });
    expect(app.service.callsTo('submitId')).toHaveLength(1);
  });
});

describe('the ID scan field on a desktop', () => {
  it('hands off to a phone first, and captures with this computer when chosen', async () => {
    const { user } = await openIdScan({ device: 'desktop' });
    expect(screen.queryByRole('button', { name: 'Upload photos from this computer instead' })).toBeNull();
    await expectAxeClean();
    await user.click(await screen.findByRole('button', { name: "Use this computer's camera instead" }));
    expect(await screen.findByRole('button', { name: 'Take a photo: Front of your ID' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Use my phone instead' }));
    expect(await screen.findByRole('button', { name: 'Send 1-Time Text' })).toBeVisible();
  });

  it("puts Continue beside 'Do this later' in one row, and 'Use my phone instead' as a secondary button", async () => {
    const { user } = await openIdScan({ device: 'desktop' });
    await user.click(await screen.findByRole('button', { name: "Use this computer's camera instead" }));
    const submit = await screen.findByRole('button', { name: 'Continue' });
    const later = screen.getByRole('link', { name: 'Do this later' });
    expect(submit.closest('.question__actions')).not.toBeNull();
    expect(submit.closest('.question__actions')).toBe(later.closest('.question__actions'));
    expect(document.querySelectorAll('.question__actions')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Use my phone instead' })).toHaveClass('button', 'button--secondary');
    await expectAxeClean();
  });

  it('offers the single-page upload with upload from desktop, a file per page', async () => {
    const { user } = await openIdScan({
      device: 'desktop',
      flags: { idverify_document_upload_from_desktop_enabled: true },
    });
    await user.click(screen.getByRole('button', { name: 'Upload photos from this computer instead' }));
    await user.upload(await screen.findByLabelText('Upload: Front of your ID'), photo());
    await user.upload(await screen.findByLabelText('Upload: Back of your ID'), photo());
    expect(await screen.findByText('Your photos are ready to send.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
    await expectAxeClean();
    await user.click(screen.getByRole('button', { name: 'Use my phone instead' }));
    expect(await screen.findByRole('button', { name: 'Send 1-Time Text' })).toBeVisible();
  });
});
