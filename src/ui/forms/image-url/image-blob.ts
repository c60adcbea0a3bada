import { isAcceptedImageType } from '../../../domain/forms/image-url';

const DATA_URL = /^data:([^;,]*)((?:;[^;,]*)*),(.*)$/s;

/**
 * The image a data URL holds, as a Blob, for an object-URL preview: the content security policy
 * allows blob: images and refuses data: ones (src/domain/security/content-security-policy.ts), and
 * fetch() of a data: address would need connect-src data: too. Null for anything that is not a
 * data URL of an accepted image type, or whose base64 is broken: such a value shows no preview.
 */
export function imageBlobOf(dataUrl: string): Blob | null {
  const match = DATA_URL.exec(dataUrl.trim());
  if (match === null) return null;
  const [, mimeType = '', parameters = '', payload = ''] = match;
  if (!isAcceptedImageType(mimeType)) return null;
  try {
    const bytes = parameters.toLowerCase().split(';').includes('base64')
      ? Uint8Array.from(atob(payload), (char) => char.charCodeAt(0))
      : new TextEncoder().encode(decodeURIComponent(payload));
    return new Blob([bytes], { type: mimeType.trim().toLowerCase() });
  } catch {
    return null;
  }
}
