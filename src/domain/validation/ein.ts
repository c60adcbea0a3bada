import { VALIDATION_MESSAGES } from './messages';
import type { Verdict } from './verdict';
import { VALID, invalid } from './verdict';

/** The nine digits of an EIN typed as `#########` or `##-#######` (surrounding whitespace ignored), or null. */
export function einDigits(value: string): string | null {
  const match = /^(\d{2})-?(\d{7})$/.exec(value.trim());
  return match ? `${match[1]}${match[2]}` : null;
}

/**
 * The EIN question's check (spec 001 §5.1). Spec is silent on further EIN rules ("EIN helper
 * details: not shown"): only the format is judged, no prefix list.
 */
export function validateEin(value: string): Verdict {
  return einDigits(value) === null ? invalid(VALIDATION_MESSAGES.ein) : VALID;
}
