import { useEffect } from 'react';
import { PollingViewModel } from '../../application/view-models/polling.view-model';
import { useInstance } from '../app/resolver';

/** The user events that count as activity for polling (spec 000 §9: mouse, click, touch, key, scroll). */
const ACTIVITY_EVENTS = ['mousemove', 'click', 'touchstart', 'keydown', 'scroll'] as const;

/**
 * Forwards the user's activity to polling while the screen is open, and, with `run`, runs
 * background polling too (the overview and question screens; the status page runs its own read
 * on the same ramp). The view model throttles the events; scroll is listened for in the capture
 * phase, since it does not bubble from a scrolled element.
 */
export function usePolling({ run }: { readonly run: boolean }): void {
  const polling = useInstance(PollingViewModel);
  useEffect(() => {
    const options = { capture: true, passive: true } as const;
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, polling.activity, options);
    if (run) polling.start();
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, polling.activity, options);
      if (run) polling.stop();
    };
  }, [polling, run]);
}
