import type { ErrorReason } from './error-reason';
import { recogniseReason } from './error-reason';

/** Where the error page can find its reason (spec 000 §2 'Error page'), first found wins. */
export interface ErrorPageSources {
  /** The page's own input (a screen that renders the error page for its own failure). */
  readonly input?: ErrorReason | null;
  /** The global error state. */
  readonly global?: ErrorReason | null;
  /** The route parameter of /error/{reason}. */
  readonly route?: string | null;
  /** The query parameter reason: base64 of a JSON object holding an auth_error string. */
  readonly query?: string | null;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Standard or URL-safe base64 to text (UTF-8); null when it is not base64. No DOM, no Node. */
export function decodeBase64(text: string): string | null {
  const clean = text.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  if (!/^[A-Za-z0-9+/]*$/.test(clean) || clean.length % 4 === 1) return null;
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of clean) {
    buffer = (buffer << 6) | BASE64.indexOf(char);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  try {
    // UTF-8 through decodeURIComponent: plain ES, and it refuses invalid sequences.
    return decodeURIComponent(bytes.map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join(''));
  } catch {
    return null;
  }
}

/** The auth_error of the reason query parameter; null when it is not base64 JSON holding one. */
export function reasonOfQuery(query: string): string | null {
  const json = decodeBase64(query);
  if (json === null) return null;
  try {
    const parsed: unknown = JSON.parse(json);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const authError = (parsed as Record<string, unknown>).auth_error;
    return typeof authError === 'string' && authError !== '' ? authError : null;
  } catch {
    return null;
  }
}

/**
 * The error page's reason: its input, the global error state, the route parameter, then the
 * query parameter. An unrecognised reason reads as 'unexpected' (spec 000 §8). Spec is silent on
 * an error page with no reason at all (/error typed by hand): it is 'unexpected' too.
 */
export function errorPageReason(sources: ErrorPageSources): ErrorReason {
  if (sources.input) return sources.input;
  if (sources.global) return sources.global;
  if (sources.route) return recogniseReason(sources.route);
  const fromQuery = sources.query ? reasonOfQuery(sources.query) : null;
  return fromQuery === null ? 'unexpected' : recogniseReason(fromQuery);
}
