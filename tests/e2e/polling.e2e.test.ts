import type { Page } from 'playwright-core';
import { ANSWERS, startFromOverview, submitButton } from './support/answer-questions';
import { countLoads, createScenario, inSecondContext, visit } from './support/browser';
import { expectPath, expectVisible } from './support/expect-page';
import { useBrowser } from './support/use-browser';

// Background polling (issue 10 'Done when'): one applicant link open in two browsers; the second
// answers a question and the first one's overview shows that tile complete without a reload.

const ssnTile = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Questions' }).getByRole('listitem', { name, exact: true });

describe('background polling', () => {
  const session = useBrowser('desktop');

  it("shows on one browser's overview, within 10 s and without a reload, a question answered in another", async () => {
    const { page: first, context } = session();
    const link = await createScenario('applicant');
    await first.goto(link);
    await expectPath(first, '/overview');
    await visit(first, 'polling', 'overview', 'desktop');
    const loads = countLoads(first);
    expect(await ssnTile(first, 'Social Security Number (required), completed').count()).toBe(0);

    await inSecondContext(context, 'desktop', {}, async (second) => {
      await second.goto(link);
      await startFromOverview(second, 'Social Security Number');
      await second
        .getByRole('main')
        .getByRole('textbox', { name: 'Social Security Number', exact: true })
        .fill(ANSWERS.ssn);
      await submitButton(second).click();
      await second.waitForURL((url) => url.pathname !== '/question/core-ssn');
      const answeredAt = Date.now();

      await expectVisible(ssnTile(first, 'Social Security Number (required), completed'), 10_000);
      expect(Date.now() - answeredAt).toBeLessThan(10_000);
      expect(loads()).toBe(0);
      expect(new URL(first.url()).pathname).toBe('/overview');
      await visit(first, 'polling', 'overview-after', 'desktop');
    });
  });
});
