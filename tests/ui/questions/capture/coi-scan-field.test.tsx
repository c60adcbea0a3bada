import { AXE_WCAG_TAGS } from '../../../support/axe-tags';
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { IPHONE_AGENT } from '../../../application/fakes/fake-device-profile';
import { question } from '../../../application/fakes/fake-interview-service';
import { lastPosted, NEXT_QUESTION } from '../../support/open-question';
import { uiHarness } from '../../support/ui-harness';

const WCAG = { runOnly: [...AXE_WCAG_TAGS], rules: { 'color-contrast': { enabled: false } } };

const COI = question('insurance.coi', {
  type: 'coi-scan',
  shareWith: ['acme', 'insurer'],
  metadata: { title: 'Certificate of insurance' },
});
const PDF = '%PDF-1.4\n';

beforeAll(() => {
  Object.assign(URL, { createObjectURL: () => 'blob:test/page', revokeObjectURL: () => undefined });
});

async function openCoi() {
  const app = uiHarness();
  app.signIn([COI, NEXT_QUESTION]);
  const view = app.renderApp('/question/insurance-coi');
  const input = await screen.findByLabelText('Drag and drop files here, or browse');
  return { app, user: view.user, input };
}

describe('the certificate of insurance field', () => {
  it('sends the uploaded pages as the COI payload with its type, shared as the question says', async () => {
    const { app, user, input } = await openCoi();
    expect(screen.getByText(/Upload each page of your certificate of insurance/)).toBeVisible();
    await user.upload(input, [
      new File([PDF], 'coi.pdf', { type: 'application/pdf' }),
      new File([new Uint8Array(32).fill(3)], 'page 2.png', { type: 'image/png' }),
    ]);
    const list = await screen.findByRole('list', { name: 'Files to send' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled());
    expect((await axe.run(document.body, WCAG)).violations).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Next question' });
    expect(lastPosted(app)).toEqual({
      'insurance.coi': {
        shareWith: ['acme', 'insurer'],
        value: {
          type: 'certificate_of_insurance',
          content: [
            {
              content: {
                data: Buffer.from(PDF).toString('base64'),
                mime_type: 'application/pdf',
                metadata: { fileName: 'coi.pdf' },
              },
              capture_method: null,
              captured_at: null,
            },
            {
              content: { data: '/9j/AAAA', mime_type: 'image/jpeg', metadata: { fileName: 'page 2.png' } },
              capture_method: null,
              captured_at: null,
            },
          ],
          description: null,
          title: null,
        },
      },
    });
  });

  it('offers the camera on a phone: the back camera, and the picker with why when it cannot be used', async () => {
    const app = uiHarness({ userAgent: IPHONE_AGENT, canHover: false });
    app.signIn([COI, NEXT_QUESTION]);
    const { user } = app.renderApp('/question/insurance-coi');
    await screen.findByLabelText('Tap to choose files');
    app.camera.failure = 'busy';
    await user.click(screen.getByRole('button', { name: 'Take a photo of a page' }));
    expect(await screen.findByText('Your camera is being used by another app.')).toBeVisible();
    expect(app.camera.opened).toEqual(['environment']);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText('Tap to choose files')).toBeEnabled();
    expect((await axe.run(document.body, WCAG)).violations).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(app.camera.opened).toEqual(['environment', 'environment']);
  });

  it('offers no camera on a desktop, and does not speak of taking photos there', async () => {
    await openCoi();
    expect(screen.queryByRole('button', { name: 'Take a photo of a page' })).toBeNull();
    expect(screen.getByText('Upload each page of your certificate of insurance.')).toBeVisible();
    expect(screen.queryByText(/take a photo/i)).toBeNull();
  });

  it('offers photos of the pages in its words on a phone, and drops the camera failure once a page is given', async () => {
    const app = uiHarness({ userAgent: IPHONE_AGENT, canHover: false });
    app.signIn([COI, NEXT_QUESTION]);
    const { user } = app.renderApp('/question/insurance-coi');
    expect(
      await screen.findByText('Upload each page of your certificate of insurance, or take a photo of each page.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Take a photo of a page' }));
    expect(await screen.findByText('Camera access is turned off for this site.')).toBeVisible();
    await user.upload(
      screen.getByLabelText('Tap to choose files'),
      new File([PDF], 'coi.pdf', { type: 'application/pdf' }),
    );
    await screen.findByRole('list', { name: 'Files to send' });
    expect(screen.queryByText('Camera access is turned off for this site.')).toBeNull();
  });
});
