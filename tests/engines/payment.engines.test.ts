import { createScenario } from '../e2e/support/browser';
import { DEVICES } from './support/driver';
import type { EnginePage } from './support/engine-page';
import { answerAll, heading, startFromOverview } from './support/interview';
import { useEngine } from './support/use-engine';
import { visit } from './support/visit';

// The checkout of applicant-payment (balance USD 25.00, spec 000 §2 'Checkout form') with the
// sandbox's test cards, in the engine of this run.

const GOOD_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';

async function reachCheckout(page: EnginePage): Promise<void> {
  await page.goto(await createScenario('applicant-payment'));
  await startFromOverview(page, 'Full name');
  await answerAll(page);
  await page.waitForPath('/pay');
}

async function fillCard(page: EnginePage, number: string): Promise<void> {
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: 'Name' }).fill('Ann Lee');
  await form.getByRole('textbox', { name: 'Card' }).fill(number);
  await form.getByRole('textbox', { name: 'Expiry' }).fill('12/34');
  await form.getByRole('textbox', { name: 'CVC' }).fill('123');
  await form.getByRole('textbox', { name: 'Zip' }).fill('78701');
}

const payButton = (page: EnginePage) => page.getByRole('main').getByRole('button', { name: /^Pay/ });

describe.each(DEVICES)('the checkout (%s)', (device) => {
  const session = useEngine(device);

  it('shows a declined card, keeps the form, and takes a good card', async () => {
    const { page } = session();
    await reachCheckout(page);
    await heading(page, 'Checkout').waitFor();
    await visit(page, 'applicant-payment', 'checkout', device);
    await fillCard(page, DECLINED_CARD);
    await payButton(page).click();
    await page.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();
    expect(await page.pathname()).toBe('/pay');
    expect(await page.getByRole('main').getByRole('textbox', { name: 'Name' }).inputValue()).toBe('Ann Lee');
    await visit(page, 'applicant-payment', 'declined', device);

    await page.getByRole('main').getByRole('textbox', { name: 'Card' }).fill(GOOD_CARD);
    await payButton(page).click();
    await page.waitForPath('/done', 30_000);
    await heading(page, 'Thank you for submitting your information to Acme Staffing').waitFor();
  });
});
