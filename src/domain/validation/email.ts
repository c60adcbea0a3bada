import { VALIDATION_MESSAGES } from './messages';
import type { Verdict } from './verdict';
import { VALID, invalid } from './verdict';

/** Spec 000 §9: the longest e-mail address accepted. */
export const EMAIL_MAX_LENGTH = 254;

/** The WHATWG `input type=email` pattern: the "standard address pattern" of spec 000 §5. */
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** A well-formed address of at most 254 characters; the value is judged as given (no trimming). */
export const isValidEmail = (value: string): boolean => value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);

/**
 * The e-mail check (spec 000 §5). Spec is silent on whitespace: surrounding whitespace is trimmed
 * before judging, as a pasted address often carries a stray space the user cannot see.
 */
export function validateEmail(value: string): Verdict {
  const trimmed = value.trim();
  if (trimmed === '') return invalid(VALIDATION_MESSAGES.required);
  return isValidEmail(trimmed) ? VALID : invalid(VALIDATION_MESSAGES.invalidEmail);
}
