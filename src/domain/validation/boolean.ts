import { VALIDATION_MESSAGES } from './messages';
import type { Verdict } from './verdict';
import { VALID, invalid } from './verdict';

/** Spec 001 §5.15: a yes/no question is valid when its value is a boolean (not yet answered is not). */
export function validateBoolean(value: unknown): Verdict {
  return typeof value === 'boolean' ? VALID : invalid(VALIDATION_MESSAGES.booleanRequired);
}
