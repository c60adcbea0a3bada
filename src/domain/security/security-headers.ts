/**
 * The other security headers of every response (issue 11): no MIME sniffing, no path or query
 * (the link's canary) in the Referer sent to other sites, and the camera for the app's own pages
 * only (capture runs in the page; no vendor frame needs it). The microphone, location, payment
 * request and USB are off: nothing in the interview asks for them.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(self), microphone=(), geolocation=(), payment=(), usb=()',
};
