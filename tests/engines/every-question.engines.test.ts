import { createScenario } from '../e2e/support/browser';
import { DEVICES } from './support/driver';
import { CAPTURE_TITLES, TYPED_ANSWERS } from './support/every-kind';
import { currentQuestion, slug } from './support/interview';
import { useEngine } from './support/use-engine';
import { visit } from './support/visit';

// applicant-every-question in the engine of this run: one question of every input kind of spec
// 001 §3. Each typed question opens from its tile, passes the screen checks once answered, and
// submits; each capture question opens and passes them (its own journey takes the photo).

describe.each(DEVICES)('every kind of question (%s)', (device) => {
  const session = useEngine(device);

  it('opens every question from the overview, answers and submits each typed one', async () => {
    const { page } = session();
    await page.goto(await createScenario('applicant-every-question'));
    await page.waitForPath('/overview');
    const tiles = page.getByRole('list', { name: 'Questions' }).getByRole('link');
    await tiles.first().waitFor();
    // Each tile's title without its required mark.
    const titles = await page.evaluate(() =>
      [...document.querySelectorAll('.tile__link .tile__title')].map((title) => title.firstChild?.textContent ?? ''),
    );
    expect([...titles].sort()).toEqual([...Object.keys(TYPED_ANSWERS), ...CAPTURE_TITLES].sort());

    for (const title of titles) {
      await page
        .getByRole('list', { name: 'Questions' })
        .getByRole('link', { name: new RegExp(`^${title.replace(/[?()]/g, '\\$&')}`) })
        .click();
      await page.waitForPath(/^\/question\//);
      expect(await currentQuestion(page)).toBe(title);
      const answer = TYPED_ANSWERS[title];
      if (answer === undefined) {
        await visit(page, 'applicant-every-question', slug(title), device);
        await page.getByRole('link', { name: 'Do this later' }).click();
      } else {
        await answer(page);
        await visit(page, 'applicant-every-question', slug(title), device);
        const at = await page.pathname();
        await page
          .getByRole('button', { name: /^(Continue|Submit and Complete|Authorize|Save)$/ })
          .last()
          .click();
        await page.waitForPath((path) => path !== at, 20_000);
        // Wherever the app goes next, the overview now lists the question as completed.
        if ((await page.pathname()) !== '/overview') await page.goto(new URL('/overview', await page.url()).href);
      }
      await page.waitForPath('/overview');
      if (answer !== undefined) {
        await page
          .getByRole('listitem', { name: new RegExp(`^${title.replace(/[?()]/g, '\\$&')}.*, completed$`) })
          .waitFor();
      }
    }
    // Some thirty questions, each opened, answered and sent: minutes in a slower engine on two cores.
  }, 300_000);
});
