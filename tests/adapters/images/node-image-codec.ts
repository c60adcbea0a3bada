import * as jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import type { DecodedImage, ImageCodec } from '../../../src/adapters/images/image-codec';
import type { ImageSize, RgbaImage } from '../../../src/domain/images/rgba-image';
import { scalePixels } from '../../../src/domain/images/rgba-image';

const isPng = (bytes: Uint8Array) => bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
const isJpeg = (bytes: Uint8Array) => bytes[0] === 0xff && bytes[1] === 0xd8;

/**
 * The pipeline's codec for Node tests: pngjs and jpeg-js decode, the domain's nearest-neighbour
 * scaling draws, jpeg-js encodes. It stands where the browser's canvas stands, so the tests run the
 * real pipeline (image-pipeline.ts) on real PNG and JPEG bytes. `released` counts release calls;
 * a size asked of decode is honoured (scaled after a full decode: the memory is not the point here).
 */
export class NodeImageCodec implements ImageCodec<RgbaImage> {
  decoded = 0;
  released = 0;
  /** The size each decode was asked for (undefined: its own size), in order. */
  readonly sizesAsked: (ImageSize | undefined)[] = [];

  async decode(bytes: Uint8Array, size?: ImageSize): Promise<DecodedImage<RgbaImage> | null> {
    this.sizesAsked.push(size);
    let image: RgbaImage;
    if (isPng(bytes)) {
      const png = PNG.sync.read(Buffer.from(bytes));
      image = { width: png.width, height: png.height, data: png.data };
    } else if (isJpeg(bytes)) {
      image = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true });
    } else {
      return null;
    }
    this.decoded += 1;
    // Scaling at decode, as createImageBitmap's resizeWidth and resizeHeight do.
    if (size !== undefined) image = scalePixels(image, size);
    return { source: image, width: image.width, height: image.height };
  }

  async pixels(source: RgbaImage, size: ImageSize): Promise<RgbaImage> {
    return scalePixels(source, size);
  }

  async encodeJpeg(source: RgbaImage, size: ImageSize, quality: number): Promise<Uint8Array | null> {
    const scaled = scalePixels(source, size);
    return new Uint8Array(jpeg.encode({ ...scaled, data: scaled.data }, Math.round(quality * 100)).data);
  }

  release(): void {
    this.released += 1;
  }
}
