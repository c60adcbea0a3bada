/** The apps whose built-in browser the capture questions recognise (IN_APP_BROWSERS). */
export type InAppBrowserApp =
  | 'messenger'
  | 'instagram'
  | 'facebook'
  | 'tiktok'
  | 'linkedin'
  | 'snapchat'
  | 'google'
  | 'wechat'
  | 'line'
  | 'x'
  | 'ios-app'
  | 'android-app';

export interface InAppBrowser {
  readonly app: InAppBrowserApp;
  /** The app's name as the applicant knows it; null for an app the agent does not name. */
  readonly name: string | null;
}

/**
 * Browsers built into other apps, by the marker each puts in its user agent, first match wins
 * (Messenger's agent also carries Facebook's FBAN/FB_IAB, so it comes first; the two generic
 * webview markers come last). Many of them never ask for the camera or answer with a black
 * picture, so a capture question says so before the camera is tried.
 *
 * Gmail on iOS has no marker of its own that we could confirm: the agents reported for it are
 * Safari's word for word (it opens links in Safari's own view, where the camera works), so it is
 * not listed; an app that uses a bare iOS web view is caught by the 'ios-app' rule instead.
 */
export const IN_APP_BROWSERS: readonly (InAppBrowser & { readonly marker: RegExp })[] = [
  { app: 'messenger', name: 'Messenger', marker: /FBAN\/Messenger|FB_IAB\/MESSENGER|\bMessenger(ForiOS|Lite)?\//i },
  { app: 'instagram', name: 'Instagram', marker: /\bInstagram\b/ },
  { app: 'facebook', name: 'Facebook', marker: /FBAN\/|FBAV\/|FB_IAB\// },
  { app: 'tiktok', name: 'TikTok', marker: /musical_ly|BytedanceWebview|\bTikTok\b/i },
  { app: 'linkedin', name: 'LinkedIn', marker: /LinkedInApp/ },
  { app: 'snapchat', name: 'Snapchat', marker: /\bSnapchat\b/ },
  // The Google app on iOS ('Google Search App'); on Android it uses Chrome's tabs, not a web view.
  { app: 'google', name: 'the Google app', marker: /\bGSA\/\d/ },
  { app: 'wechat', name: 'WeChat', marker: /MicroMessenger\// },
  { app: 'line', name: 'LINE', marker: /\bLine\//i },
  { app: 'x', name: 'X (Twitter)', marker: /\bTwitter/i },
  // Android's WebView says '; wv)' in its platform part; Chrome itself never does.
  { app: 'android-app', name: null, marker: /; wv\)/ },
  // An iOS web view carries AppleWebKit without the 'Safari/' token Safari, Chrome and Firefox keep.
  { app: 'ios-app', name: null, marker: /\((iPhone|iPad|iPod);(?!.*\bSafari\/).*AppleWebKit\// },
];

/** Which app's built-in browser this user agent is, or null for a browser of its own. */
export function inAppBrowserOf(userAgent: string): InAppBrowser | null {
  const found = IN_APP_BROWSERS.find((entry) => entry.marker.test(userAgent));
  return found === undefined ? null : { app: found.app, name: found.name };
}

/** The phone's system, for which browser to suggest: Safari on iOS, Chrome on Android. */
export type PhoneSystem = 'ios' | 'android' | 'other';

export function phoneSystemOf(userAgent: string): PhoneSystem {
  if (/\((iPhone|iPad|iPod)[;)]/.test(userAgent)) return 'ios';
  return /\bAndroid\b/.test(userAgent) ? 'android' : 'other';
}
