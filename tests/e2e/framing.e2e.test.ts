import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { createScenario, launchBrowser, newContext, origin, policyViolations } from './support/browser';
import { expectPath } from './support/expect-page';
import type { StorageSnapshot } from './support/storage-snapshot';
import { READ_STORAGE, storageProblems } from './support/storage-snapshot';

/** A page of another loopback origin (localhost rather than 127.0.0.1) with this body. */
async function otherSite(body: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><title>Win a prize</title>${body}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Another site that frames the applicant link. */
const framingSite = (link: string) =>
  otherSite(
    `<h1>Click Authorize to win</h1><iframe id="app" title="app" src="${link.replace(/"/g, '&quot;')}" width="800" height="600"></iframe>`,
  );

describe('the app inside another site (click-jacking)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('is refused when another loopback origin frames it: no page, no session, no call', async () => {
    const link = await createScenario('applicant');
    const site = await framingSite(link);
    const context = await newContext(browser, 'desktop');
    try {
      const page = await context.newPage();
      const calls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/')) calls.push(request.url());
      });
      await page.goto(site.url);
      // The browser replaces a refused frame's document with its own error page (frame-ancestors 'none').
      const frameUrl = () =>
        page
          .frames()
          .find((f) => f !== page.mainFrame())
          ?.url() ?? '';
      const deadline = Date.now() + 10_000;
      while (!frameUrl().startsWith('chrome-error:') && Date.now() < deadline) await page.waitForTimeout(100);
      expect(frameUrl()).toMatch(/^chrome-error:/);
      expect(frameUrl().startsWith(origin())).toBe(false);
      // Time for a session to start, had the app run inside the frame.
      await page.waitForTimeout(1_500);
      expect(calls).toEqual([]);

      // The same link opened on its own works.
      const own = await context.newPage();
      await own.goto(link);
      await expectPath(own, '/overview');
    } finally {
      await context.close();
      await site.close();
    }
  });

  it('reports a policy violation to the test when a page breaks the policy (the guard of every test works)', async () => {
    const context = await newContext(browser, 'desktop');
    try {
      const page = await context.newPage();
      await page.goto(await createScenario('applicant'));
      await expectPath(page, '/overview');
      expect(policyViolations(context)).toEqual([]);
      await page.evaluate(() => {
        const image = document.createElement('img');
        image.src = 'https://tracker.example/pixel.gif';
        image.alt = '';
        document.body.append(image);
      });
      await page.waitForTimeout(500);
      expect(policyViolations(context).join('\n')).toMatch(/img-src blocked https:\/\/tracker\.example\/pixel\.gif/);
    } finally {
      await context.close();
    }
  });

  it('refuses a string at an HTML or script sink under Trusted Types and reports it, while the default policy lets text through', async () => {
    const context = await newContext(browser, 'desktop');
    try {
      const page = await context.newPage();
      await page.goto(await createScenario('applicant'));
      await expectPath(page, '/overview');
      const outcome = await page.evaluate(() => {
        const box = document.createElement('div');
        const attempt = (write: () => void): string => {
          try {
            write();
            return `written: ${box.innerHTML}`;
          } catch (error) {
            return (error as Error).name;
          }
        };
        return {
          markup: attempt(() => (box.innerHTML = '<img src="x" alt="">')),
          text: attempt(() => (box.innerHTML = 'Plain words &amp; a line<br>break')),
          script: attempt(() => {
            const script = document.createElement('script');
            script.src = 'https://tracker.example/x.js';
          }),
        };
      });
      expect(outcome).toEqual({
        markup: 'TypeError',
        text: 'written: Plain words &amp; a line<br>break',
        script: 'TypeError',
      });
      await page.waitForTimeout(300);
      // Each write reported once per policy that requires Trusted Types (the header's and the <meta> one).
      const reported = new Set(
        policyViolations(context).filter((line) => line.startsWith('require-trusted-types-for')),
      );
      expect(reported.size).toBe(2);
    } finally {
      await context.close();
    }
  });

  it('finds an answer left in browser storage (the storage check after every test works)', async () => {
    const context = await newContext(browser, 'desktop');
    try {
      const page = await context.newPage();
      await page.goto(await createScenario('applicant'));
      await expectPath(page, '/overview');
      expect(storageProblems((await page.evaluate(READ_STORAGE)) as StorageSnapshot)).toEqual([]);
      await page.evaluate(() => {
        const session = JSON.parse(sessionStorage.getItem('attest.session') ?? '{}') as Record<string, unknown>;
        sessionStorage.setItem('attest.session', JSON.stringify({ ...session, lastAnswer: '536-22-1847' }));
        localStorage.setItem('draft', 'x');
      });
      const snapshot = (await page.evaluate(READ_STORAGE)) as StorageSnapshot;
      expect(storageProblems(snapshot)).toEqual([
        "local storage holds 'draft' on /overview",
        "the session store's 'attest.session' holds an SSN on /overview",
      ]);
      // A chat whose random ids happen to be all digits in the middle groups is not a card number.
      const chat = {
        sessionId: '9c1e0a7b-4711-4085-9123-0f6a2b3c4d5e',
        history: [{ id: '12345678-1234-4567-8901-234567890123' }],
      };
      expect(
        storageProblems({ page: snapshot.page, local: {}, session: { 'attest.chat': JSON.stringify(chat) } }),
      ).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('is cut off from the window of another site that opens it (Cross-Origin-Opener-Policy), in an agent cluster of its own', async () => {
    const link = await createScenario('applicant');
    const site = await otherSite('<h1>Claim your prize</h1>');
    const context = await newContext(browser, 'desktop');
    try {
      const page = await context.newPage();
      await page.goto(site.url);
      const opened = context.waitForEvent('page');
      await page.evaluate((address) => {
        (window as unknown as { opened: Window | null }).opened = window.open(address);
      }, link);
      const app = await opened;
      await expectPath(app, '/overview');
      // The opener's handle on the app's window is severed: it reads as closed, with no way to
      // navigate or probe the window the applicant answers in.
      expect(await page.evaluate(() => (window as unknown as { opened: Window | null }).opened?.closed)).toBe(true);
      // And the app does not see the site that opened it.
      expect(await app.evaluate(() => window.opener)).toBeNull();
      expect(await app.evaluate(() => window.originAgentCluster)).toBe(true);
      expect(policyViolations(context)).toEqual([]);
    } finally {
      await context.close();
      await site.close();
    }
  });
});
