import { AXE_WCAG_TAGS } from '../support/axe-tags';
import type { BrowserContextOptions } from 'playwright-core';
import type { Device } from './support/browser';
import { createScenario, describeViolations, launchBrowser } from './support/browser';
import { expectVisible } from './support/expect-page';
import { openSelfieQuestion } from './support/selfie-question';
import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';

// Issue 22 item 6: the devices applicants hold, as Chromium's device emulation plays them (size,
// pixel ratio, touch, user agent), as cheap extra coverage of the layout and detection rules that
// WebKit and Firefox cannot play here (no iOS camera app, no iPad): which layout each gets, that
// nothing scrolls sideways, and what the selfie question offers on each.

interface Profile {
  readonly name: string;
  readonly context: BrowserContextOptions;
  /** The layout the app's rule gives it: a phone's user agent or no hover pointer is 'mobile'. */
  readonly layout: Device;
  /** Whether the device has a camera (a desktop without one is offered no camera of its own). */
  readonly camera: boolean;
}

const IOS = (version: string, device: 'iPhone' | 'iPad') =>
  `Mozilla/5.0 (${device}; CPU ${device === 'iPhone' ? 'iPhone ' : ''}OS ${version} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/${version.split('_')[0]}.0 Mobile/15E148 Safari/604.1`;

const PROFILES: readonly Profile[] = [
  {
    name: 'iPhone SE (Safari)',
    context: {
      viewport: { width: 375, height: 667 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      userAgent: IOS('17_5', 'iPhone'),
    },
    layout: 'mobile',
    camera: true,
  },
  {
    name: 'iPhone 15 (Safari)',
    context: {
      viewport: { width: 393, height: 852 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
      userAgent: IOS('18_5', 'iPhone'),
    },
    layout: 'mobile',
    camera: true,
  },
  {
    name: 'a low-end Android phone',
    context: {
      viewport: { width: 320, height: 640 },
      deviceScaleFactor: 1.5,
      isMobile: true,
      hasTouch: true,
      userAgent:
        'Mozilla/5.0 (Linux; Android 11; moto e20) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
    },
    layout: 'mobile',
    camera: true,
  },
  {
    // iPadOS Safari says 'Macintosh' like a Mac; touch without a hover pointer makes it a phone-like device.
    name: 'an iPad (Safari, a Mac user agent)',
    context: {
      viewport: { width: 810, height: 1080 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      userAgent:
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15',
    },
    layout: 'mobile',
    camera: true,
  },
  {
    name: 'a desktop without a camera',
    context: { viewport: { width: 1280, height: 800 } },
    layout: 'desktop',
    camera: false,
  },
];

describe('device profiles in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each(PROFILES.map((p) => [p.name, p] as const))(
    '%s: its layout, no sideways scroll, and the selfie it is offered',
    async (_name, profile) => {
      const context = await browser.newContext({
        ...profile.context,
        locale: 'en-US',
        ...(profile.camera ? { permissions: ['camera'] } : {}),
      });
      context.setDefaultTimeout(15_000);
      if (!profile.camera) {
        // No camera at all: the device lists none and opening one fails as on such a computer.
        await context.addInitScript(() => {
          const devices = navigator.mediaDevices;
          devices.enumerateDevices = async () => [];
          devices.getUserMedia = async () => {
            throw new DOMException('Requested device not found', 'NotFoundError');
          };
        });
      }
      const page = await context.newPage();
      try {
        const link = await createScenario('applicant-selfie');
        await page.goto(link);
        await page.waitForURL((url) => url.pathname === '/overview');
        expect(await page.locator('[data-layout]').first().getAttribute('data-layout')).toBe(profile.layout);
        await openSelfieQuestion(page, link);
        await page.waitForLoadState('networkidle');

        if (profile.layout === 'mobile') {
          await expectVisible(page.getByRole('button', { name: 'Take a selfie' }));
        } else {
          await expectVisible(page.getByRole('heading', { name: 'Continue on your phone' }));
          await expectVisible(page.getByRole('button', { name: 'Choose a photo from this computer' }));
          expect(await page.getByRole('button', { name: "Use this computer's camera instead" }).count()).toBe(0);
        }
        const width = profile.context.viewport?.width ?? 0;
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        const results = await new AxeBuilder({ page }).withTags([...AXE_WCAG_TAGS]).analyze();
        expect(describeViolations(results.violations)).toBe('');
        await page.screenshot({
          path: `tests/e2e/screenshots/device-${profile.name.replace(/[^a-z0-9]+/gi, '-')}.png`,
          fullPage: true,
        });
      } finally {
        await context.close();
      }
    },
  );
});
