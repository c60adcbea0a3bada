import { runImagePipeline } from '../../../src/adapters/images/image-pipeline';
import type { DecodedImage } from '../../../src/adapters/images/image-codec';
import { readImageHeader } from '../../../src/domain/images/image-header';
import type { ImageSize, RgbaImage } from '../../../src/domain/images/rgba-image';
import { targetSize } from '../../../src/domain/images/target-size';
import { heifFile, jpegHeader, pngHeader, withExifOrientation } from '../../support/image-headers';
import { jpegOf, photoPixels } from '../../support/test-images';
import { NodeImageCodec } from './node-image-codec';

const photo = (size: ImageSize): RgbaImage => ({ ...size, data: photoPixels(size.width, size.height) });

/**
 * A browser as far as the pipeline can tell, without the cost of big pictures: it "decodes" any
 * header it can read to a small photo-like picture that reports the size asked (or declared), and
 * encodes that small picture. HEIC included, as Safari does. Enough to see what the pipeline asks.
 */
class HeaderOnlyCodec extends NodeImageCodec {
  override async decode(bytes: Uint8Array, size?: ImageSize): Promise<DecodedImage<RgbaImage> | null> {
    this.sizesAsked.push(size);
    const declared = readImageHeader(bytes)?.size;
    if (declared == null) return null;
    this.decoded += 1;
    const shown = size ?? declared;
    return { source: photo({ width: 64, height: 48 }), width: shown.width, height: shown.height };
  }

  override async encodeJpeg(source: RgbaImage, _size: ImageSize, quality: number): Promise<Uint8Array | null> {
    return super.encodeJpeg(source, source, quality);
  }
}

describe('the image pipeline decodes bounded by the header (issue 22)', () => {
  it('asks the codec to decode a photo larger than 12 MP straight to the processing size', async () => {
    const codec = new HeaderOnlyCodec();
    const result = await runImagePipeline(codec, jpegHeader(8660, 5773));
    const target = targetSize({ width: 8660, height: 5773 });
    expect(codec.sizesAsked[0]).toEqual(target);
    expect(result.ok && { width: result.value.width, height: result.value.height }).toEqual(target);
  });

  it('asks for the size as shown when the EXIF orientation turns the photo a quarter', async () => {
    const codec = new HeaderOnlyCodec();
    await runImagePipeline(codec, withExifOrientation(jpegHeader(8660, 5773), 6));
    expect(codec.sizesAsked[0]).toEqual(targetSize({ width: 5773, height: 8660 }));
  });

  it('gets a real JPEG over 12 MP from the Node codec at the size asked', async () => {
    const codec = new NodeImageCodec();
    const result = await runImagePipeline(codec, jpegOf(4500, 3000, photoPixels(4500, 3000), 60));
    expect(codec.sizesAsked[0]).toEqual({ width: 4242, height: 2828 });
    expect(result.ok && [result.value.width, result.value.height]).toEqual([4242, 2828]);
  }, 60_000);

  it('decodes a photo within 12 MP at its own size', async () => {
    const codec = new NodeImageCodec();
    await runImagePipeline(codec, jpegOf(320, 240, photoPixels(320, 240)));
    expect(codec.sizesAsked[0]).toBeUndefined();
  });

  it('refuses a PNG or JPEG declaring more than 100 MP without decoding it', async () => {
    for (const bytes of [pngHeader(16000, 16000), jpegHeader(10001, 10000), jpegHeader(65535, 65535)]) {
      const codec = new NodeImageCodec();
      expect(await runImagePipeline(codec, bytes)).toEqual({ ok: false, error: 'too-many-pixels' });
      expect(codec.decoded).toBe(0);
    }
  });

  it('refuses a picture over 100 MP once decoded when its header gives no size, and releases it', async () => {
    const codec = new NodeImageCodec();
    codec.decode = async () => {
      codec.decoded += 1;
      return { source: photo({ width: 4, height: 4 }), width: 20000, height: 6000 };
    };
    expect(await runImagePipeline(codec, new TextEncoder().encode('<svg/>'))).toEqual({
      ok: false,
      error: 'too-many-pixels',
    });
    expect(codec.released).toBe(1);
  });

  it('answers heic-unsupported, not corrupted, for a HEIC the browser cannot decode (Chromium, Firefox)', async () => {
    const codec = new NodeImageCodec();
    expect(await runImagePipeline(codec, heifFile({ width: 4032, height: 3024 }))).toEqual({
      ok: false,
      error: 'heic-unsupported',
    });
    expect(await runImagePipeline(codec, heifFile({ brands: ['mif1', 'heic'], width: 10, height: 10 }))).toEqual({
      ok: false,
      error: 'heic-unsupported',
    });
  });

  it('converts a HEIC to a JPEG where the browser decodes it (Safari), at most 12 MP', async () => {
    const codec = new HeaderOnlyCodec();
    const small = await runImagePipeline(codec, heifFile({ width: 640, height: 480 }));
    expect(small.ok && [small.value.mimeType, small.value.width, small.value.height]).toEqual(['image/jpeg', 640, 480]);
    // A 48 MP HEIF Max photo is asked for at 12 MP.
    const fresh = new HeaderOnlyCodec();
    const large = await runImagePipeline(fresh, heifFile({ width: 8064, height: 6048 }));
    expect(fresh.sizesAsked[0]).toEqual(targetSize({ width: 8064, height: 6048 }));
    expect(large.ok && [large.value.width, large.value.height]).toEqual([4000, 3000]);
  });

  it('refuses a HEIC declaring more than 100 MP before trying to decode it', async () => {
    const codec = new HeaderOnlyCodec();
    expect(await runImagePipeline(codec, heifFile({ width: 16320, height: 12240 }))).toEqual({
      ok: false,
      error: 'too-many-pixels',
    });
    expect(codec.decoded).toBe(0);
  });
});
