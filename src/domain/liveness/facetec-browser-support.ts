import { inAppBrowserOf, phoneSystemOf } from '../capture/in-app-browser';
import type { ErrorReason } from '../errors/error-reason';

/** What the browser tells about itself that decides whether the FaceTec SDK can run. */
export interface BrowserFacts {
  readonly userAgent: string;
  /** Whether `WebAssembly` exists (the SDK is WebAssembly). */
  readonly webAssembly: boolean;
}

export type FacetecUnsupportedReason = Extract<
  ErrorReason,
  'facetec-unsupported-browser' | 'facetec-unsupported-browser-ios' | 'facetec-unsupported-browser-old'
>;

/**
 * The oldest versions the video selfie accepts (spec 000 §8: 'Firefox 52 or later, Chrome, Safari
 * 12 or later, Opera 44 or later'). Spec is silent on Chrome's minimum: 57, the first Chrome with
 * WebAssembly, and the Chromium that Opera 44 is built on, so the Chrome family (Chrome, Edge,
 * Opera, Samsung Internet all carry 'Chrome/') is held to what Opera 44 already needs; Firefox 52
 * is likewise Firefox's first with WebAssembly.
 */
export const FACETEC_MINIMUM_VERSIONS = { chrome: 57, firefox: 52, safari: 12, opera: 44 } as const;

/** iOS browsers other than Safari: Chrome, Firefox, Edge, Opera, and Opera Touch/DuckDuckGo/Brave-like wrappers. */
const IOS_OTHER_BROWSER = /\b(CriOS|FxiOS|EdgiOS|OPiOS|OPT|GSA|YaBrowser|DuckDuckGo|Brave)\//;

const versionOf = (userAgent: string, marker: RegExp): number | null => {
  const match = marker.exec(userAgent);
  return match?.[1] === undefined ? null : Number(match[1]);
};

const below = (version: number | null, minimum: number): boolean => version !== null && version < minimum;

/**
 * Whether the FaceTec SDK can run in this browser (spec 001 §7, FaceTec init errors: the
 * unsupported-browser variants), checked before the SDK loads; null when it can.
 *
 * - An iPhone, iPad or iPod browser that is not Safari (Chrome, Firefox, Edge, Opera on iOS, or a
 *   browser built into another app) → 'facetec-unsupported-browser-ios': an iPhone must use Safari.
 * - A browser of a known family below its minimum (FACETEC_MINIMUM_VERSIONS), Safari on iOS included
 *   → 'facetec-unsupported-browser-old': updating is the way forward.
 * - No WebAssembly otherwise → 'facetec-unsupported-browser' (the list of supported browsers).
 *
 * Spec is silent on agents whose version cannot be read (WebKitGTK without 'Version/', unknown
 * browsers): they are let through when WebAssembly is there, so only a fact rules a browser out;
 * the SDK's own init errors still catch the rest. An iPad in desktop mode says 'Macintosh' and is
 * Safari, so it is judged as desktop Safari.
 */
export function facetecUnsupportedReason(facts: BrowserFacts): FacetecUnsupportedReason | null {
  const agent = facts.userAgent;
  if (phoneSystemOf(agent) === 'ios') {
    if (IOS_OTHER_BROWSER.test(agent) || inAppBrowserOf(agent) !== null) return 'facetec-unsupported-browser-ios';
    if (below(versionOf(agent, /\bVersion\/(\d+)/), FACETEC_MINIMUM_VERSIONS.safari)) {
      return 'facetec-unsupported-browser-old';
    }
  } else if (tooOld(agent)) {
    return 'facetec-unsupported-browser-old';
  }
  return facts.webAssembly ? null : 'facetec-unsupported-browser';
}

function tooOld(agent: string): boolean {
  const opera = versionOf(agent, /\bOPR\/(\d+)/);
  if (opera !== null) return opera < FACETEC_MINIMUM_VERSIONS.opera;
  const chrome = versionOf(agent, /\b(?:Chrome|Chromium)\/(\d+)/);
  if (chrome !== null) return chrome < FACETEC_MINIMUM_VERSIONS.chrome;
  const firefox = versionOf(agent, /\bFirefox\/(\d+)/);
  if (firefox !== null) return firefox < FACETEC_MINIMUM_VERSIONS.firefox;
  if (/\bSafari\//.test(agent)) return below(versionOf(agent, /\bVersion\/(\d+)/), FACETEC_MINIMUM_VERSIONS.safari);
  return false;
}
