import type { Page } from 'playwright-core';
import { submitButton } from './support/answer-questions';
import { DEVICES, createScenario, visit } from './support/browser';
import { expectPath, expectVisible, heading } from './support/expect-page';
import { givePage } from './support/id-scan-pages';
import { storedAnswers } from './support/stored-answers';
import { useBrowser } from './support/use-browser';

// Document pages the service lists one attribute per page (issue 13 'Document grouping'): the
// overview shows one question per document, the US-issued pages as the legacy question, and a
// scan of a document answers every page attribute of it.

const SCENARIO = 'applicant-us-documents';
const DV = 'identity_assurance.document_verification';
const questionList = (page: Page) => page.getByRole('list', { name: 'Questions' }).getByRole('listitem');

describe.each(DEVICES)('document pages on the overview (%s)', (device) => {
  const session = useBrowser(device);

  it('lists the US licence pages as one question and the French ID card pages as another', async () => {
    const { page } = session();
    await page.goto(await createScenario(SCENARIO));
    await expectPath(page, '/overview');
    await visit(page, SCENARIO, 'overview', device);
    const titles = await questionList(page).allInnerTexts();
    expect(titles).toHaveLength(3);
    expect(titles.filter((title) => title.includes('State ID card or passport'))).toHaveLength(1);
    expect(titles.filter((title) => title.includes('French national ID card'))).toHaveLength(1);
    expect(titles.join(' ')).not.toContain('(back)');
  });
});

describe('a grouped document scanned on a phone', () => {
  const session = useBrowser('mobile');

  it("answers both pages of the French ID card under their own keys and completes the card's question", async () => {
    const { page } = session();
    const link = await createScenario(SCENARIO);
    await page.goto(link);
    await page.getByRole('link', { name: /French national ID card/ }).click();
    await heading(page, 'French national ID card').waitFor();
    // The question prescribes an ID card: no choice of document.
    expect(await page.getByRole('radio').count()).toBe(0);
    await givePage(page, 'Take a photo: Front of your ID', 'Front of your ID');
    await givePage(page, 'Take a photo: Back of your ID', 'Back of your ID');
    await visit(page, SCENARIO, 'fr-card-ready', 'mobile');
    await submitButton(page).click();
    await page.waitForURL((url) => !url.pathname.endsWith('eu-fr-id_card'), { timeout: 30_000 });
    const answers = await storedAnswers(link);
    expect(answers[`${DV}.eu.fr.id_card.front`]).toEqual({ verified: true });
    expect(answers[`${DV}.eu.fr.id_card.back`]).toEqual({ verified: true });
    await page.goto(link);
    await expectPath(page, '/overview');
    const card = questionList(page).filter({ hasText: 'French national ID card' });
    await expectVisible(card);
    expect(await card.getAttribute('class')).toContain('tile--complete');
  });
});
