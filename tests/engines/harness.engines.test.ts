import { createScenario } from '../e2e/support/browser';
import { clearPolicyReports, policyReports, REPORT_DELAY_MS } from './support/policy-reports';
import { useEngine } from './support/use-engine';

// The checks every journey relies on work in the engine of this run: a guard that could not see
// a violation, or an axe that never ran, would pass every test.

describe('the browser-test harness', () => {
  const session = useEngine('mobile');

  it('hears of a content security policy violation from this engine', async () => {
    const { page } = session();
    await page.goto(await createScenario('applicant'));
    await page.waitForPath('/overview');
    // An image from an address img-src does not admit (an inline script's text would now be
    // refused by Trusted Types before script-src saw it: the next test).
    await page.evaluate(() => {
      const image = document.createElement('img');
      image.src = 'https://tracker.example/pixel.gif';
      image.alt = '';
      document.body.append(image);
    });
    await new Promise((resolve) => setTimeout(resolve, REPORT_DELAY_MS * 2));
    // Firefox names the document by the address it loaded at, before the app moved to /overview.
    expect((await policyReports()).join('\n')).toMatch(
      /^img-src blocked https:\/\/tracker\.example\/pixel\.gif .* on http:\/\/127\.0\.0\.1:\d+\//m,
    );
    await clearPolicyReports();
  });

  it('enforces Trusted Types in this engine: a string at an HTML sink is refused and reported (issue 26)', async () => {
    const { page } = session();
    await page.goto(await createScenario('applicant'));
    await page.waitForPath('/overview');
    const refused = await page.evaluate(() => {
      try {
        document.createElement('div').innerHTML = '<b>x</b>';
        return false;
      } catch (error) {
        return error instanceof TypeError;
      }
    });
    expect(refused).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, REPORT_DELAY_MS * 2));
    expect((await policyReports()).join('\n')).toMatch(/^require-trusted-types-for blocked /m);
    await clearPolicyReports();
  });

  it('runs axe in this engine, which finds an image without a text alternative', async () => {
    const { page } = session();
    await page.goto(await createScenario('applicant'));
    await page.waitForPath('/overview');
    await page.evaluate(() => {
      const image = document.createElement('img');
      image.src = '/__sandbox/wordmark.svg';
      document.querySelector('main')?.append(image);
    });
    expect((await page.axe(['wcag2a'])).map((v) => v.id)).toContain('image-alt');
  });

  it('gives the page a phone-sized viewport', async () => {
    const { page } = session();
    await page.goto(await createScenario('applicant'));
    await page.waitForPath('/overview');
    expect(await page.evaluate(() => [innerWidth, document.documentElement.clientWidth])).toEqual([360, 360]);
  });

  it('gives the page the viewport asked for, narrower and then wider (the reflow checks)', async () => {
    const { page } = session();
    await page.goto(await createScenario('applicant'));
    await page.waitForPath('/overview');
    const viewport = () => page.evaluate(() => [innerWidth, innerHeight]);
    await page.resize(320, 256);
    expect(await viewport()).toEqual([320, 256]);
    await page.resize(1280, 800);
    expect(await viewport()).toEqual([1280, 800]);
  });
});
