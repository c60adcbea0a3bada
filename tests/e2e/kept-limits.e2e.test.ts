import type { Page } from 'playwright-core';
import { startFromOverview, submitButton } from './support/answer-questions';
import { createScenario, inSecondContext, origin } from './support/browser';
import { expectVisible, heading } from './support/expect-page';
import { captureWithOverlay } from './support/id-scan-pages';
import { openSelfieQuestion } from './support/selfie-question';
import { useBrowser } from './support/use-browser';

// Issue 24 item 4 in Chromium: the limits the service keeps (spec 000 §3 delegationsRequested,
// verificationsRequested) hold across a reload and in a new tab: two texts per question (spec 001
// §4), then the limit's message; the ID scan's failures count on to the persistent screen (3).

const LIMIT = "We already sent a text. If you don't see one, please refresh the page.";
const SELFIE = 'identity_assurance.selfie';
const PERSISTENT = /Looks like we're having trouble getting a clear image/;
const FAILED = 'We received your submission, but were unable to process your identity document';

const rprIdOf = (link: string): string => new URL(link).searchParams.get('rprId') ?? '';

/** The texts the sandbox would have sent for the request (GET /__sandbox/texts). */
async function textsFor(rprId: string): Promise<number> {
  const texts = (await (await fetch(`${origin()}/__sandbox/texts`)).json()) as { link: string }[];
  return texts.filter((text) => text.link.includes(`/interview/${rprId}`)).length;
}

async function expectTextsSpent(page: Page): Promise<void> {
  await expectVisible(heading(page, 'Selfie'), 20_000);
  await expectVisible(page.getByText(LIMIT));
  expect(await page.getByRole('button', { name: 'Sent!' }).isDisabled()).toBe(true);
}

describe('the texts sent per question, kept by the service', () => {
  const session = useBrowser('desktop', { camera: true });

  it('refuses a third text after a reload and in a new tab, with the limit message', async () => {
    const { page, context } = session();
    const link = await createScenario('applicant-selfie');
    await openSelfieQuestion(page, link);
    await page.getByRole('textbox', { name: /Mobile phone number/ }).fill('(512) 555-0142');
    for (let text = 0; text < 2; text += 1) {
      await page.getByRole('button', { name: 'Send 1-Time Text' }).click();
      await expectVisible(page.getByText('Check your phone, we just sent a text.'));
    }
    await expectTextsSpent(page);

    await page.reload();
    await expectTextsSpent(page);
    // The count comes from the service: nothing about texts is kept in the browser.
    const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }));
    expect(stored).not.toMatch(/delegation|555/);

    // A new tab has no session storage of its own: the service's count still holds there.
    await inSecondContext(context, 'desktop', { camera: true }, async (tab) => {
      await tab.goto(`${link}&q=${SELFIE}`);
      await expectTextsSpent(tab);
    });
    expect(await textsFor(rprIdOf(link))).toBe(2);
  });
});

describe('the failed ID verifications, kept by the service (applicant-id-retry)', () => {
  const session = useBrowser('mobile', { camera: true });

  async function failOnce(page: Page): Promise<void> {
    await captureWithOverlay(page);
    await submitButton(page).click();
    await expectVisible(page.getByRole('heading', { level: 2, name: FAILED }), 20_000);
  }

  it('shows the persistent screen on the first failure after a reload that kept two', async () => {
    const { page } = session();
    await page.goto(await createScenario('applicant-id-retry'));
    await startFromOverview(page, 'ID card or passport');
    await failOnce(page);
    await expectVisible(page.getByText('Too much glare in the photo(s)'));
    await page.getByRole('button', { name: 'Try again' }).click();
    await failOnce(page);
    await expectVisible(page.getByText('Photo(s) too blurry'));

    await page.reload();
    await expectVisible(heading(page, 'ID card or passport'), 20_000);
    await captureWithOverlay(page);
    await submitButton(page).click();
    // The third failure (both glare and blur): the persistent screen, not 'blurry and glare'.
    await expectVisible(page.getByRole('heading', { level: 2, name: PERSISTENT }), 20_000);
  });
});
