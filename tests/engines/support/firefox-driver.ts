import puppeteer from 'puppeteer-core';
import type { Browser, KeyInput, Page } from 'puppeteer-core';
import type { Device, Driver, EngineBrowser, Grants } from './driver';
import { PHONE_USER_AGENTS, VIEWPORTS } from './driver';
import { pageVerbs } from './page-verbs';

/**
 * Firefox ESR from Debian, driven by puppeteer-core over WebDriver BiDi (STACK.md 'Other engines':
 * no geckodriver here). The camera grant, the user agent and the pointer are preferences of the
 * whole browser, so one browser is launched per set of them and kept while the tests use it;
 * each driver is a fresh browser context of it.
 */
export async function launchFirefox(): Promise<EngineBrowser> {
  const browsers = new Map<string, Promise<Browser>>();
  const browserFor = (prefs: Record<string, unknown>): Promise<Browser> => {
    const key = JSON.stringify(prefs);
    let browser = browsers.get(key);
    if (browser === undefined) {
      browser = puppeteer.launch({
        browser: 'firefox',
        executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
        headless: true,
        extraPrefsFirefox: prefs,
      });
      browsers.set(key, browser);
    }
    return browser;
  };
  return {
    engine: 'firefox',
    async open(device: Device, grants: Grants): Promise<Driver> {
      const browser = await browserFor(firefoxPrefs(device, grants));
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport(VIEWPORTS[device]);
      return firefoxDriver(page, () => context.close());
    },
    async close(): Promise<void> {
      const all = [...browsers.values()];
      browsers.clear();
      await Promise.all(all.map(async (browser) => (await browser).close()));
    },
  };
}

function firefoxPrefs(device: Device, grants: Grants): Record<string, unknown> {
  const userAgent = grants.userAgent ?? (device === 'mobile' ? PHONE_USER_AGENTS.firefox : undefined);
  return {
    // The fake camera (640x480 once a facing mode is asked, so the spec's minimum is refused).
    'media.navigator.streams.fake': true,
    ...(grants.camera === true
      ? { 'media.navigator.permission.disabled': true }
      : // Refused without a prompt, as after a person said no: NotAllowedError.
        { 'media.navigator.permission.disabled': false, 'permissions.default.camera': 2 }),
    ...(userAgent === undefined ? {} : { 'general.useragent.override': userAgent }),
    ...(grants.reducedMotion === true ? { 'ui.prefersReducedMotion': 1 } : {}),
    // A headless window never has the system's focus, so ':focus' and ':focus-visible' would never
    // match; Mozilla's own tests set this so a page has focus as a person's window would.
    'focusmanager.testmode': true,
    // Headless Firefox reports no hover pointer; a desktop has a mouse (STACK.md). A phone's
    // scrollbars float over the page (Firefox for Android), a desktop's take their 12 px.
    ...(device === 'desktop'
      ? { 'ui.primaryPointerCapabilities': 6, 'ui.allPointerCapabilities': 6 }
      : { 'ui.useOverlayScrollbars': 1 }),
    'intl.accept_languages': 'en-US',
  };
}

/** 'Shift+Tab' -> ['Shift', 'Tab']; '+' alone is the plus key; puppeteer's BiDi keyboard calls the space bar ' '. */
function chord(key: string): KeyInput[] {
  const keys = key.length > 1 && key.includes('+') ? key.split('+') : [key];
  return keys.map((k) => (k === 'Space' ? ' ' : k)) as KeyInput[];
}

function firefoxDriver(page: Page, close: () => Promise<void>): Driver {
  return {
    engine: 'firefox',
    ...pageVerbs(page),
    resize: (width, height) => page.setViewport({ width, height }),
    click: async (selector) => {
      const element = await page.$(selector);
      if (element === null) throw new Error(`No element ${selector} to click`);
      await element.click();
    },
    press: async (key) => {
      const keys = chord(key);
      for (const k of keys.slice(0, -1)) await page.keyboard.down(k);
      await page.keyboard.press(keys[keys.length - 1]!);
      for (const k of keys.slice(0, -1).reverse()) await page.keyboard.up(k);
    },
    type: (text) => page.keyboard.type(text),
    setFiles: async (selector, files) => {
      const input = await page.$(selector);
      if (input === null) throw new Error(`No file input ${selector}`);
      await (input as unknown as { uploadFile(...paths: string[]): Promise<void> }).uploadFile(...files);
    },
    close,
  };
}
