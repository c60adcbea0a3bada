import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../e2e/support/browser';
import type { Device, Driver, EngineBrowser, Grants } from './driver';
import { PHONE_USER_AGENTS, VIEWPORTS } from './driver';
import { pageVerbs } from './page-verbs';

/** Chromium through playwright-core, launched as the Chromium suite launches it. */
export async function launchChromium(): Promise<EngineBrowser> {
  const browser: Browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    // The fake camera: a context granted the camera gets its moving test pattern, one not granted gets NotAllowedError.
    args: [...CHROMIUM_ARGS],
  });
  return {
    engine: 'chromium',
    async open(device: Device, grants: Grants): Promise<Driver> {
      const mobile = device === 'mobile';
      const context = await browser.newContext({
        viewport: VIEWPORTS[device],
        ...(mobile ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
        userAgent: grants.userAgent ?? (mobile ? PHONE_USER_AGENTS.chromium : undefined),
        ...(grants.camera === true ? { permissions: ['camera'] } : {}),
        ...(grants.reducedMotion === true ? { reducedMotion: 'reduce' as const } : {}),
        locale: 'en-US',
        timezoneId: 'America/Chicago',
      });
      return chromiumDriver(context, await context.newPage());
    },
    close: () => browser.close(),
  };
}

function chromiumDriver(context: BrowserContext, page: Page): Driver {
  return {
    engine: 'chromium',
    ...pageVerbs(page),
    resize: (width, height) => page.setViewportSize({ width, height }),
    // Playwright's own checks (visible, stable, not covered) before a real mouse click.
    click: (selector) => page.locator(selector).click(),
    press: (key) => page.keyboard.press(key),
    type: (text) => page.keyboard.type(text),
    setFiles: (selector, files) => page.locator(selector).setInputFiles([...files]),
    close: () => context.close(),
  };
}
