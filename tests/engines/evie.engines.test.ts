import { createScenario } from '../e2e/support/browser';
import type { EnginePage } from './support/engine-page';
import { currentQuestion, startFromOverview } from './support/interview';
import { useEngine } from './support/use-engine';
import { visit } from './support/visit';

// Evie, the chat assistant, on a desktop in the engine of this run (spec 000 §2 'Chat widget'):
// she opens from her launcher with the focus in her input, answers by Send and by Ctrl+Enter,
// keeps the conversation over a reload, moves sides by keyboard and closes on Esc.

const TITLE = 'Chat with Evie - Virtual Assistant';
const launcher = (page: EnginePage) => page.getByRole('button', { name: 'Chat with Evie' });
const box = (page: EnginePage) => page.getByRole('dialog', { name: TITLE });
const input = (page: EnginePage) => page.getByRole('textbox', { name: 'Type your message' });
const focused = (page: EnginePage, name: string) =>
  page.getByRole('button', { name }).evaluate((element) => element === document.activeElement);

async function sideOf(page: EnginePage): Promise<'left' | 'right'> {
  return launcher(page).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.x + box.width / 2 < innerWidth / 2 ? 'left' : 'right';
  });
}

describe('Evie on a desktop', () => {
  const session = useEngine('desktop');

  it('opens, answers, survives a reload, moves side by keyboard and closes on Esc', async () => {
    const { page } = session();
    await page.goto(await createScenario('applicant-insurance'));
    await startFromOverview(page, 'Insurance policy number');
    await launcher(page).click();
    await box(page).getByText("Hey there! I'm Evie. Your virtual assistant. How can I help?").waitFor();
    expect(await input(page).evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type('How long does the check take?');
    await page.keyboard.press('Control+Enter');
    await box(page)
      .getByText(/most checks finish within a few days/)
      .waitFor();
    await input(page).fill('What did I ask?');
    await box(page).getByRole('button', { name: 'Send' }).click();
    await box(page).getByText('You asked: "How long does the check take?"').waitFor();
    await visit(page, 'applicant-insurance', 'evie-open', 'desktop');

    await page.reload();
    expect(await currentQuestion(page)).toBe('Insurance policy number');
    await box(page).getByText('You asked: "How long does the check take?"').waitFor();

    expect(await sideOf(page)).toBe('right');
    await box(page).getByRole('button', { name: 'Move to the left' }).press('Enter');
    expect(await sideOf(page)).toBe('left');
    expect(await focused(page, 'Move to the right')).toBe(true);

    await input(page).press('Escape');
    await box(page).waitFor({ state: 'detached' });
    expect(await focused(page, 'Chat with Evie')).toBe(true);
    await visit(page, 'applicant-insurance', 'evie-closed', 'desktop');
  });
});
