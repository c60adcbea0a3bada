import { IDLE_SCALE_MS, MAX_POLL_DELAY_MS, MIN_POLL_DELAY_MS, PAUSED_RECHECK_MS } from './polling-constants';

export type PollingDelay =
  | { readonly kind: 'poll'; readonly delayMs: number }
  | { readonly kind: 'paused'; readonly recheckMs: typeof PAUSED_RECHECK_MS };

/**
 * How long to wait before the next background reload, given how long the user has been idle
 * (spec 000 §9). Spec is silent on the exact quadratic ease: ease-in, 2000 + 4000 × (idle/300000)²,
 * so an active user sees fresh data quickly and the delay grows fastest just before the pause.
 * Past 300000 ms of idleness polling pauses and re-checks every 500 ms. A negative or non-numeric
 * idle time (a clock that went backwards) counts as no idle time.
 */
export function pollingDelay(idleMs: number): PollingDelay {
  const idle = Number.isNaN(idleMs) || idleMs < 0 ? 0 : idleMs;
  if (idle > IDLE_SCALE_MS) return { kind: 'paused', recheckMs: PAUSED_RECHECK_MS };
  const progress = idle / IDLE_SCALE_MS;
  return { kind: 'poll', delayMs: MIN_POLL_DELAY_MS + (MAX_POLL_DELAY_MS - MIN_POLL_DELAY_MS) * progress * progress };
}
