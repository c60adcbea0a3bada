import { act, screen, waitFor, within } from '@testing-library/react';
import type { Issuer } from '../../../src/application/ports/interview-service.port';
import type { RequestRecord } from '../../../src/domain/request-status/request-record';
import { StatusScreen } from '../../../src/ui/screens/status-screen';
import { issuerOf, question, recordOf, snapshotOf } from '../../application/fakes/fake-interview-service';
import { uiHarness } from '../support/ui-harness';

const SUBMITTED = 1_790_100_000;
const support = {
  email: 'help@acme.example',
  phone: '+1 (555) 010-2000',
  url: 'https://acme.example/help',
  urlTitle: 'Acme help centre',
};

function statusApp(record: RequestRecord, issuer: Partial<Issuer> = {}) {
  const app = uiHarness();
  app.service.snapshot = snapshotOf({ questions: [question('a', { complete: true })], consentGiven: true });
  app.service.record = record;
  app.service.issuer = issuerOf({ supportContactInfo: support, ...issuer });
  app.signIn();
  return app;
}

const timelineSteps = () =>
  Array.from(screen.getByRole('list', { name: 'Verification progress' }).children).map((item) => item.textContent);

describe('the request status page', () => {
  it('shows a complete request: alert, four done steps, what happens next and the support footer', async () => {
    const app = statusApp(recordOf('complete', { submittedAt: SUBMITTED, completedAt: SUBMITTED + 3600 }));
    app.renderApp('/overview');

    expect(await screen.findByRole('heading', { level: 1, name: 'Verification status' })).toHaveFocus();
    expect(screen.getByText('Your information verification has completed successfully')).toBeVisible();
    expect(timelineSteps()).toEqual([
      'Request sent (Done)',
      'Information received (Done)',
      'Verification (Done)',
      'Results sent (Done)',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'What happens next?' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Acme help centre' })).toHaveAttribute('href', 'https://acme.example/help');
    expect(screen.getByRole('link', { name: 'help@acme.example' })).toHaveAttribute('href', 'mailto:help@acme.example');
    expect(screen.getByRole('link', { name: '+1 (555) 010-2000' })).toHaveAttribute('href', 'tel:+15550102000');
  });

  it("lists the record's events under their steps, with their dates", async () => {
    const app = statusApp(
      recordOf('complete', {
        submittedAt: SUBMITTED,
        completedAt: SUBMITTED + 3600,
        events: [
          { type: 'relyingparty-initiated', created_at: 1_790_000_000 },
          { type: 'idowner-accepted', created_at: SUBMITTED },
          { type: 'someone-else-did-something', created_at: SUBMITTED },
        ],
      }),
    );
    app.renderApp('/status');
    await screen.findByRole('heading', { level: 1, name: 'Verification status' });
    const [sent, received] = Array.from(
      screen.getByRole('list', { name: 'Verification progress' }).children,
    ) as HTMLElement[];
    const day = (seconds: number) =>
      new Date(seconds * 1000).toLocaleDateString('en-US', { year: 'numeric', month: '2-digit', day: '2-digit' });
    expect(within(sent!).getByRole('list')).toHaveTextContent(
      `The organisation sent the request on ${day(1_790_000_000)}.`,
    );
    expect(within(received!).getByRole('list')).toHaveTextContent(`You accepted the request on ${day(SUBMITTED)}.`);
    expect(screen.queryByText(/someone-else/)).toBeNull();
  });

  it('stops refreshing once the request is final', async () => {
    const app = statusApp(recordOf('timeout'));
    app.renderApp('/status');
    await screen.findByRole('heading', { level: 1, name: 'Verification status' });
    const reads = app.service.callsTo('getRequest').length;
    await act(() => app.time.advance(10_000));
    // A timed-out request is final: the page does not ask again.
    expect(app.service.callsTo('getRequest')).toHaveLength(reads);
  });

  it('shows a timed-out request with its alert', async () => {
    const app = statusApp(recordOf('timeout'));
    app.renderApp('/status');
    await screen.findByRole('heading', { level: 1, name: 'Verification status' });
    expect(screen.getByText('This verification has expired due to lack of response')).toBeVisible();
    expect(screen.getByRole('list', { name: 'Verification progress' }).children).toHaveLength(4);
  });

  it('shows a canceled request (not insurance) on the ordinary page', async () => {
    const app = statusApp(
      recordOf('terminated', { agreements: [{ attributeType: 'core.ssn', fulfilmentStatus: null }] }),
    );
    app.renderApp('/status');
    await screen.findByRole('heading', { level: 1, name: 'Verification status' });
    expect(screen.getByText('This verification has been canceled')).toBeVisible();
    expect(timelineSteps().some((step) => step?.includes('(Stopped)'))).toBe(true);
    expect(screen.queryByRole('heading', { name: 'This link is no longer available' })).not.toBeInTheDocument();
  });

  it('shows a processing request with the current step announced and refreshes it in the background', async () => {
    const app = statusApp(recordOf('in_process', { submittedAt: SUBMITTED }));
    await app.loader.load();
    app.renderAt('/status', <StatusScreen />);
    await screen.findByRole('heading', { level: 1, name: 'Verification status' });
    expect(screen.getByText('Your information is being verified with official sources')).toBeVisible();
    const current = screen.getAllByRole('listitem').find((item) => item.getAttribute('aria-current') === 'step');
    expect(current).toHaveTextContent('(In progress)');

    const reads = app.service.callsTo('getRequest').length;
    app.service.record = recordOf('complete', { submittedAt: SUBMITTED, completedAt: SUBMITTED + 60 });
    await act(() => app.time.advance(2_000));
    await waitFor(() => expect(app.service.callsTo('getRequest').length).toBeGreaterThan(reads));
    expect(await screen.findByText('Your information verification has completed successfully')).toBeVisible();
  });
});

describe('the status page as days go by', () => {
  const DAY = 86_400;
  /** A processing request submitted `days` ago (by the harness clock), requested the day before. */
  const processingFor = (days: number, now: number) =>
    recordOf('in_process', { createdAt: now - (days + 1) * DAY, submittedAt: now - days * DAY });
  const facts = () =>
    Object.fromEntries(
      screen
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent ?? null] as const),
    );

  it('names the status, counts the days processing and states the expiry and attempts rules', async () => {
    const app = uiHarness();
    const now = Math.floor(app.time.now() / 1000);
    const record = processingFor(3, now);
    app.service.snapshot = snapshotOf({ questions: [question('a', { complete: true })], consentGiven: true });
    app.service.record = record;
    app.signIn();
    await app.loader.load();
    app.renderAt('/status', <StatusScreen />);
    await screen.findByRole('heading', { level: 1, name: 'Verification status' });

    expect(facts()).toMatchObject({ Status: 'In Process', 'Days processing': '3' });
    const created = new Date((record.createdAt ?? 0) * 1000);
    created.setDate(created.getDate() + 30);
    const expiry = [created.getMonth() + 1, created.getDate()].map((n) => String(n).padStart(2, '0'));
    expect(
      screen.getByText(
        `A verification request expires 30 days after it is sent: this one expires on ${expiry.join('/')}/${created.getFullYear()}.`,
      ),
    ).toBeVisible();
    expect(
      screen.getByText(/attempted at most two times; if it cannot be completed, the request is canceled automatically/),
    ).toBeVisible();
    expect(screen.queryByText(/taking (much )?longer than usual/)).not.toBeInTheDocument();
  });

  it('shows the 7-day notice after 8 days, without a support ticket link', async () => {
    const app = uiHarness();
    app.service.snapshot = snapshotOf({ questions: [question('a', { complete: true })], consentGiven: true });
    app.service.record = processingFor(8, Math.floor(app.time.now() / 1000));
    app.service.issuer = issuerOf({ supportContactInfo: support });
    app.signIn();
    await app.loader.load();
    app.renderAt('/status', <StatusScreen />);
    expect(await screen.findByText(/^Verification is taking longer than usual/)).toBeVisible();
    expect(facts()['Days processing']).toBe('8');
    expect(screen.queryByRole('link', { name: 'Open a support ticket' })).not.toBeInTheDocument();
  });

  it('shows the 13-day notice with the support ticket link after 14 days', async () => {
    const app = uiHarness();
    app.service.snapshot = snapshotOf({ questions: [question('a', { complete: true })], consentGiven: true });
    app.service.record = processingFor(14, Math.floor(app.time.now() / 1000));
    app.service.issuer = issuerOf({ supportContactInfo: support });
    app.signIn();
    await app.loader.load();
    app.renderAt('/status', <StatusScreen />);
    expect(await screen.findByText(/^Verification is taking much longer than usual/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open a support ticket' })).toHaveAttribute('href', support.url);
    expect(facts()['Days processing']).toBe('14');
  });

  it('names a timed-out request Timed Out and says on which day it expired, without days processing', async () => {
    const app = statusApp(recordOf('timeout', { createdAt: new Date(2026, 9, 1, 12).getTime() / 1000 }));
    app.renderApp('/status');
    await screen.findByRole('heading', { level: 1, name: 'Verification status' });
    expect(facts()).toMatchObject({ Status: 'Timed Out' });
    expect(facts()).not.toHaveProperty('Days processing');
    expect(
      screen.getByText('A verification request expires 30 days after it is sent: this one expired on 10/31/2026.'),
    ).toBeVisible();
    expect(screen.queryByText(/attempted at most two times/)).not.toBeInTheDocument();
  });

  it('states no rule on a complete request', async () => {
    const app = statusApp(recordOf('complete', { submittedAt: SUBMITTED, completedAt: SUBMITTED + 3600 }));
    app.renderApp('/status');
    await screen.findByRole('heading', { level: 1, name: 'Verification status' });
    expect(facts()).toMatchObject({ Status: 'Complete', 'Days processing': '0' });
    expect(screen.queryByText(/expires 30 days|attempted at most/)).not.toBeInTheDocument();
  });
});

describe('the terminated-request page', () => {
  const insuranceCanceled = () =>
    recordOf('terminated', {
      submittedAt: SUBMITTED,
      agreements: [{ attributeType: 'insurance_policy_verification.self_attestation', fulfilmentStatus: null }],
    });
  const policy = {
    headline: 'Our privacy policy',
    message: 'We keep your data safe.',
    url: 'https://acme.example/privacy',
    title: 'Read it',
  };

  it('explains the link is gone, with reasons, next steps, contact links in the brand colour and the policy', async () => {
    const app = statusApp(insuranceCanceled(), { primaryColor: '#003366', privacyPolicy: policy });
    app.renderApp('/status');

    expect(await screen.findByRole('heading', { level: 1, name: 'This link is no longer available' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Possible reasons' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Next steps' })).toBeVisible();
    expect(screen.getByText('Contact your insurance broker.')).toBeVisible();
    const contact = screen.getByRole('region', { name: 'Contact Acme Bank' });
    const email = within(contact).getByRole('link', { name: 'help@acme.example' });
    expect(email).toHaveStyle({ color: '#003366' });
    expect(within(contact).getByRole('link', { name: '+1 (555) 010-2000' })).toHaveAttribute(
      'href',
      'tel:+15550102000',
    );
    const privacy = screen.getByRole('region', { name: 'Our privacy policy' });
    expect(within(privacy).getByText('We keep your data safe.')).toBeVisible();
    expect(within(privacy).getByRole('link', { name: 'Read it' })).toHaveAttribute(
      'href',
      'https://acme.example/privacy',
    );
    expect(screen.queryByRole('list', { name: 'Verification progress' })).not.toBeInTheDocument();
  });

  it('falls back to the default link colour when the brand colour fails 4.5:1 on white', async () => {
    const app = statusApp(insuranceCanceled(), { primaryColor: '#ffcc00' });
    app.renderApp('/status');
    const contact = await screen.findByRole('region', { name: 'Contact Acme Bank' });
    expect(within(contact).getByRole('link', { name: 'help@acme.example' })).not.toHaveAttribute('style');
  });
});
