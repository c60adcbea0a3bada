import type { KeyboardEvent } from 'react';
import { allowsKeystroke } from '../../domain/forms/keystroke-filter';

/** Blocks the keystrokes a number or phone input does not let through (spec 001 §10.5). */
export function filterKeystroke(event: KeyboardEvent<HTMLInputElement>): void {
  if (!allowsKeystroke(event)) event.preventDefault();
}
