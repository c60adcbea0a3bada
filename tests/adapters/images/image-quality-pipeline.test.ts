import { QUALITY_MEASURE_NAME, runImagePipeline } from '../../../src/adapters/images/image-pipeline';
import { MAX_GLARE, MIN_SHARPNESS, qualityConcern } from '../../../src/domain/images/quality';
import type { DocumentScene } from '../../support/document-images';
import { documentPixels } from '../../support/document-images';
import { jpegOf, pngOf, solidPixels } from '../../support/test-images';
import { NodeImageCodec } from './node-image-codec';

type Format = 'png' | 'jpeg';

const bytesOf = (scene: DocumentScene, format: Format): Uint8Array => {
  const { width, height, data } = documentPixels(scene);
  return format === 'png' ? pngOf(width, height, data) : jpegOf(width, height, data, 90);
};

async function processed(scene: DocumentScene, format: Format) {
  const result = await runImagePipeline(new NodeImageCodec(), bytesOf(scene, format));
  if (!result.ok) throw new Error(`expected a processed image, got ${result.error}`);
  return result.value;
}

/** A minimal PDF: a document, not an image. */
const PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

describe('the blur and glare pre-check through the whole pipeline (generated document photos, real bytes)', () => {
  // 1200x800: the sample (1000x667) is drawn smaller than the processed image, as for a real photo.
  const size = { width: 1200, height: 800 };

  it.each<[string, ReturnType<typeof qualityConcern>, DocumentScene, Format]>([
    ['a sharp card (JPEG)', null, { ...size }, 'jpeg'],
    // JPEG: its ringing beside the text clips a few lone pixels, which are not glare.
    ['a sharp white page (JPEG)', null, { ...size, subject: 'paper' }, 'jpeg'],
    ['a card blurred with radius 1 (JPEG)', 'blurry', { ...size, blurRadius: 1 }, 'jpeg'],
    ['a card blurred with radius 5 (PNG)', 'blurry', { ...size, blurRadius: 5 }, 'png'],
    ['a sharp card with glare (JPEG)', 'glare', { ...size, glare: 'ellipse' }, 'jpeg'],
    ['a sharp card with a spot of glare (JPEG)', 'glare', { ...size, glare: 'spot' }, 'jpeg'],
    ['a blurred card with glare (JPEG)', 'blurry-and-glare', { ...size, blurRadius: 3, glare: 'ellipse' }, 'jpeg'],
  ])(
    'measures %s as %p',
    async (_name, concern, scene, format) => {
      const image = await processed(scene, format);
      expect(qualityConcern(image.quality)).toBe(concern);
      // With a margin of at least 2 to the thresholds either way.
      if (concern === null || concern === 'glare') expect(image.quality.sharpness).toBeGreaterThan(MIN_SHARPNESS * 2);
      else expect(image.quality.sharpness).toBeLessThan(MIN_SHARPNESS / 2);
      if (concern === null || concern === 'blurry') expect(image.quality.glare).toBe(0);
      else expect(image.quality.glare).toBeGreaterThan(MAX_GLARE * 2);
      // PNG and JPEG codecs in JavaScript on a shared two-core machine.
    },
    30_000,
  );

  it('measures a photo larger than the sample on its 1000-px sample, alike to a small one', async () => {
    const small = await processed({ width: 1000, height: 667 }, 'jpeg');
    const large = await processed({ width: 2000, height: 1333 }, 'jpeg');
    expect(large.width).toBe(2000);
    expect(large.quality.sharpness / small.quality.sharpness).toBeGreaterThan(0.8);
    expect(large.quality.sharpness / small.quality.sharpness).toBeLessThan(1.25);
    const blurred = await processed({ width: 2000, height: 1333, blurRadius: 1 }, 'jpeg');
    expect(qualityConcern(blurred.quality)).toBe('blurry');
  }, 60_000);

  it('measures nothing for what is not a picture: empty, corrupted bytes, a PDF', async () => {
    const codec = new NodeImageCodec();
    expect(await runImagePipeline(codec, pngOf(300, 200, solidPixels(300, 200, [255, 255, 255])))).toEqual({
      ok: false,
      error: 'empty',
    });
    const card = bytesOf({ width: 300, height: 200 }, 'jpeg');
    expect(await runImagePipeline(codec, card.slice(0, 300))).toEqual({ ok: false, error: 'corrupted' });
    expect(await runImagePipeline(codec, PDF)).toEqual({ ok: false, error: 'corrupted' });
    expect(codec.released).toBe(codec.decoded);
  }, 30_000);

  it('times the pre-check as a User Timing measure, for the benchmark', async () => {
    performance.clearMeasures(QUALITY_MEASURE_NAME);
    await processed({ width: 400, height: 267 }, 'jpeg');
    const measures = performance.getEntriesByName(QUALITY_MEASURE_NAME, 'measure');
    expect(measures).toHaveLength(1);
    expect(measures[0]!.duration).toBeGreaterThanOrEqual(0);
    // Its detail is the two figures (what the browser tests read), nothing of the picture.
    expect(Object.keys((measures[0] as PerformanceMeasure).detail as object).sort()).toEqual(['glare', 'sharpness']);
  });
});
