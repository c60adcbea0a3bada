import { useState } from 'react';
import type { QuestionViewModel } from '../../../application/view-models/question.view-model';

export interface InputErrors<N extends string> {
  /** The message to show under input `name`, or null. */
  readonly errorOf: (name: N) => string | null;
  /** Call on an input's blur: remembers the input was left and tells the frame. */
  readonly leave: (name: N) => void;
}

/**
 * Places the one message of a multi-input answer (a name, an address) under the input it is
 * about. The domain's verdict is a single message, and each message names one part ('Last name
 * is required'), so `targets` maps each message to its input; a message no input claims (the
 * answer was never typed) goes under `fallback`, the group's first input.
 *
 * Spec is silent on when each input's message shows: the frame's rule (after a blur or a submit
 * attempt, see QuestionViewModel.errorMessage) applies per input, so leaving the first name does
 * not already flag the last name the applicant has not reached yet.
 *
 * Leaving an input before anything was typed stores `empty` (the answer's shape with every part
 * blank), so the message names the part that is missing rather than the whole answer.
 *
 * Must be called from an observer component (it reads the view model).
 */
export function useInputErrors<N extends string>(
  screen: QuestionViewModel,
  targets: ReadonlyMap<string, N>,
  fallback: N,
  empty: object,
): InputErrors<N> {
  const [left, setLeft] = useState<ReadonlySet<N>>(() => new Set());
  const message = screen.errorMessage;
  const target = message === null ? null : (targets.get(message) ?? fallback);
  const shown = target !== null && (screen.attempted || left.has(target) || !targets.has(message ?? ''));
  return {
    errorOf: (name) => (shown && name === target ? message : null),
    leave: (name) => {
      setLeft((before) => (before.has(name) ? before : new Set([...before, name])));
      if (screen.value === null || screen.value === undefined) screen.changeValue(empty);
      screen.blur();
    },
  };
}
