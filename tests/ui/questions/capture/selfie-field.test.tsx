import { AXE_WCAG_TAGS } from '../../../support/axe-tags';
import { act, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { deferred, networkFailure, question } from '../../../application/fakes/fake-interview-service';
import type { UploadProgress, Uploaded } from '../../../../src/application/ports/interview-service.port';
import type { ServiceError } from '../../../../src/application/ports/service-error';
import type { Result } from '../../../../src/domain/shared/result';
import { processedImageOf } from '../../../application/fakes/fake-image-processor';
import { err } from '../../../../src/domain/shared/result';
import { IPHONE_AGENT } from '../../../application/fakes/fake-device-profile';
import { expectAnnounced } from '../../support/announced';
import { lastPosted, NEXT_QUESTION } from '../../support/open-question';
import { uiHarness } from '../../support/ui-harness';

const WCAG = { runOnly: [...AXE_WCAG_TAGS], rules: { 'color-contrast': { enabled: false } } };

const SELFIE = question('identity_assurance.selfie', {
  type: 'selfie',
  shareWith: ['acme'],
  metadata: { title: 'Selfie' },
});

// jsdom has no object URLs; the preview only needs an address.
beforeAll(() => {
  Object.assign(URL, { createObjectURL: () => 'blob:test/photo', revokeObjectURL: () => undefined });
});

async function openSelfie(
  q = SELFIE,
  device: 'phone' | 'desktop' = 'phone',
  prepare = (_app: ReturnType<typeof uiHarness>) => {},
) {
  const app = device === 'phone' ? uiHarness({ userAgent: IPHONE_AGENT, canHover: false }) : uiHarness();
  app.signIn([q, NEXT_QUESTION]);
  prepare(app);
  const view = app.renderApp('/question/identity_assurance-selfie');
  await screen.findByRole('button', { name: device === 'phone' ? 'Take a selfie' : 'Send 1-Time Text' });
  return { app, user: view.user };
}

const photo = (name = 'me.jpg', type = 'image/jpeg') => new File([new Uint8Array([1, 2, 3])], name, { type });

describe('the selfie field', () => {
  it('takes a chosen photo through the pipeline, shows it ready, and sends it as a selfie', async () => {
    const { app, user } = await openSelfie();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();

    await user.upload(screen.getByLabelText('Choose a photo'), photo());
    expect(await screen.findByRole('img', { name: 'Your selfie' })).toBeVisible();
    expect(screen.getByText('Your selfie is ready to send.')).toBeVisible();
    expect(app.images.files).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Next question' });
    expect(lastPosted(app)).toEqual({
      'identity_assurance.selfie': {
        shareWith: ['acme'],
        value: { data: '/9j/AAAA', mime_type: 'image/jpeg', metadata: {}, cropped: false },
      },
    });
  });

  it('shows the upload progress while sending, and keeps the photo when the upload fails', async () => {
    const { app, user } = await openSelfie();
    await user.upload(screen.getByLabelText('Choose a photo'), photo());
    await screen.findByRole('img', { name: 'Your selfie' });
    const upload = deferred<Result<Uploaded, ServiceError>>();
    let progress: UploadProgress = () => undefined;
    app.service.on('postAttributeData', (_answers, onProgress) => {
      progress = onProgress ?? progress;
      return upload.promise;
    });

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const bar = await screen.findByRole('progressbar', { name: 'Uploading your selfie' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    act(() => progress(0.6));
    expect(bar).toHaveAttribute('aria-valuenow', '60');
    expect(screen.getByText('60% uploaded')).toBeInTheDocument();

    await act(async () => upload.resolve(networkFailure()));
    expect(await screen.findByRole('img', { name: 'Your selfie' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(/submission/i);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('refuses a photo the pipeline cannot render: snackbar naming it, the reason under the field, nothing to send', async () => {
    const { app, user } = await openSelfie();
    app.images.answer = err('corrupted');
    await user.upload(screen.getByLabelText('Choose a photo'), photo('broken.jpg'));
    expect(await screen.findByText('Selected file is empty, corrupted or unsupported: broken.jpg.')).toBeVisible();
    expect(screen.getByText('Image could not be rendered', { selector: '.field__error' })).toBeVisible();
    expect(screen.queryByRole('img', { name: 'Your selfie' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it('says a HEIC photo this browser cannot open is HEIC and what to do, under the photo buttons, with no snackbar', async () => {
    const { app, user } = await openSelfie();
    app.images.answer = err('heic-unsupported');
    await user.upload(screen.getByLabelText('Choose a photo'), photo('IMG_0001.HEIC', 'image/heic'));
    const message = await screen.findByText(/^This photo is in HEIC format, which this browser can't open\./, {
      selector: '.field__error',
    });
    expect(screen.getByLabelText('Choose a photo')).toHaveAccessibleDescription(message.textContent ?? '');
    await expectAnnounced(message);
    expect(screen.queryByText(/empty, corrupted or unsupported/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it('names the pixel ceiling for a photo over it', async () => {
    const { app, user } = await openSelfie();
    app.images.answer = err('too-many-pixels');
    await user.upload(screen.getByLabelText('Choose a photo'), photo('pano.jpg'));
    await expectAnnounced(await screen.findByText(/more than 100 megapixels/, { selector: '.field__error' }));
  });

  it('says when the photo is still too large after processing', async () => {
    const { app, user } = await openSelfie();
    app.images.answer = { ok: true, value: processedImageOf({ sizeBytes: 11 * 1024 * 1024 }) };
    await user.upload(screen.getByLabelText('Choose a photo'), photo());
    expect(
      await screen.findByText('Too large image. Only image smaller than 10 MB can be uploaded.', {
        selector: '.field__error',
      }),
    ).toBeVisible();
  });

  it.each([
    ['denied', 'Camera access is turned off for this site.', false],
    ['busy', 'Your camera is being used by another app.', true],
    ['not-found', "We couldn't open your phone's camera here.", false],
    ['unavailable', "This browser can't open the camera.", false],
  ] as const)(
    'falls back to the photo picker when the camera is %s, saying why, with Try again only where it can help',
    async (failure, heading, retry) => {
      const { app, user } = await openSelfie();
      app.camera.failure = failure;
      await user.click(screen.getByRole('button', { name: 'Take a selfie' }));
      expect(await screen.findByText(heading)).toBeVisible();
      expect(app.camera.opened).toEqual(['user']);
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.getByLabelText('Choose a photo')).toBeEnabled();
      expect(screen.queryByRole('button', { name: 'Take a selfie' })).toBeNull();
      expect((await axe.run(document.body, WCAG)).violations).toEqual([]);

      const tryAgain = screen.queryByRole('button', { name: 'Try again' });
      expect(tryAgain !== null).toBe(retry);
      if (tryAgain === null) return;
      await user.click(tryAgain);
      expect(app.camera.opened).toEqual(['user', 'user']);
    },
  );

  it('drops the camera failure once a photo is chosen: only the photo, ready to send, remains', async () => {
    const { user } = await openSelfie();
    await user.click(screen.getByRole('button', { name: 'Take a selfie' }));
    expect(await screen.findByText('Camera access is turned off for this site.')).toBeVisible();
    await user.upload(screen.getByLabelText('Choose a photo'), photo());
    expect(await screen.findByText('Your selfie is ready to send.')).toBeVisible();
    expect(screen.queryByText('Camera access is turned off for this site.')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('tells a phone without a usable camera nothing a phone cannot do', async () => {
    const { app, user } = await openSelfie();
    app.camera.failure = 'not-found';
    await user.click(screen.getByRole('button', { name: 'Take a selfie' }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(/choose a photo/i);
    expect(notice).not.toHaveTextContent(/phone with a camera|connect a camera|unplugged/i);
  });

  it('uses the card copy for a selfie holding a payment card', async () => {
    await openSelfie(
      question('identity_assurance.selfie', {
        type: 'selfie',
        metadata: { title: 'Selfie', copySource: 'selfie-holding-card' },
      }),
    );
    expect(screen.getByText(/Hold your payment card next to your face/)).toBeVisible();
  });

  it('has no axe violations before and after a photo', async () => {
    const { user } = await openSelfie();
    expect((await axe.run(document.body, WCAG)).violations).toEqual([]);
    await user.upload(screen.getByLabelText('Choose a photo'), photo());
    await screen.findByRole('img', { name: 'Your selfie' });
    await waitFor(async () => expect((await axe.run(document.body, WCAG)).violations).toEqual([]));
  });

  describe('on a desktop', () => {
    it('offers the hand-off to a phone first, with this computer beneath it', async () => {
      await openSelfie(SELFIE, 'desktop');
      expect(screen.getByRole('heading', { name: 'Continue on your phone' })).toBeVisible();
      expect(screen.getByRole('heading', { name: 'No phone at hand?' })).toBeVisible();
      expect(await screen.findByRole('button', { name: "Use this computer's camera instead" })).toBeVisible();
      expect(screen.getByLabelText('Choose a photo from this computer')).toBeEnabled();
      expect(screen.queryByRole('button', { name: 'Take a selfie' })).toBeNull();
      await waitFor(async () => expect((await axe.run(document.body, WCAG)).violations).toEqual([]));
    });

    it('does not offer a camera the computer does not have', async () => {
      await openSelfie(SELFIE, 'desktop', (app) => {
        app.camera.present = false;
      });
      await screen.findByLabelText('Choose a photo from this computer');
      await act(async () => undefined);
      expect(screen.queryByRole('button', { name: "Use this computer's camera instead" })).toBeNull();
    });

    it('tells a computer without a usable camera to connect one', async () => {
      const { app, user } = await openSelfie(SELFIE, 'desktop');
      app.camera.failure = 'not-found';
      await user.click(await screen.findByRole('button', { name: "Use this computer's camera instead" }));
      expect(await screen.findByText("We couldn't find a camera on this device.")).toBeVisible();
      expect(screen.getByText(/Connect a camera/)).toBeVisible();
    });

    it('takes a photo chosen on the computer, and goes back to the phone on request', async () => {
      const { user } = await openSelfie(SELFIE, 'desktop');
      await user.click(await screen.findByRole('button', { name: "Use this computer's camera instead" }));
      expect(await screen.findByText('Camera access is turned off for this site.')).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Use my phone instead' }));
      expect(await screen.findByRole('heading', { name: 'Continue on your phone' })).toBeVisible();

      await user.upload(screen.getByLabelText('Choose a photo from this computer'), photo());
      expect(await screen.findByRole('img', { name: 'Your selfie' })).toBeVisible();
      expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
    });
  });
});
