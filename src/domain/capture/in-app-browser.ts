/**
 * Browsers built into other apps (Facebook, Instagram, Messenger, LINE, TikTok, Snapchat, X, LinkedIn,
 * WeChat, and Android's generic WebView marker `; wv)`). Many of them never ask for the camera or
 * answer with a black picture, so the selfie goes straight to the photo picker there, with the
 * advice to open the link in the phone's own browser.
 */
const IN_APP_AGENT =
  /FBAN|FBAV|FB_IAB|Instagram|Messenger|\bLine\/|musical_ly|BytedanceWebview|Snapchat|Twitter|LinkedInApp|MicroMessenger|; wv\)/i;

export const isInAppBrowser = (userAgent: string): boolean => IN_APP_AGENT.test(userAgent);
