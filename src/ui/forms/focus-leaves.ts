import type { FocusEvent } from 'react';

/**
 * Whether a blur takes focus out of the element that handles it (React's onBlur bubbles, as
 * focusout does), not just from one of its parts to another: when a control's field becomes
 * touched (spec 001 §10.3).
 */
export const focusLeaves = (event: FocusEvent<HTMLElement>): boolean =>
  !event.currentTarget.contains(event.relatedTarget as Node | null);
