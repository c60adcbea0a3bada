import type { InAppBrowserApp } from '../../../src/domain/capture/in-app-browser';
import { IN_APP_BROWSERS, inAppBrowserOf, phoneSystemOf } from '../../../src/domain/capture/in-app-browser';
import { IN_APP_BROWSER_TEXTS } from '../../../src/domain/capture/in-app-browser-texts';

const IOS = (tail: string) =>
  `Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ${tail}`;
const ANDROID_WV = (tail: string) =>
  'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP2A.240905.003; wv) AppleWebKit/537.36 (KHTML, like Gecko) ' +
  `Version/4.0 Chrome/130.0.6723.58 Mobile Safari/537.36 ${tail}`;

/** One full, realistic user agent per entry of the table (and more for apps with several shapes). */
const AGENTS: readonly [InAppBrowserApp, string, string][] = [
  [
    'instagram',
    'Instagram on iOS',
    IOS(
      'Mobile/22B83 Instagram 354.0.0.29.90 (iPhone12,8; iOS 18_1; en_US; en; scale=2.00; 750x1334; 654111336; IABMV/1)',
    ),
  ],
  [
    'instagram',
    'Instagram on Android',
    ANDROID_WV(
      'Instagram 355.1.0.44.103 Android (34/14; 420dpi; 1080x2205; Google/google; Pixel 8; shiba; shiba; en_US; 658190016)',
    ),
  ],
  [
    'facebook',
    'Facebook on iOS (FBAN/FBAV)',
    IOS(
      'Mobile/22B83 [FBAN/FBIOS;FBAV/488.0.0.68.101;FBBV/658219612;FBDV/iPhone12,8;FBMD/iPhone;FBSN/iOS;FBSV/18.1;FBSS/2;FBID/phone;FBLC/en_US;FBOP/5;FBRV/0;IABMV/1]',
    ),
  ],
  ['facebook', 'Facebook on Android (FB_IAB)', ANDROID_WV('[FB_IAB/FB4A;FBAV/488.0.0.62.79;IABMV/1;]')],
  [
    'messenger',
    'Messenger on iOS',
    IOS(
      'Mobile/14D27 [FBAN/MessengerForiOS;FBAV/117.0.0.36.70;FBBV/57539258;FBDV/iPhone7,2;FBMD/iPhone;FBSN/iOS;FBSV/10.2.1;FBSS/2;FBID/phone;FBLC/en_US;FBOP/5;FBRV/0]',
    ),
  ],
  ['messenger', 'Messenger on Android', ANDROID_WV('[FB_IAB/MESSENGER;FBAV/118.0.0.19.82;]')],
  [
    'tiktok',
    'TikTok on iOS (musical_ly, BytedanceWebview)',
    IOS(
      'Mobile/15E148 BytedanceWebview/d8a21c6 musical_ly_33.2.1 JsSdk/2.0 NetType/WIFI Channel/App Store ByteLocale/en Region/US',
    ),
  ],
  [
    'tiktok',
    'TikTok on Android (its own name)',
    ANDROID_WV(
      'trill_2023303040 JsSdk/1.0 NetType/WIFI Channel/googleplay AppName/TikTok app_version/33.3.4 ByteLocale/en',
    ),
  ],
  ['linkedin', 'LinkedIn on iOS', IOS('Mobile/15E148 [LinkedInApp]/9.30.1753')],
  [
    'snapchat',
    'Snapchat on iOS',
    IOS('Version/17.3.1 Mobile/15E148 Snapchat/12.72.0.39 (like Safari/8617.2.4.10.8, panda)'),
  ],
  ['google', 'the Google app on iOS', IOS('GSA/334.0.674067880 Mobile/15E148 Safari/604.1')],
  ['wechat', 'WeChat on iOS', IOS('Mobile/15E148 MicroMessenger/8.0.49(0x18003130) NetType/WIFI Language/zh_CN')],
  ['line', 'LINE on Android', ANDROID_WV('Line/14.3.1/IAB')],
  ['line', 'LINE on iOS', IOS('Mobile/15E148 Safari Line/14.3.0')],
  ['x', 'X (Twitter) on iOS', IOS('Mobile/15E148 Twitter for iPhone/10.60')],
  ['android-app', 'an unnamed app’s Android WebView', ANDROID_WV('')],
  ['ios-app', 'an unnamed app’s iOS web view', IOS('Mobile/15E148')],
];

describe('inAppBrowserOf', () => {
  it.each(AGENTS)('recognises %s: %s', (app, _what, agent) => {
    expect(inAppBrowserOf(agent)?.app).toBe(app);
  });

  it('has a realistic agent in the test for every entry of the table', () => {
    expect(new Set(AGENTS.map(([app]) => app))).toEqual(new Set(IN_APP_BROWSERS.map((entry) => entry.app)));
  });

  it.each([
    ['Safari on iOS', IOS('Version/18.1 Mobile/15E148 Safari/604.1')],
    ['Chrome on iOS', IOS('CriOS/130.0.6723.90 Mobile/15E148 Safari/604.1')],
    ['Firefox on iOS', IOS('FxiOS/130.1 Mobile/15E148 Safari/605.1.15')],
    [
      'Chrome on Android',
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
    ],
    [
      'Samsung Internet',
      'Mozilla/5.0 (Linux; Android 14; SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
    ],
    [
      'Chrome on a desktop',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
    ],
    [
      'Safari on a Mac',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
    ],
  ])('leaves a browser of its own alone: %s', (_name, agent) => {
    expect(inAppBrowserOf(agent)).toBeNull();
  });
});

describe('phoneSystemOf', () => {
  it('tells iOS (Safari is suggested) from Android (Chrome) from anything else', () => {
    expect(phoneSystemOf(IOS('Mobile/15E148 Instagram 354.0'))).toBe('ios');
    expect(phoneSystemOf(ANDROID_WV('Instagram 355.1'))).toBe('android');
    expect(phoneSystemOf('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36')).toBe('other');
    expect(IN_APP_BROWSER_TEXTS.openHeading('ios')).toBe('Open in Safari');
    expect(IN_APP_BROWSER_TEXTS.openHeading('android')).toBe('Open in Chrome');
  });

  it('names the app in the heading, or says "this app" when the agent does not name it', () => {
    expect(IN_APP_BROWSER_TEXTS.heading({ app: 'instagram', name: 'Instagram' })).toBe(
      "The camera may not work in Instagram's built-in browser.",
    );
    expect(IN_APP_BROWSER_TEXTS.heading({ app: 'ios-app', name: null })).toBe(
      "The camera may not work in this app's built-in browser.",
    );
  });
});
