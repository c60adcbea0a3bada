import {
  BLACK_FRAME_MAX_LUMA,
  BLACK_FRAME_WATCH_MS,
  firstFramesVerdict,
  isBlackFrame,
  NO_FRAME_WAIT_MS,
} from '../../../src/domain/capture/black-frame';
import { CAMERA_RETRY_HELPS } from '../../../src/domain/capture/camera-failure';
import { CAMERA_FALLBACK_TEXTS } from '../../../src/domain/capture/camera-fallback';
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

describe('firstFramesVerdict', () => {
  const opened = { openedAt: 1000 };

  it('is live as soon as one frame shows a picture', () => {
    expect(firstFramesVerdict({ ...opened, firstFrameAt: 1200, sawPicture: true, now: 1200 })).toBe('live');
  });

  it('calls a feed black once its frames stayed black for the watch, counted from the first frame', () => {
    const black = { ...opened, firstFrameAt: 4000, sawPicture: false };
    expect(firstFramesVerdict({ ...black, now: 4000 + BLACK_FRAME_WATCH_MS - 1 })).toBe('watching');
    expect(firstFramesVerdict({ ...black, now: 4000 + BLACK_FRAME_WATCH_MS })).toBe('black');
  });

  it('calls a camera black when no frame came at all within the wait after opening', () => {
    const none = { ...opened, firstFrameAt: null, sawPicture: false };
    expect(firstFramesVerdict({ ...none, now: 1000 + NO_FRAME_WAIT_MS - 1 })).toBe('watching');
    expect(firstFramesVerdict({ ...none, now: 1000 + NO_FRAME_WAIT_MS })).toBe('black');
  });
});

describe('camera fallback texts', () => {
  it('say why and what to do for every failure, each in its own words, and always offer the photo picker', () => {
    const texts = Object.values(CAMERA_FALLBACK_TEXTS);
    expect(Object.keys(CAMERA_FALLBACK_TEXTS).sort()).toEqual(
      ['black', 'busy', 'denied', 'ended', 'not-found', 'unavailable'].sort(),
    );
    expect(new Set(texts.map((text) => text.heading)).size).toBe(texts.length);
    for (const text of texts) {
      expect(text.heading).not.toBe('');
      expect(text.advice).toMatch(/choose a photo/i);
    }
  });

  it('offer Try again only where a second attempt can cure it: busy, black, ended', () => {
    const retried = Object.entries(CAMERA_RETRY_HELPS)
      .filter(([, helps]) => helps)
      .map(([failure]) => failure);
    expect(retried.sort()).toEqual(['black', 'busy', 'ended']);
  });
});
