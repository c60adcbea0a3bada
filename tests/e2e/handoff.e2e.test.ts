import type { Page } from 'playwright-core';
import { ANSWERS, startFromOverview, submitButton } from './support/answer-questions';
import { countLoads, createScenario, inSecondContext, origin, visit } from './support/browser';
import { expectPath, expectVisible, heading } from './support/expect-page';
import { openSelfieQuestion } from './support/selfie-question';
import { useBrowser } from './support/use-browser';

// Hand-off to a phone (issue 12): a phone opening a hand-off link lands on its question with the
// desktop's session, and the desktop on that question moves on by itself once the phone answered;
// a used or expired code shows the link-expired page; a desktop whose QR code a phone has opened
// says so and offers a new code (issue 22). The desktop→phone selfie journey (panel, text, QR) is
// the lead's e2e; elsewhere here the link is minted through the sandbox as the panel would.

/** POST /__sandbox/handoffs: a hand-off link for the request, as a desktop's panel mints one. */
async function mintHandoffLink(rprId: string, attrType: string, expired = false): Promise<string> {
  const response = await fetch(`${origin()}/__sandbox/handoffs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rprId, attrType, expired }),
  });
  if (!response.ok) throw new Error(`Hand-off link: the sandbox answered ${response.status}`);
  return ((await response.json()) as { link: string }).link;
}

const rprIdOf = (link: string): string => new URL(link).searchParams.get('rprId') ?? '';

async function expectLinkExpired(page: Page): Promise<void> {
  await expectPath(page, '/unknown-request');
  await expectVisible(heading(page, 'This link is not working'));
}

describe('hand-off to a phone', () => {
  const session = useBrowser('desktop');

  it('starts the desktop session on a phone at the question, and the desktop follows without a reload', async () => {
    const { page: desktop, context } = session();
    const link = await createScenario('applicant');
    await desktop.goto(link);
    await startFromOverview(desktop, 'Social Security Number');
    const loads = countLoads(desktop);
    const handoff = await mintHandoffLink(rprIdOf(link), 'core.ssn');
    expect(handoff).not.toContain('canary');

    await inSecondContext(context, 'mobile', {}, async (phone) => {
      await phone.goto(handoff);
      await expectPath(phone, '/question/core-ssn');
      await expectVisible(heading(phone, 'Social Security Number'));
      expect(new URL(phone.url()).search).toBe('');
      await visit(phone, 'handoff', 'phone-question', 'mobile');
      const stored = await phone.evaluate(() => JSON.stringify({ ...sessionStorage }));
      expect(stored).not.toContain(new URL(handoff).searchParams.get('handoff'));

      await phone
        .getByRole('main')
        .getByRole('textbox', { name: 'Social Security Number', exact: true })
        .fill(ANSWERS.ssn);
      await submitButton(phone).click();
      // Done on the phone: it does not go on to the next question, it sends the applicant back.
      await expectVisible(heading(phone, 'All done on this phone'));
      await expectVisible(phone.getByText('Go back to your computer to continue.'));
      expect(await submitButton(phone).count()).toBe(0);
      await visit(phone, 'handoff', 'phone-done', 'mobile');

      // Background polling on the question screen (every 2 s, growing to 6 s over 5 idle minutes,
      // spec 000 §9) brings the phone's answer, and the desktop moves on untouched.
      await desktop.waitForURL((url) => url.pathname !== '/question/core-ssn', { timeout: 10_000 });
      expect(loads()).toBe(0);
    });
  });

  it('shows the link-expired page for a code already used, and for one expired', async () => {
    const { page: first, context } = session();
    const link = await createScenario('applicant');
    const handoff = await mintHandoffLink(rprIdOf(link), 'core.ssn');
    await first.goto(handoff);
    await expectPath(first, '/question/core-ssn');

    await inSecondContext(context, 'mobile', {}, async (phone) => {
      await phone.goto(handoff);
      await expectLinkExpired(phone);
      await visit(phone, 'handoff', 'used-code', 'mobile');

      await phone.goto(await mintHandoffLink(rprIdOf(link), 'core.ssn', true));
      await expectLinkExpired(phone);
    });
  });

  it("tells the desktop once a phone has opened its QR code, and 'Show a new code' gives a fresh one", async () => {
    const { page: desktop, context } = session();
    await openSelfieQuestion(desktop, await createScenario('applicant-selfie'));
    const shown = desktop.getByRole('textbox', { name: 'Link for your phone' });
    await expectVisible(shown);
    const first = await shown.inputValue();
    expect(first).toContain('handoff=');
    await expectVisible(desktop.getByText(/^This code works once, until /));
    const usedLine = desktop.getByText(
      'Your phone opened this code. Finish there, or show a new code to use another phone.',
    );

    // The link's path is the desktop's question: a redeemed code leaves the question without a query.
    const redeemed = async (phone: Page, link: string) => {
      await phone.goto(link);
      await phone.waitForURL((url) => url.pathname === '/question/identity_assurance-selfie' && url.search === '');
      await expectVisible(heading(phone, 'Selfie'));
    };

    await inSecondContext(context, 'mobile', {}, async (phone) => {
      await redeemed(phone, first);

      // The desktop checks its code every 2 s: it says it was used, without the QR code or its link.
      await expectVisible(usedLine, 10_000);
      expect(await usedLine.getAttribute('role')).toBe('status');
      expect(await desktop.getByRole('img', { name: /QR code/ }).count()).toBe(0);
      expect(await shown.count()).toBe(0);
      await expectVisible(desktop.getByText(/^Waiting for your phone\.\.\./));
      await visit(desktop, 'handoff', 'qr-used', 'desktop');

      await desktop.getByRole('button', { name: 'Show a new code' }).click();
      await expectVisible(desktop.getByRole('img', { name: /QR code/ }));
      const second = await shown.inputValue();
      expect(second).toContain('handoff=');
      expect(new URL(second).searchParams.get('handoff')).not.toBe(new URL(first).searchParams.get('handoff'));
      expect(await usedLine.count()).toBe(0);

      // The new code works, and the desktop follows it in turn.
      await redeemed(phone, second);
      await expectVisible(usedLine, 10_000);
    });
  });
});
