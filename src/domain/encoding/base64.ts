const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/**
 * Bytes as standard base64 with padding and no line breaks (the BinaryData `data` field, spec 001
 * §3.3). Pure so it runs the same in a worker, on the main thread and in Node; the output is built
 * in chunks, so a 10 MB image never makes one string per byte.
 */
export function bytesToBase64(bytes: Uint8Array): string {
  const parts: string[] = [];
  const CHUNK = 3 * 16_384;
  for (let start = 0; start < bytes.length; start += CHUNK) {
    const end = Math.min(bytes.length, start + CHUNK);
    let part = '';
    for (let i = start; i < end; i += 3) {
      const a = bytes[i] ?? 0;
      const b = bytes[i + 1] ?? 0;
      const c = bytes[i + 2] ?? 0;
      const triple = (a << 16) | (b << 8) | c;
      part +=
        ALPHABET.charAt(triple >> 18) +
        ALPHABET.charAt((triple >> 12) & 63) +
        (i + 1 < end ? ALPHABET.charAt((triple >> 6) & 63) : '=') +
        (i + 2 < end ? ALPHABET.charAt(triple & 63) : '=');
    }
    parts.push(part);
  }
  return parts.join('');
}
