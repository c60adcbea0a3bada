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

/** Redeems a code once: unknown first, then used, then expired (a used code says so even after expiry). */
export function redeemHandoff(handoffs: Map<string, Handoff>, code: string, now: number): Handoff | HandoffRefusal {
  const found = handoffs.get(code);
  if (found === undefined) return 'unknown';
  if (found.used) return 'used';
  if (found.expiresAt <= now) return 'expired';
  found.used = true;
  return found;
}
