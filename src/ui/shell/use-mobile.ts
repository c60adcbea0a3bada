import { useSyncExternalStore } from 'react';
import { isMobileBrowser } from '../../domain/session/mobile-browser';

const HOVER_QUERY = '(hover: hover)';

const subscribe = (onChange: () => void): (() => void) => {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(HOVER_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** Spec is silent on a browser without matchMedia (old or test): it is taken to hover (desktop). */
const snapshot = (): boolean =>
  isMobileBrowser(
    window.navigator.userAgent,
    typeof window.matchMedia !== 'function' || window.matchMedia(HOVER_QUERY).matches,
  );

/** Whether to use the mobile layout and flows; follows a change of the main pointer. */
export const useMobile = (): boolean => useSyncExternalStore(subscribe, snapshot, () => false);
