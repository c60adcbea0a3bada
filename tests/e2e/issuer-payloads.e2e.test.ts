import type { BrowserContext, Page } from 'playwright-core';
import { XSS_PAYLOADS } from '../support/xss-payloads';
import type { XssPayload } from '../support/xss-payloads';
import { origin, requestLink, visit } from './support/browser';
import { expectPath, expectVisible } from './support/expect-page';
import { useBrowser } from './support/use-browser';

// Issue 11 'Done when': every payload of tests/support/xss-payloads.ts goes through every issuer
// text path of the running app by request definitions (POST /__sandbox/requests), and the app shows
// each page with no dialog, no script run, no form control, style or event attribute, no request to
// another origin and no policy violation (useBrowser fails the test on any).

/** Addresses an issuer or a link could give the app to follow, show or draw; none may be used. */
const BAD_ADDRESSES = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(document.domain)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example/x',
  'http://evil.example/x',
  'https://verify.attest.example@evil.example/x',
] as const;

const BAD_IMAGES = [
  ...BAD_ADDRESSES,
  'https://evil.example/logo.png',
  'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
] as const;

const STATUSES = ['new', 'in_process', 'complete', 'timeout', 'terminated'] as const;
type Status = (typeof STATUSES)[number];

const CONSENT = 'consent.fcra';
const INSURANCE = 'insurance_policy_verification.self_attestation.enterprise';

/** Every issuer text path holds the payload; every address is a bad one (rotated by payload). */
function definitionOf(payload: XssPayload, index: number, status: Status): Record<string, unknown> {
  const html = payload.html;
  const bad = BAD_ADDRESSES[index % BAD_ADDRESSES.length]!;
  const questions =
    status === 'terminated'
      ? [{ attrType: INSURANCE, type: 'insurance-policy-number', metadata: { title: html, required: true } }]
      : [
          { attrType: 'core.ssn', type: 'ssn', metadata: { title: html, description: html, required: true } },
          { attrType: CONSENT, type: 'consent', metadata: { title: 'Background check consent', required: true } },
        ];
  const answered = status === 'in_process' || status === 'complete';
  return {
    issuer: {
      displayName: html,
      primaryColor: html,
      wordmarkUri: BAD_IMAGES[index % BAD_IMAGES.length],
      consentHtml: { [CONSENT]: html },
      supportContactInfo: { email: html, phone: html, url: bad, urlTitle: html },
      idoConfirmationMessage: { headingText: html, messageText: html },
      idoStatusMessages: Object.fromEntries(STATUSES.map((s) => [s, { msg: html, url: bad, urlTitle: html }])),
      privacyPolicy: { headline: html, message: html, url: bad, title: html },
    },
    questions,
    status,
    offenses: [{ id: 'offense-1', specificOffense: html, effectiveDate: '2019-04-12' }],
    continueUrl: bad,
    enableReturn: true,
    transitionUri: bad,
    ...(answered ? { answers: { 'core.ssn': '536-22-1847', [CONSENT]: { accepted: true } }, consentGiven: true } : {}),
  };
}

