import { AXE_WCAG_TAGS } from '../../../support/axe-tags';
import { act, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import type { UploadProgress, Uploaded } from '../../../../src/application/ports/interview-service.port';
import type { ServiceError } from '../../../../src/application/ports/service-error';
import { SELFIE_IMAGE_KEY } from '../../../../src/domain/encoding/document-image-keys';
import type { Result } from '../../../../src/domain/shared/result';
import { err, ok } from '../../../../src/domain/shared/result';
import { deferred, question } from '../../../application/fakes/fake-interview-service';
import { PASSED_OUTCOME } from '../../../application/fakes/fake-liveness';
import { IPHONE_AGENT } from '../../../application/fakes/fake-device-profile';
import { lastPosted, NEXT_QUESTION } from '../../support/open-question';
import { uiHarness } from '../../support/ui-harness';

const WCAG = { runOnly: [...AXE_WCAG_TAGS], rules: { 'color-contrast': { enabled: false } } };

const VIDEO_SELFIE = question('identity.video_selfie', {
  type: 'liveness-check',
  shareWith: ['acme'],
  metadata: { title: 'Video selfie' },
});

async function openVideoSelfie(prepare: (app: ReturnType<typeof uiHarness>) => void = () => undefined) {
  const app = uiHarness({ userAgent: IPHONE_AGENT, canHover: false });
  app.signIn([VIDEO_SELFIE, NEXT_QUESTION]);
  prepare(app);
  const view = app.renderApp('/question/identity-video_selfie');
  await screen.findByRole('heading', { level: 2, name: 'Get ready for your video selfie' });
  return { app, user: view.user };
}

const startButton = () => screen.getByRole('button', { name: 'Continue' });

describe('the video selfie field', () => {
  it('shows the four tips, and Please read the instructions... disabled until the vendor is ready', async () => {
    const ready = deferred<Result<void, never>>();
    const { app } = await openVideoSelfie((a) => {
      a.liveness.prepared = ready.promise;
    });
    const tips = screen.getByRole('list', { name: 'Before you start' });
    expect(within(tips).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Please read the instructions...' })).toBeDisabled();
    expect(app.liveness.prepares).toBe(1);
    ready.resolve(ok(undefined));
    await waitFor(() => expect(startButton()).toBeEnabled());
    expect(await axe.run(document.body, WCAG)).toMatchObject({ violations: [] });
  });

  it('runs the session on Continue, sends the face map and the selfie, and moves on', async () => {
    const { app, user } = await openVideoSelfie();
    await waitFor(() => expect(startButton()).toBeEnabled());
    await user.click(startButton());
    await screen.findByRole('heading', { level: 1, name: 'Next question' });
    expect(app.liveness.runs).toBe(1);
    expect(lastPosted(app)).toEqual({
      'identity.video_selfie': {
        shareWith: ['acme'],
        value: { faceMap: 'map-1', sessionId: 'session-1', livenessStatus: 'PASSED', auditTrail: [] },
      },
      [SELFIE_IMAGE_KEY]: {
        shareWith: ['acme'],
        value: { data: '/9j/selfie-1', mime_type: 'image/jpeg', metadata: {}, cropped: false },
      },
    });
  });

  it('reads Submitting verification with the upload progress while the answer is sent', async () => {
    const upload = deferred<Result<Uploaded, ServiceError>>();
    const { app, user } = await openVideoSelfie((a) => {
      a.service.on('postAttributeData', (_submission: unknown, onProgress?: UploadProgress) => {
        onProgress?.(0.5);
        return upload.promise;
      });
    });
    await waitFor(() => expect(startButton()).toBeEnabled());
    await user.click(startButton());
    expect(await screen.findByRole('button', { name: 'Submitting verification' })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Uploading your video selfie' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(await axe.run(document.body, WCAG)).toMatchObject({ violations: [] });
    upload.resolve(ok({ datumIds: ['d1'] }));
    await screen.findByRole('heading', { level: 1, name: 'Next question' });
    expect(app.liveness.runs).toBe(1);
  });

  it('says how many tries remain after each rejected scan', async () => {
    const { user } = await openVideoSelfie((a) => {
      a.liveness.retries = [2, 1];
    });
    await waitFor(() => expect(startButton()).toBeEnabled());
    await user.click(startButton());
    expect(await screen.findByText('You have 2 tries remaining')).toBeInTheDocument();
  });

  it('stays silent and ready on a cancel, and shows a snackbar for a camera it may not use', async () => {
    const { app, user } = await openVideoSelfie((a) => {
      a.liveness.outcome = err('cancelled');
    });
    await waitFor(() => expect(startButton()).toBeEnabled());
    await user.click(startButton());
    await waitFor(() => expect(app.liveness.runs).toBe(1));
    expect(startButton()).toBeEnabled();
    expect(screen.queryByText(/try again/)).not.toBeInTheDocument();

    app.liveness.outcome = err('camera');
    await user.click(startButton());
    expect(await screen.findByText('Please enable your camera and try again.')).toBeInTheDocument();
    expect(lastPosted(app)).toBeUndefined();
  });

  it('shows the Limits exceeded page when the service locks the applicant out', async () => {
    const { user } = await openVideoSelfie((a) => {
      a.liveness.outcome = err('facetec-device-locked-out');
    });
    await waitFor(() => expect(startButton()).toBeEnabled());
    await user.click(startButton());
    expect(await screen.findByRole('heading', { name: 'Limits exceeded' })).toBeInTheDocument();
  });

  it('lets the flow go on after the provider’s internal error', async () => {
    const { app, user } = await openVideoSelfie((a) => {
      a.liveness.outcome = ok({ ...PASSED_OUTCOME, status: 'PROVIDER_ERROR', faceMap: null });
    });
    await waitFor(() => expect(startButton()).toBeEnabled());
    await user.click(startButton());
    await screen.findByRole('heading', { level: 1, name: 'Next question' });
    expect(lastPosted(app)).toMatchObject({
      'identity.video_selfie': { value: { livenessStatus: 'PROVIDER_ERROR', faceMap: null } },
    });
  });

  describe('on a desktop', () => {
    async function openOnDesktop(prepare: (app: ReturnType<typeof uiHarness>) => void = () => undefined) {
      const app = uiHarness();
      app.signIn([VIDEO_SELFIE, NEXT_QUESTION]);
      prepare(app);
      const view = app.renderApp('/question/identity-video_selfie');
      await screen.findByRole('heading', { name: 'Continue on your phone' });
      return { app, user: view.user };
    }

    it('offers the hand-off to a phone first, then this computer’s camera with the tips', async () => {
      const { user } = await openOnDesktop();
      expect(screen.getByText(/Your video selfie is taken with a phone's camera/)).toBeVisible();
      expect(screen.queryByLabelText(/Choose a photo/)).toBeNull();
      await user.click(await screen.findByRole('button', { name: "Use this computer's camera instead" }));
      expect(await screen.findByRole('heading', { level: 2, name: 'Get ready for your video selfie' })).toBeVisible();
      await waitFor(() => expect(startButton()).toBeEnabled());
    });

    it('says the video selfie is being sent from the camera closing to the end of the upload', async () => {
      const checked = deferred<void>();
      const upload = deferred<Result<Uploaded, ServiceError>>();
      const { app, user } = await openOnDesktop((a) => {
        a.liveness.scans = true;
        a.liveness.hold = checked.promise;
        a.service.on('postAttributeData', () => upload.promise);
      });
      await user.click(await screen.findByRole('button', { name: "Use this computer's camera instead" }));
      await waitFor(() => expect(startButton()).toBeEnabled());
      const status = screen.getAllByRole('status').find((s) => s.classList.contains('capture__status'));
      expect(status).toHaveTextContent(/^$/);
      await user.click(startButton());
      // The camera has closed; the pre-check runs: not only a disabled Continue.
      await waitFor(() => expect(status).toHaveTextContent('Sending your video selfie...'));
      expect(startButton()).toBeDisabled();
      await act(async () => checked.resolve());
      await screen.findByRole('progressbar', { name: 'Uploading your video selfie' });
      expect(screen.getByText('Sending your video selfie...')).toBeVisible();
      await act(async () => upload.resolve(ok({ datumIds: [] })));
      await screen.findByRole('heading', { level: 1, name: 'Next question' });
      expect(app.liveness.runs).toBe(1);
    });

    it('leaves only the phone when the computer has no camera', async () => {
      await openOnDesktop((app) => {
        app.camera.present = false;
      });
      await act(async () => undefined);
      expect(screen.queryByRole('heading', { name: 'No phone at hand?' })).toBeNull();
      expect(screen.queryByRole('button', { name: "Use this computer's camera instead" })).toBeNull();
      expect(screen.getByRole('button', { name: 'Send 1-Time Text' })).toBeVisible();
    });
  });
});
