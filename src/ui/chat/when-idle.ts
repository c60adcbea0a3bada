/** How long to wait for an idle moment before running the task anyway. */
export const IDLE_TIMEOUT_MS = 3000;
/** Without requestIdleCallback (Safari), the task runs this long after the page asked. */
export const IDLE_FALLBACK_MS = 1500;

/**
 * Runs `task` once the browser is idle (requestIdleCallback), or after IDLE_FALLBACK_MS where the
 * browser has no idle callback; returns a cancel function. For work the page may need soon but not
 * now, such as fetching the chat widget's code.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => task(), { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, IDLE_FALLBACK_MS);
  return () => window.clearTimeout(timer);
}
