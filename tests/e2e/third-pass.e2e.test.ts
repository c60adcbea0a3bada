import { fillQuestion, startFromOverview, submitButton } from './support/answer-questions';
import { createScenario, requestLink, visit } from './support/browser';
import { expectPath, expectVisible, heading } from './support/expect-page';
import { storedAnswers } from './support/stored-answers';
import { useBrowser } from './support/use-browser';

// Issue 23 in Chromium: an issuer consent text given under `data` is shown and authorizes; the
// biometric consent has a heading of its own; a licence typed in a schema licence form is listed
// in the support mail; the delegation limit's message shows after the second text and after a reload.

const CONSENT = 'consent.fcra';
const CONSENT_UNDER_DATA = '<p>Acme Care may obtain a consumer report about you for engagement purposes.</p>';

describe('issue 23 on a desktop', () => {
  const session = useBrowser('desktop');

  it('shows an issuer consent text given as { data: html } and sends the authorized consent', async () => {
    const { page } = session();
    const link = await requestLink({
      issuer: { displayName: 'Acme Care', consentHtml: { [CONSENT]: { data: CONSENT_UNDER_DATA } } },
      questions: [
        { attrType: CONSENT, type: 'consent', metadata: { title: 'Background check consent', required: true } },
      ],
    });
    await page.goto(link);
    await startFromOverview(page, 'Background check consent');
    const main = page.getByRole('main');
    await expectVisible(main.getByText('Acme Care may obtain a consumer report about you for engagement purposes.'));
    expect(await main.getByRole('heading', { name: 'APPLICANT DISCLOSURE STATEMENT' }).count()).toBe(0);
    await visit(page, 'consent-under-data', 'consent', 'desktop');
    await main.getByRole('checkbox', { name: 'I have read and accept this disclosure' }).check();
    await submitButton(page).click();
    await expectPath(page, /^\/(finishing|done|overview)$/);
    expect(await storedAnswers(link)).toMatchObject({
      'consent.fcra.authorized': true,
      'consent.fcra.reviewed_disclosure': true,
    });
  });

  it('gives the biometric consent a heading of its own, never the background check one', async () => {
    const { page } = session();
    await page.goto(await createScenario('applicant-selfie'));
    await startFromOverview(page, 'Full name');
    await fillQuestion(page, 'Full name');
    await submitButton(page).click();
    await expectVisible(heading(page, 'Biometric consent'), 20_000);
    const main = page.getByRole('main');
    await expectVisible(main.getByRole('heading', { level: 2, name: 'Biometric Data Consent' }));
    expect(await main.getByRole('heading', { name: 'Background Check Disclosure & Authorization' }).count()).toBe(0);
    await visit(page, 'applicant-selfie', 'biometric-consent', 'desktop');
  });

  it('lists a licence typed in a schema licence form in the support mail', async () => {
    const { page } = session();
    await page.goto(await createScenario('applicant-licence-form'));
    await startFromOverview(page, 'Nursing licence');
    const main = page.getByRole('main');
    await main.getByRole('combobox', { name: /^Licence state/ }).focus();
    await page.keyboard.type('Ohio');
    await main.getByRole('textbox', { name: /^Licence number/ }).fill('RN.312345');
    await page.keyboard.press('Tab');
    const mail = page.getByRole('link', { name: 'Contact us here.' });
    await expectVisible(mail);
    const href = decodeURIComponent((await mail.getAttribute('href')) ?? '');
    expect(href).toMatch(/^mailto:support@acme-staffing\.example\?/);
    expect(href).toContain('State: OH, License ID: RN.312345');
  });
});

describe('issue 23: the delegation limit on a desktop', () => {
  const session = useBrowser('desktop', { camera: true });

  it("says 'We already sent a text…' once both texts are sent, and still after a reload", async () => {
    const { page } = session();
    await page.goto(await createScenario('applicant-selfie'));
    await startFromOverview(page, 'Full name');
    await fillQuestion(page, 'Full name');
    await submitButton(page).click();
    await expectVisible(heading(page, 'Biometric consent'), 20_000);
    await page.getByRole('main').getByRole('checkbox').first().check();
    await submitButton(page).click();
    await expectVisible(heading(page, 'Selfie'), 20_000);

    const limit = page.getByText("We already sent a text. If you don't see one, please refresh the page.");
    await page.getByRole('textbox', { name: /Mobile phone number/ }).fill('(512) 555-0142');
    for (let text = 0; text < 2; text += 1) {
      expect(await limit.count()).toBe(0);
      await page.getByRole('button', { name: 'Send 1-Time Text' }).click();
      await expectVisible(page.getByText('Check your phone, we just sent a text.'));
    }
    await expectVisible(limit);
    expect(await page.getByRole('button', { name: 'Sent!' }).isDisabled()).toBe(true);
    await visit(page, 'applicant-selfie', 'texts-used', 'desktop');

    await page.reload();
    await expectVisible(heading(page, 'Selfie'), 20_000);
    await expectVisible(limit);
    expect(await page.getByRole('button', { name: 'Sent!' }).isDisabled()).toBe(true);
    const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage }));
    expect(stored).not.toContain('555');
  });
});
