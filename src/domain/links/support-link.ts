import { asBrowserReadsIt, schemeOf } from './url-text';

/** Schemes a support link may keep: web pages, e-mail and phone. */
export const SAFE_LINK_SCHEMES: readonly string[] = ['http', 'https', 'mailto', 'tel'];

/**
 * `example.com:8080/help` or `localhost:3000`: a host and a port, which merely looks like a scheme.
 * The host needs a dot (or is localhost) so that `javascript:1` is still read as a scheme.
 */
const HOST_WITH_PORT = /^(?:localhost|[^:]*\.[^:]*):\d+(?:[/?#]|$)/i;

/**
 * Spec 000 §5 'Support links': a link starting with a slash is ignored; mailto, tel and scheme
 * links are kept; others get http:// added. Kept schemes are limited to http, https, mailto and
 * tel, so an issuer-supplied `javascript:`, `data:` or `vbscript:` link never reaches an href.
 *
 * Spec is silent on a blank link: it is ignored like a relative one (null). Spec is silent on a
 * host with a port (`example.com:8080/help`): it is a web address without a scheme, so it gets
 * http:// added like any other.
 */
export function normaliseSupportLink(link: string): string | null {
  const url = asBrowserReadsIt(link);
  if (url === '' || url.startsWith('/')) return null;
  const scheme = schemeOf(url);
  if (scheme !== null && SAFE_LINK_SCHEMES.includes(scheme)) return url;
  if (scheme === null || HOST_WITH_PORT.test(url)) return `http://${url}`;
  return null;
}
