import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { SnackbarViewModel } from '../../../src/application/view-models/snackbar.view-model';
import { prepareAnnouncer } from '../../../src/ui/components/announcer';
import { Modal } from '../../../src/ui/components/modal';
import { SafeHtml } from '../../../src/ui/components/safe-html';
import { ErrorBoundary } from '../../../src/ui/shell/error-boundary';
import { Layout } from '../../../src/ui/shell/layout';
import { issuerOf, question, recordOf, snapshotOf } from '../../application/fakes/fake-interview-service';
import { uiHarness } from '../support/ui-harness';
import { liveRegion } from '../support/announced';

/** The frame around a plain page: its snackbar, header and footer, nothing of a route. */
function layoutOnly() {
  const app = uiHarness();
  app.renderAt(
    '/',
    <Layout>
      <p>page</p>
    </Layout>,
  );
  return app;
}

describe('the page frame', () => {
  it('shows the Powered by footer with its three links, opening in a new tab', async () => {
    uiHarness().renderApp('/google-login');
    const footer = await screen.findByRole('contentinfo');
    expect(footer).toHaveTextContent('Powered by Attest');
    expect(within(footer).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      'https://attest.example/privacy',
    );
    expect(
      within(footer)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Learn more', 'Privacy policy', 'Terms']);
    expect(within(footer).getByRole('link', { name: 'Terms' })).toHaveAttribute('target', '_blank');
  });

  it("shows the issuer's logo in the header and its colour as the brand accent", async () => {
    const app = uiHarness();
    app.service.issuer = issuerOf({ wordmarkUri: 'https://acme.example/acme.svg', primaryColor: '#123456' });
    app.signIn();
    const { container } = app.renderApp('/overview');
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Bank logo is requesting information from you' }));
    expect(within(screen.getByRole('banner')).getByRole('img', { name: 'Acme Bank logo' })).toHaveAttribute(
      'src',
      'https://acme.example/acme.svg',
    );
    expect((container.firstChild as HTMLElement).style.getPropertyValue('--brand')).toBe('#123456');
  });

  it('ignores an issuer colour that is not a hex colour', async () => {
    const app = uiHarness();
    app.service.issuer = issuerOf({ primaryColor: 'red; background: url(https://evil.example)' });
    app.signIn();
    const { container } = app.renderApp('/overview');
    await screen.findByRole('heading', { level: 1 });
    expect((container.firstChild as HTMLElement).style.getPropertyValue('--brand')).toBe('');
  });

  it('offers the Return link only with enable_return and a safe continue URL', async () => {
    const app = uiHarness();
    app.signIn(undefined, '?rprId=R1&canary=c-1&enable_return=true&continue_url=https%3A%2F%2Facme.example%2Fback');
    app.renderApp('/overview');
    expect(await screen.findByRole('link', { name: 'Return' })).toHaveAttribute('href', 'https://acme.example/back');
  });

  it('shows no Return link for a javascript: continue URL', async () => {
    const app = uiHarness();
    app.signIn(undefined, '?rprId=R1&canary=c-1&enable_return=true&continue_url=javascript%3Aalert(1)');
    app.renderApp('/overview');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: 'Return' })).not.toBeInTheDocument();
  });

  it('warns permanently, with a close button, when the browser refuses session storage', async () => {
    const app = uiHarness({ storage: false });
    app.signIn();
    const { user } = app.renderApp('/overview');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('refreshing this page will lose your progress');
    await user.click(within(alert).getByRole('button', { name: 'Close' }));
    expect(screen.queryByText(/lose your progress/)).not.toBeInTheDocument();
  });

  it('closes a snackbar by itself after 4000 ms', async () => {
    const app = layoutOnly();
    act(() => app.get(SnackbarViewModel).show('Check your phone, we just sent a text.', { success: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Check your phone, we just sent a text.');
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await act(() => app.time.advance(3999));
    expect(screen.getByText('Check your phone, we just sent a text.')).toBeInTheDocument();
    await act(() => app.time.advance(1));
    expect(screen.queryByText('Check your phone, we just sent a text.')).not.toBeInTheDocument();
  });

  it('keeps a snackbar while the pointer rests on it, then closes it 4000 ms after the pointer leaves (WCAG 2.2.1)', async () => {
    const app = layoutOnly();
    act(() => app.get(SnackbarViewModel).show('SMS not sent. Please try again.'));
    const message = screen.getByRole('alert');
    await act(() => app.time.advance(3000));
    fireEvent.pointerEnter(message);
    await act(() => app.time.advance(60_000));
    expect(screen.getByRole('alert')).toHaveTextContent('SMS not sent. Please try again.');
    fireEvent.pointerLeave(message);
    await act(() => app.time.advance(3999));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await act(() => app.time.advance(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends each main route to the route of the actual stage', async () => {
    const app = uiHarness();
    app.service.snapshot = snapshotOf({ questions: [question('core.ssn', { type: 'ssn' })] });
    app.service.record = recordOf('pending');
    app.signIn();
    app.renderApp('/done');
    expect(await screen.findByRole('heading', { level: 1, name: /requesting information from you/ })).toBeVisible();
    expect(document.title).toBe('Attest - Overview');
  });

  it('blocks in-app links while a submission is in flight, and lets them through after', async () => {
    const app = uiHarness();
    app.signIn([question('core.ssn', { type: 'ssn', metadata: { title: 'Social Security Number' } })]);
    const { user } = app.renderApp('/overview');
    const link = await screen.findByRole('link', { name: /Social Security Number/ });
    act(() => app.interview.setInFlight(['core.other'], true));
    await user.click(link);
    expect(screen.getByRole('heading', { level: 1, name: /requesting information from you/ })).toBeVisible();
    expect(app.navigator.leaveWarning).toBe('Your data are still not sent. Do you want to abort the submission?');
    act(() => app.interview.setInFlight(['core.other'], false));
    await user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Social Security Number' })).toBeVisible();
  });

  it('shows the loading screen while the interview loads', () => {
    const app = uiHarness();
    app.service.on('loadInterview', () => new Promise(() => undefined));
    app.signIn();
    app.renderApp('/overview');
    expect(screen.getByRole('status')).toHaveTextContent('Please wait...');
  });
});

describe('issuer HTML', () => {
  it('is sanitized: no script, no event handler, no javascript: link', () => {
    const { container } = uiHarness().renderAt(
      '/',
      <SafeHtml
        html={
          '<p onclick="steal()">Hi<script>steal()</script><a href="javascript:steal()">x</a><img src=x onerror="steal()"></p>'
        }
      />,
    );
    expect(container.innerHTML).toContain('Hi');
    expect(container.innerHTML).not.toMatch(/script|onclick|onerror|javascript:/);
  });
});

describe('the modal', () => {
  function Harness({ closeButton, closeOnBackdrop }: { closeButton?: boolean; closeOnBackdrop?: boolean }) {
    const [open, setOpen] = useState(true);
    const [submitted, setSubmitted] = useState(false);
    return (
      <Layout>
        <button type="button">before</button>
        {submitted ? <p>submitted</p> : null}
        {open ? (
          <Modal
            title="Is this a Business Owner?"
            onClose={() => setOpen(false)}
            closeButton={closeButton}
            closeOnBackdrop={closeOnBackdrop}
            onSubmit={() => setSubmitted(true)}
          >
            <button type="submit">Business Owner</button>
          </Modal>
        ) : null}
      </Layout>
    );
  }

  it('is a labelled dialog that takes focus, closes by its button and Escape, and wraps a form', async () => {
    const app = uiHarness();
    const { user } = app.renderAt('/', <Harness closeButton />);
    const dialog = screen.getByRole('dialog', { name: 'Is this a Business Owner?' });
    expect(dialog).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Business Owner' }));
    expect(screen.getByText('submitted')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('makes the page around it inert while open (Tab stays in the dialog, WCAG 2.4.3), but the snackbar, and gives it back on close', async () => {
    const app = uiHarness();
    prepareAnnouncer();
    const { user } = app.renderAt('/', <Harness closeButton />);
    const dialog = screen.getByRole('dialog', { name: 'Is this a Business Owner?' });
    const before = screen.getByText('before');
    expect(before.closest('[inert]')).not.toBeNull();
    expect(screen.getByText('Skip to main content').closest('[inert]')).not.toBeNull();
    expect(dialog.closest('[inert]')).toBeNull();
    expect(document.querySelector('.snackbar-region')?.closest('[inert]')).toBeNull();
    expect(liveRegion().closest('[inert]')).toBeNull();
    await user.keyboard('{Escape}');
    expect(document.querySelectorAll('[inert]')).toHaveLength(0);
  });

  it('closes on a backdrop click only when asked to, and has no close button unless asked', async () => {
    const app = uiHarness();
    const { user } = app.renderAt('/', <Harness closeOnBackdrop />);
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('dialog').parentElement as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open on a backdrop click by default', async () => {
    const app = uiHarness();
    const { user } = app.renderAt('/', <Harness />);
    await user.click(screen.getByRole('dialog').parentElement as HTMLElement);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('the error boundary', () => {
  function Broken({ name }: { name: string }): never {
    const error = new Error('render failed');
    error.name = name;
    throw error;
  }

  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the unexpected error page for a screen that throws, and reports it', async () => {
    const app = uiHarness();
    app.renderAt(
      '/',
      <ErrorBoundary onError={(error, context) => app.reporter.report(error, context)}>
        <Broken name="TypeError" />
      </ErrorBoundary>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Uh oh, something went wrong!' })).toBeVisible();
    expect(app.reporter.reports).toHaveLength(1);
  });

  it('shows the network-outage page when a chunk could not load', async () => {
    const app = uiHarness();
    app.renderAt(
      '/',
      <ErrorBoundary onError={() => undefined}>
        <Broken name="ChunkLoadError" />
      </ErrorBoundary>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Connection problem' })).toBeVisible();
  });
});

describe('the partner branding (spec 000 §7)', () => {
  it("brands a partner's host with the partner's colour rather than the issuer's", async () => {
    const app = uiHarness({ host: 'acme.verify.attest.example' });
    app.partner.colour = '#aa0000';
    app.service.issuer = issuerOf({ primaryColor: '#123456' });
    app.signIn();
    const { container } = app.renderApp('/overview');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() =>
      expect((container.firstChild as HTMLElement).style.getPropertyValue('--brand')).toBe('#aa0000'),
    );
    expect(app.partner.asked).toEqual(['acme']);
  });

  it("keeps the issuer's colour on a host that names no partner", async () => {
    const app = uiHarness();
    app.partner.colour = '#aa0000';
    app.service.issuer = issuerOf({ primaryColor: '#123456' });
    app.signIn();
    const { container } = app.renderApp('/overview');
    await screen.findByRole('heading', { level: 1 });
    expect((container.firstChild as HTMLElement).style.getPropertyValue('--brand')).toBe('#123456');
    expect(app.partner.asked).toEqual([]);
  });
});