/** Dialogs and requests to other origins, for the whole context: none may ever happen. */
function watchEscapes(context: BrowserContext, page: Page): string[] {
  const escapes: string[] = [];
  page.on('dialog', (dialog) => {
    escapes.push(`a ${dialog.type()} dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  context.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(`${origin()}/`) && url !== origin()) escapes.push(`a request to ${url}`);
  });
  return escapes;
}

/**
 * What the page's DOM must never hold, wherever it came from: event attributes, scripts not of the
 * app's origin, frames, embeds, base, refresh, style elements; links and images to anything but
 * safe addresses; and, inside issuer HTML (`.issuer-html`), form controls and style, class, id or
 * name attributes, links that do not open a new tab without an opener.
 */
async function problemsOn(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const describe = (element: Element): string => element.outerHTML.slice(0, 120);
    for (const element of document.querySelectorAll('*')) {
      for (const name of element.getAttributeNames()) {
        if (/^on/i.test(name)) problems.push(`event attribute ${name}: ${describe(element)}`);
      }
    }
    for (const script of document.querySelectorAll('script')) {
      if (!script.src || new URL(script.src).origin !== location.origin) problems.push(`script: ${describe(script)}`);
    }
    const forbidden = 'iframe, frame, frameset, object, embed, applet, base, style, meta[http-equiv], template, portal';
    for (const element of document.querySelectorAll(forbidden)) {
      if (element.matches('head > meta[http-equiv="Content-Security-Policy"]')) continue;
      problems.push(`element: ${describe(element)}`);
    }
    for (const link of document.querySelectorAll('link')) {
      if (new URL(link.href).origin !== location.origin) problems.push(`link: ${describe(link)}`);
    }
    for (const anchor of document.querySelectorAll('a[href]')) {
      const href = anchor.getAttribute('href') ?? '';
      // Shown links may be plain http (spec 000 §5 adds http:// to a support link without a scheme).
      if (!/^(https?:\/\/[^/\\]|\/(?!\/)|#|mailto:|tel:)/i.test(href)) {
        problems.push(`link address: ${describe(anchor)}`);
      }
      if (/^https?:\/\/[^/]*@/i.test(href)) problems.push(`link with user-info: ${describe(anchor)}`);
    }
    for (const image of document.querySelectorAll('img, image, source, video, audio')) {
      const src = image.getAttribute('src') ?? image.getAttribute('href') ?? '';
      if (src !== '' && new URL(src, location.href).origin !== location.origin) {
        problems.push(`image: ${describe(image)}`);
      }
    }
    for (const form of document.querySelectorAll('form')) {
      const action = form.getAttribute('action');
      if (action !== null && new URL(action, location.href).origin !== location.origin) {
        problems.push(`form posting elsewhere: ${describe(form)}`);
      }
    }
    for (const root of document.querySelectorAll('.issuer-html')) {
      for (const element of root.querySelectorAll('*')) {
        if (element.matches('form, input, button, select, textarea, option, label, fieldset, output, svg, math')) {
          problems.push(`form control or foreign markup in issuer HTML: ${describe(element)}`);
        }
        for (const name of ['style', 'class', 'id', 'name', 'formaction', 'srcdoc', 'srcset']) {
          if (element.hasAttribute(name)) problems.push(`${name} attribute in issuer HTML: ${describe(element)}`);
        }
        if (element.matches('a[href]')) {
          const rel = (element.getAttribute('rel') ?? '').split(/\s+/);
          if (element.getAttribute('target') !== '_blank' || !rel.includes('noopener') || !rel.includes('noreferrer')) {
            problems.push(`issuer link without a new tab and no opener: ${describe(element)}`);
          }
        }
      }
    }
    return problems;
  });
}

async function expectClean(page: Page, escapes: readonly string[], where: string, payload: XssPayload): Promise<void> {
  const problems = [...escapes, ...(await problemsOn(page))];
  if (problems.length > 0) {
    throw new Error(`Payload '${payload.name}' on ${where} (${page.url()}):\n  ${problems.join('\n  ')}`);
  }
}

/** Checks the page as it is now; `where` names it in the failure. */
type Verify = (where: string) => Promise<void>;

/**
 * Each payload in turn through the pages of one request status: `walk` opens them and verifies
 * each. The first payload's screens are also checked by axe and saved as screenshots.
 */
async function throughEveryPayload(
  page: Page,
  context: BrowserContext,
  status: Status,
  walk: (page: Page, verify: Verify, first: boolean) => Promise<void>,
): Promise<void> {
  const escapes = watchEscapes(context, page);
  for (const [index, payload] of XSS_PAYLOADS.entries()) {
    await page.goto(await requestLink(definitionOf(payload, index, status)));
    await walk(page, (where) => expectClean(page, escapes, where, payload), index === 0);
  }
}

describe('issuer texts and addresses, hostile, through every issuer text path (desktop)', () => {
  const session = useBrowser('desktop');
  const LONG = 300_000;

  it(
    'shows the overview and the consent question of every payload safely',
    async () => {
      const { page, context } = session();
      await throughEveryPayload(page, context, 'new', async (current, verify, first) => {
        await expectPath(current, '/overview');
        await expectVisible(current.getByRole('list', { name: 'Questions' }).getByRole('link').first());
        // The logo is never drawn from a refused address, and the Return link never leads to one.
        expect(await current.locator('header img').count()).toBe(0);
        expect(await current.getByRole('link', { name: 'Return' }).count()).toBe(0);
        await verify('the overview');
        if (first) await visit(current, 'issuer-payloads', 'overview', 'desktop');
        await current.locator(`a[href="/question/consent-fcra"]`).click();
        await expectPath(current, '/question/consent-fcra');
        // Attached, not visible: a payload that is nothing but an attack leaves an empty text.
        await current.locator('main .issuer-html').waitFor({ state: 'attached' });
        await verify('the consent question');
        if (first) await visit(current, 'issuer-payloads', 'consent', 'desktop');
      });
    },
    LONG,
  );

  it(
    'shows the thank-you page of every payload safely',
    async () => {
      const { page, context } = session();
      await throughEveryPayload(page, context, 'in_process', async (current, verify, first) => {
        await expectPath(current, '/done');
        await current.locator('h1 .issuer-html').waitFor({ state: 'attached' });
        // The app's own Continue link (an issuer's link may say 'Continue' too, inside its text).
        const continueLinks = await current
          .getByRole('link', { name: 'Continue' })
          .evaluateAll((links) => links.filter((link) => link.closest('.issuer-html') === null).length);
        expect(continueLinks).toBe(0);
        await verify('the thank-you page');
        if (first) await visit(current, 'issuer-payloads', 'done', 'desktop');
      });
    },
    LONG,
  );

  it.each([
    ['complete', 'the status page'],
    ['terminated', 'the terminated page'],
  ] as const)(
    'shows %s requests on the status page of every payload safely',
    async (status, where) => {
      const { page, context } = session();
      await throughEveryPayload(page, context, status, async (current, verify, first) => {
        await expectPath(current, '/status');
        await expectVisible(current.getByRole('main').getByRole('heading', { level: 1 }));
        await verify(where);
        if (first) await visit(current, 'issuer-payloads', status, 'desktop');
      });
    },
    LONG,
  );

  it.each(BAD_ADDRESSES)('never follows the transition address %j', async (transitionUri) => {
    const { page, context } = session();
    const escapes = watchEscapes(context, page);
    const definition = {
      ...definitionOf(XSS_PAYLOADS[0]!, 0, 'new'),
      transitionUri,
      answers: { 'core.ssn': '536-22-1847', [CONSENT]: { accepted: true } },
      consentGiven: true,
    };
    await page.goto(await requestLink(definition));
    await expectPath(page, /^\/(finishing|done)$/);
    await page.waitForTimeout(2_000);
    expect(new URL(page.url()).origin).toBe(origin());
    expect(escapes).toEqual([]);
  });
});
