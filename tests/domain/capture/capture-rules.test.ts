import { BLACK_FRAME_MAX_LUMA, isBlackFrame } from '../../../src/domain/capture/black-frame';
import { CAMERA_FALLBACK_TEXTS } from '../../../src/domain/capture/camera-fallback';
import { isInAppBrowser } from '../../../src/domain/capture/in-app-browser';
import { uploadPercent, uploadQuarter } from '../../../src/domain/capture/upload-quarters';

const frame = (...pixels: [number, number, number][]): Uint8ClampedArray =>
  Uint8ClampedArray.from(pixels.flatMap(([r, g, b]) => [r, g, b, 255]));

describe('isBlackFrame', () => {
  it('is black when every pixel is at most the luma limit', () => {
    expect(isBlackFrame(frame([0, 0, 0], [BLACK_FRAME_MAX_LUMA, BLACK_FRAME_MAX_LUMA, BLACK_FRAME_MAX_LUMA]))).toBe(
      true,
    );
  });

  it('is not black once one pixel is brighter, even a dim one in a dark room', () => {
    expect(isBlackFrame(frame([0, 0, 0], [0, 0, 0], [30, 24, 20]))).toBe(false);
    expect(isBlackFrame(frame([0, 40, 0]))).toBe(false);
  });

  it('does not call an empty sample black', () => {
    expect(isBlackFrame(new Uint8ClampedArray(0))).toBe(false);
  });
});

describe('isInAppBrowser', () => {
  it.each([
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 [FBAN/FBIOS;FBAV/440.0]',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Instagram 300.0',
    'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 Version/4.0 Chrome/120.0 Mobile Safari/537.36',
    'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Chrome/119.0 Mobile Safari/537.36 Line/13.1.0',
  ])('recognises %s', (agent) => {
    expect(isInAppBrowser(agent)).toBe(true);
  });

  it.each([
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/140.0.0.0 Mobile Safari/537.36',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0.0.0 Safari/537.36',
  ])('leaves the phone’s own browser alone: %s', (agent) => {
    expect(isInAppBrowser(agent)).toBe(false);
  });
});

describe('upload quarters', () => {
  it.each([
    [0, 0],
    [0.24, 0],
    [0.25, 25],
    [0.5, 50],
    [0.99, 75],
    [1, 100],
    [1.2, 100],
    [-1, 0],
    [Number.NaN, 0],
  ])('%s reaches quarter %s', (fraction, quarter) => {
    expect(uploadQuarter(fraction)).toBe(quarter);
  });

  it('gives the bar whole percents, clamped', () => {
    expect(uploadPercent(0.333)).toBe(33);
    expect(uploadPercent(2)).toBe(100);
    expect(uploadPercent(Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe('camera fallback texts', () => {
  it('say why and what to do for every reason, and always offer the photo picker', () => {
    for (const text of Object.values(CAMERA_FALLBACK_TEXTS)) {
      expect(text.heading).not.toBe('');
      expect(text.advice).toMatch(/choose a photo/i);
    }
  });
});
