import * as jpeg from 'jpeg-js';
import { runImagePipeline } from '../../../src/adapters/images/image-pipeline';
import { MAX_PROCESSED_PIXELS } from '../../../src/domain/images/image-limits';
import type { ImageSize, RgbaImage } from '../../../src/domain/images/rgba-image';
import { NodeImageCodec } from './node-image-codec';
import { jpegOf, photoPixels, pngOf, solidPixels } from '../../support/test-images';

const decodeOutput = (base64: string) => jpeg.decode(Buffer.from(base64, 'base64'), { useTArray: true });

describe('the image pipeline on real bytes (Node codec: pngjs, jpeg-js)', () => {
  it('turns a photo-like PNG into a JPEG of the same size that decodes', async () => {
    const codec = new NodeImageCodec();
    const result = await runImagePipeline(codec, pngOf(320, 240, photoPixels(320, 240)));
    if (!result.ok) throw new Error(`expected a processed image, got ${result.error}`);
    expect(result.value).toMatchObject({ mimeType: 'image/jpeg', width: 320, height: 240 });
    const output = Buffer.from(result.value.data, 'base64');
    expect(result.value.sizeBytes).toBe(output.length);
    expect([output[0], output[1]]).toEqual([0xff, 0xd8]);
    // The file to show is the same JPEG as what is sent.
    expect(result.value.file.type).toBe('image/jpeg');
    expect(Buffer.from(await result.value.file.arrayBuffer()).equals(output)).toBe(true);
    const decoded = decodeOutput(result.value.data);
    expect({ width: decoded.width, height: decoded.height }).toEqual({ width: 320, height: 240 });
    // Every decoded image was released: the original and the output's check.
    expect(codec.released).toBe(codec.decoded);
  });

  it('re-encodes a photo-like JPEG', async () => {
    const result = await runImagePipeline(new NodeImageCodec(), jpegOf(640, 480, photoPixels(640, 480)));
    expect(result.ok && { width: result.value.width, height: result.value.height }).toEqual({
      width: 640,
      height: 480,
    });
  });

  it('answers empty for a one-colour image', async () => {
    const codec = new NodeImageCodec();
    expect(await runImagePipeline(codec, pngOf(200, 100, solidPixels(200, 100, [240, 240, 240])))).toEqual({
      ok: false,
      error: 'empty',
    });
    expect(await runImagePipeline(codec, jpegOf(64, 64, solidPixels(64, 64, [0, 0, 0])))).toEqual({
      ok: false,
      error: 'empty',
    });
    expect(codec.released).toBe(codec.decoded);
  });

  it('answers empty for a 1x1 image', async () => {
    expect(await runImagePipeline(new NodeImageCodec(), pngOf(1, 1, solidPixels(1, 1, [9, 99, 199])))).toEqual({
      ok: false,
      error: 'empty',
    });
  });

  it('answers corrupted for random bytes, for an empty file and for a truncated JPEG', async () => {
    const random = new Uint8Array(4096).map((_, i) => (i * 2654435761) % 251);
    const truncated = jpegOf(64, 64, photoPixels(64, 64)).slice(0, 200);
    for (const bytes of [random, new Uint8Array(0), truncated]) {
      expect(await runImagePipeline(new NodeImageCodec(), bytes)).toEqual({ ok: false, error: 'corrupted' });
    }
  });

  it('downscales a 5000x4000 image to at most 12 MP, keeping 5:4, as a JPEG that decodes', async () => {
    const bytes = jpegOf(5000, 4000, photoPixels(5000, 4000), 80);
    const result = await runImagePipeline(new NodeImageCodec(), bytes);
    if (!result.ok) throw new Error(`expected a processed image, got ${result.error}`);
    const { width, height } = result.value;
    expect(width * height).toBeLessThanOrEqual(MAX_PROCESSED_PIXELS);
    expect(width * height).toBeGreaterThan(MAX_PROCESSED_PIXELS * 0.999);
    expect(Math.abs(width / height - 5 / 4)).toBeLessThan(0.001);
    const decoded = decodeOutput(result.value.data);
    expect({ width: decoded.width, height: decoded.height }).toEqual({ width, height });
  }, 60_000);
});

/** A codec that behaves like the Node one except where a test breaks it. */
class BrokenCodec extends NodeImageCodec {
  constructor(private readonly broken: { encode?: 'null' | 'zero' | 'throw' | 'blank'; pixels?: 'throw' }) {
    super();
  }

  override async pixels(source: RgbaImage, size: ImageSize): Promise<RgbaImage> {
    if (this.broken.pixels === 'throw') throw new Error('canvas too large');
    return super.pixels(source, size);
  }

  override async encodeJpeg(source: RgbaImage, size: ImageSize, quality: number): Promise<Uint8Array | null> {
    switch (this.broken.encode) {
      case 'null':
        return null;
      case 'zero':
        return new Uint8Array(0);
      case 'throw':
        throw new Error('encoder out of memory');
      case 'blank':
        return jpegOf(size.width, size.height, solidPixels(size.width, size.height, [255, 255, 255]));
      default:
        return super.encodeJpeg(source, size, quality);
    }
  }
}

describe('the image pipeline when the platform fails', () => {
  const photo = pngOf(100, 80, photoPixels(100, 80));

  it.each(['null', 'zero', 'throw', 'blank'] as const)(
    'answers empty-processed when the encoder gives %s',
    async (encode) => {
      const codec = new BrokenCodec({ encode });
      expect(await runImagePipeline(codec, photo)).toEqual({ ok: false, error: 'empty-processed' });
      expect(codec.released).toBe(codec.decoded);
    },
  );

  it('answers corrupted when the original cannot be drawn', async () => {
    const codec = new BrokenCodec({ pixels: 'throw' });
    expect(await runImagePipeline(codec, photo)).toEqual({ ok: false, error: 'corrupted' });
    expect(codec.released).toBe(codec.decoded);
  });

  it('answers corrupted when the decoder throws, or decodes zero pixels', async () => {
    const throwing = new NodeImageCodec();
    throwing.decode = () => Promise.reject(new Error('bad huffman table'));
    expect(await runImagePipeline(throwing, photo)).toEqual({ ok: false, error: 'corrupted' });
    const zero = new NodeImageCodec();
    zero.decode = async () => ({ source: { width: 0, height: 0, data: new Uint8Array(0) }, width: 0, height: 0 });
    expect(await runImagePipeline(zero, photo)).toEqual({ ok: false, error: 'corrupted' });
  });
});
