import { AXE_WCAG_TAGS } from '../../support/axe-tags';
import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { err } from '../../../src/domain/shared/result';
import { issuerOf, question, recordOf, snapshotOf } from '../../application/fakes/fake-interview-service';
import { glsFailure } from '../../application/fakes/fake-business-check-service';
import { uiHarness } from '../support/ui-harness';

/** WCAG 2.1 A and AA rules; colour contrast needs layout, which jsdom has none of. */
async function violations() {
  const result = await axe.run(document.body, {
    runOnly: { type: 'tag', values: [...AXE_WCAG_TAGS] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.html).join(' | ')}`);
}

jest.setTimeout(15000);

const support = { email: 'help@acme.example', phone: '555 0100', url: 'https://acme.example/help', urlTitle: null };

describe('the checkout, waiting, thank-you, status, landing and legacy notice screens pass axe', () => {
  it('the checkout with a field error (plain inputs)', async () => {
    const app = uiHarness();
    app.service.snapshot = snapshotOf({
      questions: [question('a', { complete: true })],
      balance: { currency: 'USD', amount: 25 },
    });
    app.cards.nextToken = () => err({ code: 'incorrect_cvc', message: 'Bad CVC.' });
    app.signIn();
    const { user } = app.renderApp('/pay');
    await screen.findByRole('heading', { level: 1, name: 'Checkout' });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'A');
    await user.type(screen.getByRole('textbox', { name: 'Card' }), '4242');
    await user.type(screen.getByRole('textbox', { name: /Expiry/ }), '1230');
    await user.type(screen.getByRole('textbox', { name: 'CVC' }), '1');
    await user.type(screen.getByRole('textbox', { name: 'Zip' }), '9');
    await user.click(screen.getByRole('button', { name: 'Pay $25.00' }));
    await screen.findByText('Please review this field');
    expect(await violations()).toEqual([]);
  });

  it('the checkout with hosted fields', async () => {
    const app = uiHarness({ cardInputs: 'hosted' });
    app.service.snapshot = snapshotOf({
      questions: [question('a', { complete: true })],
      balance: { currency: 'USD', amount: 25 },
    });
    app.signIn();
    app.renderApp('/pay');
    await screen.findByRole('group', { name: 'Card' });
    expect(await violations()).toEqual([]);
  });

  it('the thank-you screen', async () => {
    const app = uiHarness();
    app.service.snapshot = snapshotOf({ questions: [question('a', { complete: true })], consentGiven: true });
    app.signIn(undefined, '?rprId=R1&canary=c-1&continue_url=https%3A%2F%2Fshop.example');
    app.renderApp('/finishing');
    await screen.findByRole('link', { name: 'Continue' });
    expect(await violations()).toEqual([]);
  });

  it('the thank-you screen of a request processing for 14 days (notice, ticket link, rules)', async () => {
    const app = uiHarness();
    const now = Math.floor(app.time.now() / 1000);
    app.service.snapshot = snapshotOf({ questions: [question('a', { complete: true })], consentGiven: true });
    app.service.record = recordOf('in_process', { createdAt: now - 15 * 86_400, submittedAt: now - 14 * 86_400 });
    app.service.issuer = issuerOf({ supportContactInfo: support });
    app.signIn();
    app.renderApp('/done');
    await screen.findByRole('link', { name: 'Open a support ticket' });
    expect(await violations()).toEqual([]);
  });

  it('the status page', async () => {
    const app = uiHarness();
    app.service.snapshot = snapshotOf({ questions: [question('a', { complete: true })], consentGiven: true });
    app.service.record = recordOf('complete', { submittedAt: 1_790_100_000, completedAt: 1_790_200_000 });
    app.service.issuer = issuerOf({ supportContactInfo: support });
    app.signIn();
    app.renderApp('/status');
    await screen.findByRole('list', { name: 'Verification progress' });
    expect(await violations()).toEqual([]);
  });

  it('the terminated-request page', async () => {
    const app = uiHarness();
    app.service.snapshot = snapshotOf({ questions: [question('a', { complete: true })], consentGiven: true });
    app.service.record = recordOf('terminated', {
      agreements: [{ attributeType: 'insurance_policy_verification.self_attestation', fulfilmentStatus: null }],
    });
    app.service.issuer = issuerOf({
      supportContactInfo: support,
      primaryColor: '#003366',
      privacyPolicy: { headline: null, message: 'Safe.', url: 'acme.example/privacy', title: null },
    });
    app.signIn();
    app.renderApp('/status');
    await screen.findByRole('heading', { level: 1, name: 'This link is no longer available' });
    expect(await violations()).toEqual([]);
  });

  it('the legacy google-login notice with its dashboard link', async () => {
    uiHarness().renderApp('/google-login');
    await screen.findByRole('link', { name: 'Go to your ads dashboard' });
    expect(await violations()).toEqual([]);
  });

  it('the business landing page', async () => {
    const app = uiHarness();
    app.business.on('authorize', () => glsFailure(401, 'gls/unauthorized'));
    app.renderApp('/v2/google-login/42');
    await screen.findByRole('button', { name: 'Sign in with Google' });
    expect(await violations()).toEqual([]);
  });
});
