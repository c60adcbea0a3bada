import type { HandoffRefusal } from '../../src/domain/session/handoff';
import { HANDOFF_LIFETIME_MS } from '../../src/domain/session/handoff';

/** A hand-off code the sandbox minted (contracts/README.md 'Hand-off codes'). */
export interface Handoff {
  readonly code: string;
  readonly rprId: string;
  readonly attrType: string;
  readonly expiresAt: number;
  used: boolean;
}

/** A text the sandbox would have sent (GET /__sandbox/texts): it never sends one. */
export interface SentText {
  readonly recipient: string;
  readonly link: string;
  /** ISO 8601. */
  readonly sentAt: string;
}

export function mintHandoff(
  handoffs: Map<string, Handoff>,
  init: { readonly code: string; readonly rprId: string; readonly attrType: string; readonly now: number },
): Handoff {
  const handoff = {
    code: init.code,
    rprId: init.rprId,
    attrType: init.attrType,
    expiresAt: init.now + HANDOFF_LIFETIME_MS,
    used: false,
  };
  handoffs.set(handoff.code, handoff);
  return handoff;
}

/** A code as the session that minted it sees it; another request's code is as good as unknown. */
export function handoffOf(handoffs: Map<string, Handoff>, code: string, rprId: string): Handoff | undefined {
  const found = handoffs.get(code);
  return found?.rprId === rprId ? found : undefined;
}

/**
 * The link a text delivers (POST /notifications): what the service texts is its own business (it
 * holds the authToken); the app sends spec 000 §2's interview link as `continueUrl`. The sandbox,
 * standing in for a service, lets that link start a session on the phone:
 * - offering hand-off codes, it mints one itself for the link's question (`q`) and adds
 *   `handoff={code}`, so the canary never travels in a text;
 * - without them (spec 000 §7's calls alone), it adds the session as spec 000 §2's start-up reads
 *   it, `rprId` and `canary` (the authToken), like the applicant's own link.
 * Either is put in the query, before the link's `#/interview/{rprId}`.
 */
export function textedLink(
  handoffs: Map<string, Handoff>,
  continueUrl: string,
  session: { readonly rprId: string; readonly canary: string; readonly handoffCodes: boolean },
  mint: { readonly code: string; readonly now: number },
): string {
  const url = new URL(continueUrl);
  const attrType = url.searchParams.get('q');
  if (session.handoffCodes && attrType !== null && attrType !== '') {
    const { code } = mintHandoff(handoffs, { code: mint.code, rprId: session.rprId, attrType, now: mint.now });
    url.searchParams.set('handoff', code);
  } else {
    url.searchParams.set('rprId', session.rprId);
    url.searchParams.set('canary', session.canary);
  }
  return url.toString();
}

/** Redeems a code once: unknown first, then used, then expired (a used code says so even after expiry). */
export function redeemHandoff(handoffs: Map<string, Handoff>, code: string, now: number): Handoff | HandoffRefusal {
  const found = handoffs.get(code);
  if (found === undefined) return 'unknown';
  if (found.used) return 'used';
  if (found.expiresAt <= now) return 'expired';
  found.used = true;
  return found;
}
