import { screen, within } from '@testing-library/react';
import { IPHONE_AGENT } from '../../../application/fakes/fake-device-profile';
import { question } from '../../../application/fakes/fake-interview-service';
import { NEXT_QUESTION } from '../../support/open-question';
import { liveCamera } from '../../support/live-camera';
import { uiHarness } from '../../support/ui-harness';

// The photo under review in the camera is named for what it shows, not 'Your selfie' for an ID
// page or a certificate page (issue 22).

const ID_SCAN = question('identity_assurance.document_verification.us_issued', {
  type: 'id-scan',
  metadata: { title: 'Photo ID', isLegacy: true },
});
const COI = question('insurance.coi', { type: 'coi-scan', metadata: { title: 'Certificate of insurance' } });

beforeAll(() => {
  Object.assign(URL, { createObjectURL: () => 'blob:test/photo', revokeObjectURL: () => undefined });
});
afterEach(() => jest.restoreAllMocks());

async function shoot(dialogName: string | RegExp): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name: dialogName });
  const shutter = within(dialog).getByRole('button', { name: 'Take photo' });
  await screen.findByText(/The camera is on/);
  shutter.click();
  await within(dialog).findByRole('button', { name: 'Use this photo' });
  return dialog;
}

describe("the camera's review photo", () => {
  it("is named for the ID page it shows: 'Front of your ID'", async () => {
    const app = uiHarness({ userAgent: IPHONE_AGENT, canHover: false });
    app.signIn([ID_SCAN, NEXT_QUESTION]);
    app.service.snapshot = { ...app.service.snapshot, featureFlags: { idverify_user_media_overlay_enabled: true } };
    liveCamera(app);
    const { user } = app.renderApp('/question/identity_assurance-document_verification-us_issued');
    await user.click(await screen.findByRole('button', { name: 'Take a photo: Front of your ID' }));
    const dialog = await shoot('Take a photo: Front of your ID');
    expect(within(dialog).getByRole('img', { name: 'Front of your ID' })).toBeVisible();
    expect(within(dialog).queryByRole('img', { name: 'Your selfie' })).toBeNull();
  });

  it("is named for the certificate page it shows: 'Page 1 of your certificate'", async () => {
    const app = uiHarness({ userAgent: IPHONE_AGENT, canHover: false });
    app.signIn([COI, NEXT_QUESTION]);
    liveCamera(app);
    const { user } = app.renderApp('/question/insurance-coi');
    await user.click(await screen.findByRole('button', { name: 'Take a photo of a page' }));
    const dialog = await shoot('Take a photo of a page');
    expect(within(dialog).getByRole('img', { name: 'Page 1 of your certificate' })).toBeVisible();
  });
});
