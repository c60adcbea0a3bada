import { screen, waitFor } from '@testing-library/react';
import { LICENSE_TEST_NUMBERS } from '../../../../src/domain/validation/license-number';
import { issuerOf, question } from '../../../application/fakes/fake-interview-service';
import { uiHarness } from '../../support/ui-harness';
import { NEXT_QUESTION, lastPosted } from '../../support/open-question';
import { expectAnnounced } from '../../support/announced';

async function openLicense() {
  const app = uiHarness();
  app.service.issuer = issuerOf({
    supportContactInfo: { email: 'help@acme.test', phone: null, url: null, urlTitle: null },
  });
  app.signIn([
    question('license.physical_therapist', {
      type: 'smart-attribute:license-number',
      metadata: { title: 'PT license' },
    }),
    NEXT_QUESTION,
  ]);
  const { user } = app.renderApp('/question/license-physical_therapist');
  await screen.findByLabelText(/^License number/);
  return { app, user };
}

describe('the licence-number field', () => {
  it("checks the id against the chosen state's format", async () => {
    const { app, user } = await openLicense();
    const submit = screen.getByRole('button', { name: 'Continue' });
    await user.selectOptions(screen.getByRole('combobox', { name: /^License state/ }), 'Ohio');
    const id = screen.getByRole('textbox', { name: /^License number/ });
    expect(screen.getByText('Eg. PT.012345')).toBeInTheDocument();

    await user.type(id, '99');
    await user.tab();
    await expectAnnounced(screen.getByText('Incorrect format. Eg. PT.012345'));
    expect(id).toHaveAccessibleDescription(/Incorrect format\. Eg\. PT\.012345/);
    expect(submit).toBeDisabled();

    await user.clear(id);
    await user.type(id, 'PT-54321');
    expect(screen.queryByText(/Incorrect format/)).not.toBeInTheDocument();
    await user.click(submit);
    expect(lastPosted(app)).toEqual({
      'license.physical_therapist': { shareWith: ['acme'], value: [{ licenseId: 'PT-54321', licenseState: 'OH' }] },
    });
    await waitFor(() => expect(app.navigator.current).toBe('/question/core-next'));
  });

  it('accepts any id for a state without a pattern and the test numbers', async () => {
    const { user } = await openLicense();
    const submit = screen.getByRole('button', { name: 'Continue' });
    const state = screen.getByRole('combobox', { name: /^License state/ });
    const id = screen.getByRole('textbox', { name: /^License number/ });
    // No public source showed an Arizona physical therapist format: any text is accepted.
    await user.selectOptions(state, 'Arizona');
    await user.type(id, 'anything-1');
    expect(screen.queryByText(/^Eg\./)).not.toBeInTheDocument();
    expect(submit).toBeEnabled();

    await user.selectOptions(state, 'Michigan');
    await user.clear(id);
    await user.type(id, LICENSE_TEST_NUMBERS.MI);
    expect(submit).toBeEnabled();
  });

  it('links to a support mail listing the entered licence', async () => {
    const { user } = await openLicense();
    await user.selectOptions(screen.getByRole('combobox', { name: /^License state/ }), 'Ohio');
    await user.type(screen.getByRole('textbox', { name: /^License number/ }), 'PT.1');
    expect(screen.getByText(/Trouble submitting your License Number\?/)).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Contact us here.' });
    const href = link.getAttribute('href') ?? '';
    expect(href).toMatch(/^mailto:help@acme\.test\?/);
    expect(decodeURIComponent(href)).toContain('State: OH, License ID: PT.1');
  });
});

describe('the licence support footer on every question screen (spec 001 §1)', () => {
  it('shows on a question that is not a licence, listing the licences entered so far', async () => {
    const app = uiHarness();
    app.service.issuer = issuerOf({
      supportContactInfo: { email: 'help@acme.test', phone: null, url: null, urlTitle: null },
    });
    app.service.attributeData = { 'license.nurse': [{ licenseId: 'RN9123456', licenseState: 'FL' }] };
    app.signIn([
      question('core.fullname', { type: 'full-name', metadata: { title: 'Full name' } }),
      question('license.nurse', { type: 'smart-attribute:license-number', metadata: { title: 'Nurse license' } }),
    ]);
    app.renderApp('/question/core-fullname');
    await screen.findByRole('heading', { level: 1, name: 'Full name' });
    // It shows with the form, once the field's code has loaded.
    expect(await screen.findByText(/Trouble submitting your License Number\?/)).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Contact us here.' });
    await waitFor(() => expect(decodeURIComponent(link.getAttribute('href') ?? '')).toContain('RN9123456'));
    expect(decodeURIComponent(link.getAttribute('href') ?? '')).toContain('State: FL, License ID: RN9123456');
    expect(screen.getAllByRole('link', { name: 'Contact us here.' })).toHaveLength(1);
  });

  it('names no licence when none was entered', async () => {
    const app = uiHarness();
    app.service.issuer = issuerOf({
      supportContactInfo: { email: 'help@acme.test', phone: null, url: null, urlTitle: null },
    });
    app.signIn([question('core.fullname', { type: 'full-name', metadata: { title: 'Full name' } }), NEXT_QUESTION]);
    app.renderApp('/question/core-fullname');
    await screen.findByRole('heading', { level: 1, name: 'Full name' });
    const href = decodeURIComponent(screen.getByRole('link', { name: 'Contact us here.' }).getAttribute('href') ?? '');
    expect(href).toMatch(/^mailto:help@acme\.test\?/);
    expect(href).not.toContain('License ID');
  });

  it('is absent when the issuer gives no support address', async () => {
    const app = uiHarness();
    app.service.issuer = issuerOf({ supportContactInfo: null });
    app.signIn([question('core.fullname', { type: 'full-name', metadata: { title: 'Full name' } }), NEXT_QUESTION]);
    app.renderApp('/question/core-fullname');
    await screen.findByRole('heading', { level: 1, name: 'Full name' });
    await screen.findByLabelText(/^First name/);
    expect(screen.queryByText(/Trouble submitting your License Number\?/)).not.toBeInTheDocument();
  });
});
