import { createScenario } from './support/browser';
import { expectPath, expectVisible, heading } from './support/expect-page';
import { useBrowser } from './support/use-browser';

/**
 * Partner branding (spec 000 §7 'Partner profile') needs a host of at least four labels. Chromium
 * resolves every `*.localhost` name to the loopback address, so `homepro.verify.attest.localhost`
 * reaches the sandbox with no resolver flags, and the partner 'homepro' has its own colour there.
 */
describe('partner branding on a partner host (desktop)', () => {
  const session = useBrowser('desktop');

  const brandOf = (page: ReturnType<typeof session>['page']) =>
    page.locator('.app').evaluate((element) => (element as HTMLElement).style.getPropertyValue('--brand'));

  it("wears the partner's colour rather than the issuer's", async () => {
    const { page } = session();
    const link = new URL(await createScenario('applicant'));
    link.hostname = 'homepro.verify.attest.localhost';
    await page.goto(link.toString());
    await expectPath(page, '/overview');
    await expectVisible(heading(page, 'Acme Staffing is requesting information from you'));
    // The sandbox's partner 'homepro' is #2e7d32; the issuer Acme Staffing's own colour is #1f5fa8.
    await page.waitForFunction(
      () => document.querySelector<HTMLElement>('.app')?.style.getPropertyValue('--brand') === '#2e7d32',
    );
    expect(await brandOf(page)).toBe('#2e7d32');
  });

  it("keeps the issuer's colour on a host that names no partner", async () => {
    const { page } = session();
    await page.goto(await createScenario('applicant'));
    await expectVisible(heading(page, 'Acme Staffing is requesting information from you'));
    expect(await brandOf(page)).toBe('#1f5fa8');
  });
});
