import { answerAll, startFromOverview } from './support/answer-questions';
import { createScenario, DEVICES, visit } from './support/browser';
import { expectPath, expectVisible, heading } from './support/expect-page';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/use-browser';

// The payment scenario (balance USD 25.00): every question answered, then the checkout
// (spec 000 §2 'Checkout form': Name, Card, Expiry, CVC, Zip, Pay) with the sandbox's test cards
// (src/adapters/sandbox/sandbox-card-payments.ts: Stripe's published test numbers).

const GOOD_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';

/** Answers every question of a fresh applicant-payment scenario and arrives at the checkout. */
async function reachCheckout(page: Page): Promise<void> {
  await page.goto(await createScenario('applicant-payment'));
  await startFromOverview(page, 'Full name');
  await answerAll(page);
  await expectPath(page, '/pay');
}

/** Types a card into the checkout by its labels. */
async function fillCard(page: Page, number: string): Promise<void> {
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Ann Lee');
  await form.getByRole('textbox', { name: 'Card', exact: true }).fill(number);
  await form.getByRole('textbox', { name: 'Expiry', exact: true }).fill('12/34');
  await form.getByRole('textbox', { name: 'CVC', exact: true }).fill('123');
  await form.getByRole('textbox', { name: 'Zip', exact: true }).fill('78701');
}

const payButton = (page: Page) => page.getByRole('main').getByRole('button', { name: /^Pay/ });

describe.each(DEVICES)('the checkout (%s)', (device) => {
  const session = useBrowser(device);

  it('takes a good card and finishes the interview', async () => {
    const { page } = session();
    await reachCheckout(page);
    await expectVisible(heading(page, 'Checkout'));
    await visit(page, 'applicant-payment', 'checkout', device);
    await fillCard(page, GOOD_CARD);
    await payButton(page).click();
    await expectPath(page, '/done', 30_000);
    await expectVisible(heading(page, 'Thank you for submitting your information to Acme Staffing'));
    await visit(page, 'applicant-payment', 'done', device);
  });

  it('shows the decline and keeps the form for another card', async () => {
    const { page } = session();
    await reachCheckout(page);
    await fillCard(page, DECLINED_CARD);
    await payButton(page).click();
    // Spec 000 §4: other token errors show the provider's message.
    await expectVisible(page.getByRole('alert').filter({ hasText: 'Your card was declined.' }));
    await expectPath(page, '/pay');
    expect(await page.getByRole('main').getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe(
      'Ann Lee',
    );
    await visit(page, 'applicant-payment', 'declined', device);

    await page.getByRole('main').getByRole('textbox', { name: 'Card', exact: true }).fill(GOOD_CARD);
    await payButton(page).click();
    await expectPath(page, '/done', 30_000);
  });
});
