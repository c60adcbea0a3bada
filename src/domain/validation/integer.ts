import { FORM_MESSAGES } from '../forms/messages';
import { VALIDATION_MESSAGES } from './messages';
import type { Verdict } from './verdict';
import { VALID, invalid } from './verdict';

/**
 * The integer question (spec 001 §5.15): non-negative digits without leading zeros ("0" itself is
 * fine); surrounding whitespace is ignored. Spec is silent on size: a number above
 * Number.MAX_SAFE_INTEGER is refused, since the service receives a JSON number that could not hold it exactly.
 */
export function validateInteger(value: string): Verdict {
  const trimmed = value.trim();
  if (trimmed === '') return invalid(FORM_MESSAGES.required);
  if (!/^(0|[1-9]\d*)$/.test(trimmed)) return invalid(VALIDATION_MESSAGES.integer);
  return Number(trimmed) > Number.MAX_SAFE_INTEGER ? invalid(VALIDATION_MESSAGES.integerTooLarge) : VALID;
}
