import { useEffect, useState } from 'react';
import type { ProcessedImage } from '../../../application/ports/image-processor.port';

/** Whether a question's kept value is a processed photo (the capture fields keep one there). */
export function isProcessedImage(value: unknown): value is ProcessedImage {
  if (typeof value !== 'object' || value === null) return false;
  const image = value as Partial<ProcessedImage>;
  return image.mimeType === 'image/jpeg' && typeof image.data === 'string' && image.file instanceof Blob;
}

/**
 * An address for showing a processed photo: a blob: address of its file (the content security
 * policy allows blob: images, not data: ones), released when the photo changes or the view goes.
 */
export function usePhotoUrl(image: ProcessedImage | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (image === null) return setUrl(null);
    const address = URL.createObjectURL(image.file);
    setUrl(address);
    return () => URL.revokeObjectURL(address);
  }, [image]);
  return url;
}
