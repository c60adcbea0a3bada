import { acceptAddress } from '../links/address';
import { businessLandingPath } from './resolve-route';

/**
 * The query parameter that carries the return address to the identity service.
 * Spec is silent on how the identity service learns where to send the browser back: the sign-in
 * address gets `continue=<absolute landing address of the case>` (the name Google's own sign-in
 * uses); the sandbox's stand-in reads the same parameter.
 */
export const SIGN_IN_RETURN_PARAM = 'continue';

/** The case's landing page as an absolute address on the page's origin, if the app may navigate there. */
export function landingAddress(origin: string, caseId: number): string | null {
  return acceptAddress(`${origin}${businessLandingPath(caseId)}`, 'navigate');
}

/**
 * Where the sign-in button sends the browser (spec 000 §2, §7): the configured identity service's
 * auth path with the case's landing page as the return address, so the browser comes back to the
 * landing page, which then finds the signed-in session. Null when either address is not one the app
 * may navigate to (a relative sign-in address, a plain-http page off loopback).
 */
export function signInAddress(signInUrl: string, origin: string, caseId: number): string | null {
  const target = acceptAddress(signInUrl, 'navigate');
  const back = landingAddress(origin, caseId);
  if (target === null || back === null) return null;
  const hash = target.indexOf('#');
  const base = hash === -1 ? target : target.slice(0, hash);
  const fragment = hash === -1 ? '' : target.slice(hash);
  const separator = !base.includes('?') ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&';
  return `${base}${separator}${SIGN_IN_RETURN_PARAM}=${encodeURIComponent(back)}${fragment}`;
}
