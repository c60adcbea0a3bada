import { isMobileBrowser } from '../../../src/domain/session/mobile-browser';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID = 'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 Chrome/140.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

describe('mobile browser detection', () => {
  it('is mobile by user agent even with a hovering pointer', () => {
    expect(isMobileBrowser(IPHONE, true)).toBe(true);
    expect(isMobileBrowser(ANDROID, true)).toBe(true);
  });

  it('is mobile on a desktop user agent without hover (a touch screen), desktop otherwise', () => {
    expect(isMobileBrowser(DESKTOP, false)).toBe(true);
    expect(isMobileBrowser(DESKTOP, true)).toBe(false);
  });
});
