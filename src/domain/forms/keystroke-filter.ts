/** Characters a number or phone input lets through: digits, minus, plus, space, parentheses, dot. */
const ALLOWED_CHARACTER = /^[0-9\-+ ().]$/;

export interface Keystroke {
  /** KeyboardEvent.key: the character typed, or a key name such as 'Backspace'. */
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
}

/**
 * Whether a number or phone input lets a keystroke through (spec 001 §10.5): other characters are
 * blocked unless a modifier key (Ctrl, Meta, Alt) is held, so shortcuts like copy and paste work.
 * Spec is silent on keys that type no character (Backspace, Tab, arrows, Enter): they pass, or
 * the applicant could not correct or leave the field. Shift is not a modifier here: it is how
 * '+' and parentheses are typed.
 */
export function allowsKeystroke(keystroke: Keystroke): boolean {
  if (keystroke.ctrlKey || keystroke.metaKey || keystroke.altKey) return true;
  if ([...keystroke.key].length !== 1) return true;
  return ALLOWED_CHARACTER.test(keystroke.key);
}
