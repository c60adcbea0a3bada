import { IMAGE_PROBLEM_MESSAGES } from '../../../src/domain/errors/question-messages';
import { decodePlan, exceedsPixelCeiling } from '../../../src/domain/images/decode-plan';
import { MAX_SOURCE_PIXELS } from '../../../src/domain/images/image-limits';
import { imageProblemOf, showsRefusalSnackbar } from '../../../src/domain/images/pipeline-fault';

const jpeg = (width: number, height: number) => ({ format: 'jpeg' as const, size: { width, height } });

describe('how a photo is decoded, decided from its header', () => {
  it('decodes a photo within 12 MP at its own size', () => {
    expect(decodePlan(jpeg(4000, 3000))).toEqual({ kind: 'decode', size: null });
  });

  it('decodes a 24, 50 or 100 MP photo straight to the 12 MP processing size', () => {
    expect(decodePlan(jpeg(6000, 4000))).toEqual({ kind: 'decode', size: { width: 4242, height: 2828 } });
    expect(decodePlan(jpeg(8660, 5773))).toEqual({ kind: 'decode', size: { width: 4242, height: 2828 } });
    expect(decodePlan(jpeg(10000, 10000))).toEqual({ kind: 'decode', size: { width: 3464, height: 3464 } });
  });

  it('decodes a 20000x3000 panorama at 12 MP keeping its aspect ratio', () => {
    const plan = decodePlan(jpeg(20000, 3000));
    expect(plan).toEqual({ kind: 'decode', size: { width: 8944, height: 1341 } });
  });

  it('refuses a photo over 100 million pixels before decoding it, and takes one of exactly 100 million', () => {
    expect(MAX_SOURCE_PIXELS).toBe(100_000_000);
    expect(decodePlan(jpeg(10000, 10001))).toEqual({ kind: 'refuse' });
    expect(decodePlan(jpeg(16320, 12240))).toEqual({ kind: 'refuse' });
    expect(decodePlan(jpeg(20000, 5000)).kind).toBe('decode');
    expect(exceedsPixelCeiling({ width: 10000, height: 10000 })).toBe(false);
    expect(exceedsPixelCeiling({ width: 10000, height: 10001 })).toBe(true);
  });

  it('decodes at its own size a photo whose header gives no size or no known format (checked once decoded)', () => {
    expect(decodePlan({ format: 'jpeg', size: null })).toEqual({ kind: 'decode', size: null });
    expect(decodePlan(null)).toEqual({ kind: 'decode', size: null });
  });
});

describe('the messages of the two problems of issue 22 (ours: spec is silent)', () => {
  it('names the HEIC format and what to do, instead of the spec\'s "corrupted"', () => {
    expect(IMAGE_PROBLEM_MESSAGES[imageProblemOf('heic-undecodable')]).toBe(
      "This photo is in HEIC format, which this browser can't open. Choose a JPEG or PNG, or on an iPhone set Camera > Formats to Most Compatible, or share the photo as a JPEG.",
    );
  });

  it('names the pixel ceiling', () => {
    expect(IMAGE_PROBLEM_MESSAGES[imageProblemOf('too-many-pixels')]).toBe(
      'This photo is too large to open: it has more than 100 megapixels. Choose a smaller photo, or take one with your camera at its usual resolution.',
    );
  });

  it("shows them alone, without the refused-file snackbar that the spec's three problems get", () => {
    expect(showsRefusalSnackbar('heic-unsupported')).toBe(false);
    expect(showsRefusalSnackbar('too-many-pixels')).toBe(false);
    expect(showsRefusalSnackbar('corrupted')).toBe(true);
    expect(showsRefusalSnackbar('empty')).toBe(true);
    expect(showsRefusalSnackbar('empty-processed')).toBe(true);
  });
});
