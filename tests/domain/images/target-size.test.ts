import { MAX_PROCESSED_PIXELS } from '../../../src/domain/images/image-limits';
import { targetSize } from '../../../src/domain/images/target-size';

const pixels = (size: { width: number; height: number }) => size.width * size.height;

describe('the processing size (spec 001 §9: at most 12 million pixels)', () => {
  it('keeps an image of exactly 12 MP as it is', () => {
    expect(targetSize({ width: 4000, height: 3000 })).toEqual({ width: 4000, height: 3000 });
  });

  it('never upscales a small image (1x1, 29 px wide)', () => {
    expect(targetSize({ width: 1, height: 1 })).toEqual({ width: 1, height: 1 });
    expect(targetSize({ width: 29, height: 17 })).toEqual({ width: 29, height: 17 });
  });

  it('halves the pixels of a 24 MP 4:3 photo, keeping 4:3', () => {
    const size = targetSize({ width: 6000, height: 4000 });
    expect(size).toEqual({ width: 4242, height: 2828 });
    expect(pixels(size)).toBeLessThanOrEqual(MAX_PROCESSED_PIXELS);
  });

  it('scales a 24 MP 16:9 photo below 12 MP, keeping 16:9 within a pixel', () => {
    const size = targetSize({ width: 6528, height: 3672 });
    expect(pixels(size)).toBeLessThanOrEqual(MAX_PROCESSED_PIXELS);
    expect(pixels(size)).toBeGreaterThan(MAX_PROCESSED_PIXELS * 0.999);
    expect(Math.abs(size.height - (size.width * 9) / 16)).toBeLessThanOrEqual(1);
  });

  it('scales a portrait photo the same way turned', () => {
    expect(targetSize({ width: 4000, height: 6000 })).toEqual({ width: 2828, height: 4242 });
  });

  it('stays within the limit and above one pixel for a pathological strip', () => {
    const size = targetSize({ width: 1, height: 24_000_000 });
    expect(size.width).toBe(1);
    expect(pixels(size)).toBeLessThanOrEqual(MAX_PROCESSED_PIXELS);
  });

  it('lands just within the limit for sizes that do not divide evenly', () => {
    for (const [width, height] of [
      [4001, 3001],
      [12_345, 6_789],
      [5000, 4000],
      [7, 3_000_000],
    ] as const) {
      const size = targetSize({ width, height });
      expect(pixels(size)).toBeLessThanOrEqual(MAX_PROCESSED_PIXELS);
      expect(size.width).toBeLessThanOrEqual(width);
      expect(size.height).toBeLessThanOrEqual(height);
    }
  });
});
