import { screen, waitFor } from '@testing-library/react';
import { issuerOf, question } from '../../../application/fakes/fake-interview-service';
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
