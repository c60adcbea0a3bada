/**
 * Bounds-checked reads of big- and little-endian integers from a file's bytes, for the header
 * parsers: a read past the end answers null rather than undefined arithmetic, so a truncated or
 * hostile header can only make a parser give up, never misread.
 */
export const u8 = (bytes: Uint8Array, at: number): number | null =>
  at >= 0 && at < bytes.length ? (bytes[at] ?? null) : null;

export function u16be(bytes: Uint8Array, at: number): number | null {
  const a = u8(bytes, at);
  const b = u8(bytes, at + 1);
  return a === null || b === null ? null : (a << 8) | b;
}

export function u16le(bytes: Uint8Array, at: number): number | null {
  const a = u8(bytes, at);
  const b = u8(bytes, at + 1);
  return a === null || b === null ? null : a | (b << 8);
}

export function u24le(bytes: Uint8Array, at: number): number | null {
  const low = u16le(bytes, at);
  const high = u8(bytes, at + 2);
  return low === null || high === null ? null : low + high * 0x10000;
}

export function u32be(bytes: Uint8Array, at: number): number | null {
  const high = u16be(bytes, at);
  const low = u16be(bytes, at + 2);
  return high === null || low === null ? null : high * 0x10000 + low;
}

export function u32le(bytes: Uint8Array, at: number): number | null {
  const low = u16le(bytes, at);
  const high = u16le(bytes, at + 2);
  return low === null || high === null ? null : high * 0x10000 + low;
}

/** A signed 32-bit little-endian integer (a BMP's height is negative for a top-down bitmap). */
export function i32le(bytes: Uint8Array, at: number): number | null {
  const value = u32le(bytes, at);
  return value === null ? null : value | 0;
}

/** Four bytes as Latin-1 text (a box type, a brand, a chunk name); null past the end. */
export function fourCc(bytes: Uint8Array, at: number): string | null {
  if (at < 0 || at + 4 > bytes.length) return null;
  return String.fromCharCode(bytes[at] ?? 0, bytes[at + 1] ?? 0, bytes[at + 2] ?? 0, bytes[at + 3] ?? 0);
}

/** Whether `bytes` hold `signature` at `at`. */
export const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0): boolean =>
  signature.every((byte, i) => u8(bytes, at + i) === byte);
