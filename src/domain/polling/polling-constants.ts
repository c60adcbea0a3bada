/** Polling constants of spec 000 §9. */
export const MIN_POLL_DELAY_MS = 2000;
export const MAX_POLL_DELAY_MS = 6000;
/** Idle time over which the delay ramps from the minimum to the maximum; beyond it polling pauses. */
export const IDLE_SCALE_MS = 300_000;
/** While paused, how often to look again whether the user came back. */
export const PAUSED_RECHECK_MS = 500;
/** User activity (mouse, click, touch, key, scroll) counts at most once per this many ms. */
export const ACTIVITY_THROTTLE_MS = 50;
