/**
 * The other security headers of every response (issue 11): no MIME sniffing, no path or query
 * (the link's canary) in the Referer sent to other sites, and the camera for the app's own pages
 * only (capture runs in the page; no vendor frame needs it). The microphone, location, payment
 * request and USB are off: nothing in the interview asks for them.
 *
 * The window's isolation (issue 26):
 * - `Cross-Origin-Opener-Policy: same-origin`: a page that opened the app (or one the app opens)
 *   gets no handle on its window, so it cannot navigate it or probe it. Not
 *   `same-origin-allow-popups`: nothing the app runs needs a popup. Payment is Stripe's card
 *   Element with `createToken` (adapters/stripe), whose fields are frames in the page, not popups;
 *   the business owner's sign-in is a full-page redirect; links to other sites open with
 *   `noopener`. (Stripe.js does not support cross-origin isolation, COEP's `require-corp`, which
 *   COOP alone does not turn on: https://docs.stripe.com/js/appendix/cross_origin_isolation.)
 * - `Cross-Origin-Resource-Policy: same-origin`: the app's page, scripts, styles and config.json
 *   load only into pages of its own origin (another site cannot pull them in as a subresource).
 * - `Origin-Agent-Cluster: ?1`: the app's origin gets an agent cluster of its own, so a page of a
 *   sibling subdomain cannot share its process by setting `document.domain`.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(self), microphone=(), geolocation=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Origin-Agent-Cluster': '?1',
};
