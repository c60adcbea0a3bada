import type { ImageSize, RgbaImage } from '../../domain/images/rgba-image';
import type { DecodedImage, ImageCodec } from './image-codec';

/** What a canvas can draw: a decoded bitmap, or an <img> where createImageBitmap is missing. */
export type Drawable = ImageBitmap | HTMLImageElement;

/** A 2D canvas of a given size, whichever kind the platform has. */
export interface DrawingSurface {
  readonly context: Pick<CanvasRenderingContext2D, 'drawImage' | 'getImageData'>;
  toJpeg(quality: number): Promise<Blob | null>;
  /** Gives the canvas memory back at once (a 12 MP canvas holds 48 MB) rather than at the next collection. */
  dispose(): void;
}

/** Where the codec runs: a worker (OffscreenCanvas) or the main thread (a <canvas> element). */
export interface CanvasPlatform {
  surface(size: ImageSize): DrawingSurface;
  /**
   * Decodes the blob, at `size` where the platform can scale while decoding; rejects when it holds
   * no image the browser can render.
   */
  decode(blob: Blob, size?: ImageSize): Promise<Drawable>;
}

const sizeOf = (image: Drawable): ImageSize =>
  'naturalWidth' in image
    ? { width: image.naturalWidth, height: image.naturalHeight }
    : { width: image.width, height: image.height };

/** The image pipeline's codec on a browser canvas: the browser decodes, scales and encodes. */
export class CanvasImageCodec implements ImageCodec<Drawable> {
  constructor(private readonly platform: CanvasPlatform) {}

  async decode(bytes: Uint8Array, size?: ImageSize): Promise<DecodedImage<Drawable>> {
    const image = await this.platform.decode(new Blob([bytes as Uint8Array<ArrayBuffer>]), size);
    return { source: image, ...sizeOf(image) };
  }

  async pixels(source: Drawable, size: ImageSize): Promise<RgbaImage> {
    const surface = this.draw(source, size);
    try {
      const { data } = surface.context.getImageData(0, 0, size.width, size.height);
      return { ...size, data };
    } finally {
      surface.dispose();
    }
  }

  async encodeJpeg(source: Drawable, size: ImageSize, quality: number): Promise<Uint8Array | null> {
    const surface = this.draw(source, size);
    try {
      const blob = await surface.toJpeg(quality);
      return blob === null ? null : new Uint8Array(await blob.arrayBuffer());
    } finally {
      surface.dispose();
    }
  }

  release(source: Drawable): void {
    if ('close' in source) source.close();
  }

  private draw(source: Drawable, size: ImageSize): DrawingSurface {
    const surface = this.platform.surface(size);
    surface.context.drawImage(source, 0, 0, size.width, size.height);
    return surface;
  }
}
