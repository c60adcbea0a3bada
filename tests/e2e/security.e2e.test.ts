import { questionPaths } from './support/answer-questions';
import { createScenario } from './support/browser';
import { expectPath, expectVisible } from './support/expect-page';
import { useBrowser } from './support/use-browser';

// Issue 11: the app under the content security policy a host sends (the sandbox's, on every
// answer). useBrowser fails any test whose pages report a policy violation.

describe('the app under its content security policy (desktop)', () => {
  const session = useBrowser('desktop');

  it('opens every question screen without breaking the policy', async () => {
    const { page } = session();
    await page.goto(await createScenario('applicant-every-question'));
    await expectPath(page, '/overview');
    const paths = await questionPaths(page);
    expect(paths.length).toBeGreaterThan(20);
    for (const path of paths) {
      await page.getByRole('list', { name: 'Questions' }).locator(`a[href="${path}"]`).click();
      await expectPath(page, path.split('?')[0] ?? path);
      await expectVisible(page.getByRole('heading', { level: 1 }));
      await page.waitForLoadState('networkidle');
      await page.goBack();
      await expectPath(page, '/overview');
    }
  });

  it("drops the link's request id and canary from the address bar once read, leaving no history entry with them", async () => {
    const { page } = session();
    const link = await createScenario('applicant');
    expect(link).toMatch(/canary=/);
    await page.goto(link);
    await expectPath(page, '/overview');
    expect(new URL(page.url()).search).toBe('');
    // The address was replaced, not pushed: Back leaves the app (for the blank page the test
    // started on) rather than showing the link again.
    await page.goBack({ waitUntil: 'commit' });
    expect(page.url()).toBe('about:blank');
  });
});
