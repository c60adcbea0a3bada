import type { ImageSize, RgbaImage } from '../../domain/images/rgba-image';

/** A decoded image: the codec's own handle on it and its size. */
export interface DecodedImage<Source> extends ImageSize {
  readonly source: Source;
}

/**
 * The three things the image pipeline needs from a platform, so that one orchestration
 * (image-pipeline.ts) runs on a canvas in the browser (worker or main thread) and on a pure
 * decoder in Node tests. A codec may throw or reject; the pipeline turns that into its faults.
 */
export interface ImageCodec<Source> {
  /**
   * The image in the bytes, or null when they are not an image this codec can render. With `size`,
   * decoded straight to that size where the platform can (the full picture is then never held);
   * a platform that cannot answers the image at its own size, which the pipeline scales later.
   */
  decode(bytes: Uint8Array, size?: ImageSize): Promise<DecodedImage<Source> | null>;
  /** The image drawn at `size`, as RGBA pixels. */
  pixels(source: Source, size: ImageSize): Promise<RgbaImage>;
  /** The image drawn at `size` and encoded as JPEG at `quality` (0 to 1); null when the encoder gave nothing. */
  encodeJpeg(source: Source, size: ImageSize, quality: number): Promise<Uint8Array | null>;
  /** Frees what decode holds (an ImageBitmap's memory); called once per decoded image. */
  release(source: Source): void;
}
