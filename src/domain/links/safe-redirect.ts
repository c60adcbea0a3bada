/** An absolute http(s) URL with a host: `https://host...`. */
const ABSOLUTE_WEB_URL = /^https?:\/\/[^/\\?#\s]/i;

/**
 * Whether the app may send the browser to a continue URL or a transition URL (spec 000 §2, §4).
 * Only absolute http and https URLs pass; the URL comes back unchanged apart from surrounding
 * spaces, else null. Protocol-relative `//host`, relative paths, `javascript:` however it is
 * cased or split, and any other scheme are refused.
 *
 * Spec is silent on how strict to be: a URL with a control character or a space inside is
 * refused outright rather than cleaned, since a browser would read it differently from us.
 */
export function safeRedirectUrl(url: string): string | null {
  const trimmed = url.trim();
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f]/.test(trimmed)) return null;
  return ABSOLUTE_WEB_URL.test(trimmed) ? trimmed : null;
}
