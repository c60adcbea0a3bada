/**
 * How the app may use an address it did not write itself (issue 11: every address the app follows
 * or shows is decided here, by one function):
 * - `navigate`: a full-page move (continue and transition addresses, the Return link, redirects):
 *   https, or http on a loopback host (the sandbox); never a user-info part.
 * - `image`: the issuer's logo and images in issuer HTML: as `navigate`, and from an allowed origin,
 *   so no address the content security policy would block ever reaches an `<img>`.
 * - `link`: a link in issuer HTML, opened in a new tab: http(s) with a host and no user-info,
 *   mailto or tel.
 * - `support-link`: an issuer's support, status or privacy link (spec 000 §5 'Support links'): a
 *   link starting with a slash is ignored, a link without a scheme gets http:// added, then as `link`.
 */
export type AddressUse = 'navigate' | 'image' | 'link' | 'support-link';

/**
 * `https://host[:port]` followed by nothing or by a path, query or fragment. The authority stops at
 * the first `/`, `?`, `#` or backslash (browsers read a backslash as a slash), so anything between
 * the host and a backslash makes the address unreadable here and it is refused.
 */
const WEB_ADDRESS = /^(https?):\/\/([^/?#\\]*)(?:[/?#].*)?$/i;
/** A host name (letters of any script, digits, dots, hyphens) or an IPv6 literal, with an optional port. */
const HOST_AND_PORT = /^((?:[\p{L}\p{N}_-]+\.)*[\p{L}\p{N}_-]+\.?|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/iu;
/** Controls and spaces: a browser reads such an address differently from us, so it is refused, never cleaned. */
// eslint-disable-next-line no-control-regex
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f-\u009f\u2028\u2029]/;
/** A scheme, or a host and port that merely looks like one (`example.com:8080/help`, `localhost:3000`). */
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const HOST_WITH_PORT = /^(?:localhost|[^:]*\.[^:]*):\d+(?:[/?#]|$)/i;

interface WebAddress {
  readonly scheme: 'http' | 'https';
  readonly host: string;
  /** `scheme://host[:port]`, lower case, the default port left out: as a browser names the origin. */
  readonly origin: string;
}

function readWebAddress(text: string): WebAddress | null {
  const parts = WEB_ADDRESS.exec(text);
  const hostAndPort = parts?.[2] === undefined ? null : HOST_AND_PORT.exec(parts[2]);
  if (!parts?.[1] || !hostAndPort?.[1]) return null;
  const scheme = parts[1].toLowerCase() as WebAddress['scheme'];
  const host = hostAndPort[1].toLowerCase();
  const port = hostAndPort[2];
  const defaultPort = scheme === 'https' ? '443' : '80';
  const shownPort = port === undefined || port === defaultPort ? '' : `:${port}`;
  return { scheme, host, origin: `${scheme}://${host}${shownPort}` };
}

/** localhost and its subdomains, 127.0.0.0/8 and ::1: addresses that never leave the machine. */
export function isLoopbackHost(host: string): boolean {
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host) ||
    host === '[::1]'
  );
}

/** The origin of an absolute http(s) address without user-info, as a browser names it, else null. */
export function originOf(text: string): string | null {
  return readWebAddress(text.trim())?.origin ?? null;
}

const followable = (address: WebAddress): boolean => address.scheme === 'https' || isLoopbackHost(address.host);

/** Spec 000 §5: a support link without a scheme is a web address; one starting with a slash is ignored. */
function asSupportLink(text: string): string | null {
  if (text.startsWith('/')) return null;
  const scheme = SCHEME.exec(text);
  return scheme === null || HOST_WITH_PORT.test(text) ? `http://${text}` : text;
}

/**
 * The address as the app may use it for `use`, or null when it must not be used at all. The
 * address comes back unchanged apart from surrounding spaces (and, for a support link, an added
 * http://). `imageOrigins` lists the origins images may come from (the page's own among them).
 *
 * Spec is silent on all of this but the support links; the table of accepted and refused forms is
 * in tests/domain/links/address.test.ts.
 */
/**
 * An address the app moves the whole page to by itself or on the applicant's one click, read from a
 * service's answer (the finishing page's transitionUri, a business session's interview_uri): as
 * `navigate`, and when `allowed` lists origins, from one of them (issue 26, ASVS 3.7.2: automatic
 * redirects go only to allowlisted hosts). null `allowed`: the configuration names none, and the
 * address rule alone decides (a development machine, the sandbox).
 */
export function acceptRedirect(text: string, allowed: readonly string[] | null): string | null {
  const address = acceptAddress(text, 'navigate');
  if (address === null || allowed === null) return address;
  const web = readWebAddress(address);
  return web !== null && allowed.includes(web.origin) ? address : null;
}

export function acceptAddress(text: string, use: AddressUse, imageOrigins: readonly string[] = []): string | null {
  const trimmed = text.trim();
  if (trimmed === '' || CONTROL_OR_SPACE.test(trimmed)) return null;
  const address = use === 'support-link' ? asSupportLink(trimmed) : trimmed;
  if (address === null) return null;
  const web = readWebAddress(address);
  switch (use) {
    case 'navigate':
      return web !== null && followable(web) ? address : null;
    case 'image':
      return web !== null && followable(web) && imageOrigins.includes(web.origin) ? address : null;
    case 'link':
    case 'support-link':
      if (web !== null) return address;
      return /^(mailto|tel):./i.test(address) ? address : null;
  }
}
