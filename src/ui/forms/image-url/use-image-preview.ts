import { useEffect, useState } from 'react';
import { imageBlobOf } from './image-blob';

/**
 * A blob: address showing the image of a data URL (the field's value), released when the value
 * changes or the field goes. Made from the value rather than the chosen file, so a kept answer
 * shows its preview too.
 */
export function useImagePreview(dataUrl: string): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const blob = dataUrl === '' ? null : imageBlobOf(dataUrl);
    if (blob === null) return setUrl(null);
    const address = URL.createObjectURL(blob);
    setUrl(address);
    return () => URL.revokeObjectURL(address);
  }, [dataUrl]);
  return url;
}
