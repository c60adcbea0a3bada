import { createScenario, requestLink } from '../e2e/support/browser';
import { storedAnswers } from '../e2e/support/stored-answers';
import { heading, startFromOverview, submitButton } from './support/interview';
import { useEngine } from './support/use-engine';
import { visit } from './support/visit';

// What an issuer wrote, read in the engine of this run (issue 23): a consent text given under
// `data` is shown and its authorization sent (item 3), and a licence typed in a schema licence form
// is listed in the support mail (item 10). On the desktop only: neither depends on the width, and
// the phone's layout of both screens is walked by the applicant and schema-form journeys.

const CONSENT = 'consent.fcra';
const CONSENT_TEXT = 'Acme Care may obtain a consumer report about you for engagement purposes.';

describe('what the issuer wrote (desktop)', () => {
  const session = useEngine('desktop');

  it('shows a consent text given as { data: html } and sends the authorized consent', async () => {
    const { page } = session();
    const link = await requestLink({
      issuer: { displayName: 'Acme Care', consentHtml: { [CONSENT]: { data: `<p>${CONSENT_TEXT}</p>` } } },
      questions: [
        { attrType: CONSENT, type: 'consent', metadata: { title: 'Background check consent', required: true } },
      ],
    });
    await page.goto(link);
    await startFromOverview(page, 'Background check consent');
    const main = page.getByRole('main');
    await main.getByText(CONSENT_TEXT).waitFor();
    await main.getByRole('heading', { name: 'APPLICANT DISCLOSURE STATEMENT' }).waitFor({ state: 'detached' });
    await visit(page, 'consent-under-data', 'consent', 'desktop');
    await main.getByRole('checkbox', { name: 'I have read and accept this disclosure' }).check();
    await submitButton(page).click();
    await page.waitForPath((path) => path !== '/question/consent-fcra');
    expect(await storedAnswers(link)).toMatchObject({
      'consent.fcra.authorized': true,
      'consent.fcra.reviewed_disclosure': true,
    });
  });

  it('lists a licence typed in a schema licence form in the support mail', async () => {
    const { page } = session();
    await page.goto(await createScenario('applicant-licence-form'));
    await startFromOverview(page, 'Nursing licence');
    await heading(page, 'Nursing licence').waitFor();
    const main = page.getByRole('main');
    await main.getByRole('combobox', { name: /^Licence state/ }).focus();
    await page.keyboard.type('Ohio');
    await main.getByRole('textbox', { name: /^Licence number/ }).fill('RN.312345');
    await page.keyboard.press('Tab');
    const mail = page.getByRole('link', { name: 'Contact us here.' });
    await mail.waitFor();
    const href = decodeURIComponent((await mail.getAttribute('href')) ?? '');
    expect(href).toMatch(/^mailto:support@acme-staffing\.example\?/);
    expect(href).toContain('State: OH, License ID: RN.312345');
  });
});
