import type { Session } from './session';

export type LandingSessionChange =
  /** The stored session already belongs to this case and code. */
  | { readonly kind: 'keep'; readonly session: Session }
  /** No session yet: set this one. */
  | { readonly kind: 'start'; readonly session: Session }
  /** Another case, code or flow: log the existing session out, then set this one. */
  | { readonly kind: 'replace'; readonly session: Session };

/**
 * What the v2 landing page does with the stored session (spec 000 §2): a change of caseId or
 * authCode logs out any existing session and sets new session data.
 * Spec is silent on a landing without an auth code while the stored session has one: that is not
 * a change (the code was already redeemed and dropped from the address), so the session is kept.
 */
export function landingSessionChange(stored: Session | null, caseId: number, authCode?: string): LandingSessionChange {
  const fresh: Session = {
    kind: 'business',
    caseId,
    enableReturn: false,
    ...(authCode === undefined ? {} : { authCode }),
  };
  if (stored === null) return { kind: 'start', session: fresh };
  const sameCase = stored.kind === 'business' && stored.caseId === caseId;
  const sameCode = authCode === undefined || stored.authCode === authCode;
  return sameCase && sameCode ? { kind: 'keep', session: stored } : { kind: 'replace', session: fresh };
}
