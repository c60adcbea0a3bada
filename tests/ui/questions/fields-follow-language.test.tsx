import { act, screen, within } from '@testing-library/react';
import { LanguageStore } from '../../../src/application/view-models/language.store';
import { VALIDATION_MESSAGES } from '../../../src/domain/validation/messages';
import { IPHONE_AGENT } from '../../application/fakes/fake-device-profile';
import { question } from '../../application/fakes/fake-interview-service';
import { NEXT_QUESTION, openQuestion } from '../support/open-question';
import { liveCamera } from '../support/live-camera';
import { uiHarness } from '../support/ui-harness';

// Issue 28: the fields and the camera speak the page's language and follow a switch in place,
// without a remount, so what was typed and a photo under review stay.

type App = ReturnType<typeof uiHarness>;

const switchTo = (app: App, language: 'en' | 'es') => act(() => app.get(LanguageStore).choose(language));

beforeAll(() => {
  Object.assign(URL, { createObjectURL: () => 'blob:test/photo', revokeObjectURL: () => undefined });
});
afterEach(() => jest.restoreAllMocks());

jest.setTimeout(15000);

describe('the fields in Spanish (issue 28)', () => {
  it('switches the camera overlay in place: the stream and the photo under review stay', async () => {
    const app = uiHarness({ userAgent: IPHONE_AGENT, canHover: false });
    app.signIn([
      question('identity_assurance.selfie', { type: 'selfie', metadata: { title: 'Selfie' } }),
      NEXT_QUESTION,
    ]);
    liveCamera(app);
    const { user } = app.renderApp('/question/identity_assurance-selfie');
    await user.click(await screen.findByRole('button', { name: 'Take a selfie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take a selfie' });
    await screen.findByText(/The camera is on/);
    within(dialog).getByRole('button', { name: 'Take photo' }).click();
    const review = await within(dialog).findByRole('img', { name: 'Your selfie' });

    await switchTo(app, 'es');
    expect(screen.getByRole('dialog', { name: 'Tomar una selfi' })).toBe(dialog);
    expect(within(dialog).getByRole('button', { name: 'Volver a tomar' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Usar esta foto' })).toBeVisible();
    expect(within(dialog).getByText('Foto tomada. Use esta foto o vuelva a tomarla.')).toBeInTheDocument();
    expect(within(dialog).getByRole('img')).toBe(review);

    await switchTo(app, 'en');
    expect(within(dialog).getByRole('button', { name: 'Retake' })).toBeVisible();
    expect(app.camera.open).toHaveBeenCalledTimes(1);
  });

  it("gives the default disclosure and the free-copy notice in Spanish, with 'u' before Oklahoma", async () => {
    const { app } = await openQuestion(
      question('consent.fcra.state_resident_notice', { type: 'consent', metadata: { title: 'Consent' } }),
      'I have read and accept this disclosure',
    );
    await switchTo(app, 'es');
    expect(screen.getByText(/^Podemos obtener un informe del consumidor sobre usted/)).toBeVisible();
    expect(screen.getByText(/^Solicitantes de California, Minnesota u Oklahoma: /)).toBeVisible();
    // Back to English: a language store stays listening for catalogues a later test loads.
    await switchTo(app, 'en');
  });

  it('keeps what was typed and places each message under its own input in Spanish', async () => {
    const { app, user } = await openQuestion(
      question('core.address', { type: 'address', metadata: { title: 'Home address' } }),
      /^Street address/,
    );
    await user.type(screen.getByLabelText(/^Street address/), '1 Main St');
    await switchTo(app, 'es');

    const street = screen.getByLabelText(/^Dirección \(calle y número\)/);
    expect(street).toHaveValue('1 Main St');
    const city = screen.getByLabelText(/^Ciudad/);
    await user.click(city);
    await user.tab();
    // The domain's message in the language shown, under the input it names, not the first one.
    expect(city).toHaveAccessibleDescription(VALIDATION_MESSAGES.cityRequired);
    expect(street).not.toHaveAccessibleDescription(VALIDATION_MESSAGES.cityRequired);
    await switchTo(app, 'en');
  });
});
