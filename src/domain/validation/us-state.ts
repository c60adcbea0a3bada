import { VALIDATION_MESSAGES } from './messages';
import { isUsStateCode } from './us-states';
import type { Verdict } from './verdict';
import { VALID, invalid } from './verdict';

/** The US state question (spec 001 §5.11); surrounding whitespace is ignored. */
export function validateUsState(value: string): Verdict {
  const code = value.trim();
  if (code === '') return invalid(VALIDATION_MESSAGES.stateRequired);
  return isUsStateCode(code) ? VALID : invalid(VALIDATION_MESSAGES.stateUnknown);
}
