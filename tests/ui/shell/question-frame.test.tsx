import { screen } from '@testing-library/react';
import { failure, question } from '../../application/fakes/fake-interview-service';
import { uiHarness } from '../support/ui-harness';

const reference = question('employment.reference', { type: 'text', metadata: { title: 'Employment reference' } });
const other = question('employment.other', { type: 'text', metadata: { title: 'Other text' } });

describe('the question frame', () => {
  it("labels the submit button 'Submit and Complete' on the last unanswered question", async () => {
    const app = uiHarness();
    app.signIn([reference]);
    app.renderApp('/question/employment-reference');
    expect(await screen.findByRole('button', { name: 'Submit and Complete' })).toBeDisabled();
    expect(document.title).toBe('Attest - Question');
    expect(screen.getByRole('heading', { level: 1, name: 'Employment reference' })).toHaveFocus();
  });

  it("labels it 'Continue' while other questions remain, enables it once valid, and moves on after sending", async () => {
    const app = uiHarness();
    app.signIn([reference, other]);
    const { user } = app.renderApp('/question/employment-reference');
    const submit = await screen.findByRole('button', { name: 'Continue' });
    await user.type(screen.getByRole('textbox'), 'Jane at Acme');
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(app.service.callsTo('postAttributeData')).toHaveLength(1);
    expect(await screen.findByRole('heading', { level: 1, name: 'Other text' })).toBeVisible();
  });

  it("goes back to the overview with 'Do this later'", async () => {
    const app = uiHarness();
    app.signIn([reference]);
    const { user } = app.renderApp('/question/employment-reference');
    await user.click(await screen.findByRole('link', { name: 'Do this later' }));
    expect(await screen.findByRole('heading', { level: 1, name: /requesting information from you/ })).toBeVisible();
  });

  it('keeps what was typed when the submission fails, says so, and sends again on retry', async () => {
    const app = uiHarness();
    app.service.on('postAttributeData', () => failure(500, 'unexpected'));
    app.signIn([reference, other]);
    const { user } = app.renderApp('/question/employment-reference');
    await user.type(await screen.findByRole('textbox'), 'Jane at Acme');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Submission failed')).toBeVisible();
    expect(screen.getByRole('textbox')).toHaveValue('Jane at Acme');
    app.service.on('postAttributeData', async () => ({ ok: true, value: { datumIds: ['d1'] } }) as const);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Other text' })).toBeVisible();
    expect(screen.queryByText('Submission failed')).not.toBeInTheDocument();
  });

  it('shows the session message when the submission is refused with 403, not "try again in a few minutes"', async () => {
    const app = uiHarness();
    app.service.on('postAttributeData', () => failure(403, 'unauthorized-ido'));
    app.signIn([reference, other]);
    const { user } = app.renderApp('/question/employment-reference');
    await user.type(await screen.findByRole('textbox'), 'Jane at Acme');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Unauthorized' })).toBeVisible();
    expect(
      screen.getByText('Please click the link that was sent to you in a notification (text or email).'),
    ).toBeVisible();
    expect(screen.queryByText(/try again in a few minutes/)).not.toBeInTheDocument();
  });

  it('redirects a complete question to the next incomplete one', async () => {
    const app = uiHarness();
    app.signIn([{ ...reference, complete: true }, other]);
    app.renderApp('/question/employment-reference');
    expect(await screen.findByRole('heading', { level: 1, name: 'Other text' })).toBeVisible();
  });

  it('redirects a hidden question opened by its address like a complete one', async () => {
    const app = uiHarness();
    app.signIn([{ ...reference, metadata: { ...reference.metadata, hidden: true } }, other]);
    app.renderApp('/question/employment-reference');
    expect(await screen.findByRole('heading', { level: 1, name: 'Other text' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Employment reference' })).not.toBeInTheDocument();
  });

  it('redirects a selfie opened by its address while the biometric consent is not given', async () => {
    const app = uiHarness();
    const consent = question('consent.biometric.authorization', {
      type: 'consent',
      metadata: { title: 'Biometric consent' },
    });
    const selfie = question('identity_assurance.selfie', { type: 'selfie', metadata: { title: 'Take a selfie' } });
    app.signIn([selfie, consent]);
    app.renderApp('/question/identity_assurance-selfie');
    expect(await screen.findByRole('heading', { level: 1, name: 'Biometric consent' })).toBeVisible();
    expect(app.navigator.current).toBe('/question/consent-biometric-authorization');
  });

  it('shows the error page, not a blank screen, for an unknown field type', async () => {
    const app = uiHarness();
    app.signIn([question('mystery.thing', { type: 'hologram', metadata: { title: 'Mystery' } })]);
    app.renderApp('/question/mystery-thing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Uh oh, something went wrong!' })).toBeVisible();
  });

  it.each(['smart-attribute:json-schema'])(
    'shows the same error page for %s, a kind whose field is not built yet',
    async (type) => {
      const app = uiHarness();
      app.signIn([question('later.kind', { type, metadata: { title: 'Later' } })]);
      app.renderApp('/question/later-kind');
      expect(await screen.findByRole('heading', { level: 1, name: 'Uh oh, something went wrong!' })).toBeVisible();
      expect(screen.queryByRole('heading', { name: 'Later' })).toBeNull();
    },
  );
});
