import { catalogue } from '../language/translation';
import type { InAppBrowser, PhoneSystem } from './in-app-browser';

const BROWSER: Readonly<Record<PhoneSystem, string>> = {
  ios: 'Safari',
  android: 'Chrome',
  other: "your phone's browser",
};

/**
 * What a capture question says in a browser built into another app (in-app-browser.ts). The spec
 * is silent on in-app browsers; these words are ours. The way out is the copied link pasted into
 * the phone's own browser: the app's menu ('...' then 'Open in browser') opens the address the page
 * shows now, which no longer carries the interview link, so it would land on the link-expired page.
 */
export const IN_APP_BROWSER_TEXTS = catalogue('IN_APP_BROWSER_TEXTS', {
  heading: (browser: InAppBrowser): string =>
    browser.name === null
      ? "The camera may not work in this app's built-in browser."
      : `The camera may not work in ${browser.name}'s built-in browser.`,
  /** With the interview link to copy. */
  openIn: (system: PhoneSystem): string =>
    `For the best result, open this page in ${BROWSER[system]}: tap Copy link, open ${BROWSER[system]}, then paste the link into the address bar.`,
  /** Without one (a hand-off link, whose code is used up, or a page reloaded since): only the ways that work here. */
  withoutLink: 'If the camera does not start, choose a photo instead.',
  stillTry: 'You can still try the camera here, or choose a photo instead.',
  /** The guidance's own heading, e.g. 'Open in Safari'. */
  openHeading: (system: PhoneSystem): string => `Open in ${system === 'other' ? 'your browser' : BROWSER[system]}`,
  linkLabel: 'Link to this interview',
  copy: 'Copy link',
  copied: 'Link copied',
  copyFailed: 'Select the link and copy it.',
} as const);
