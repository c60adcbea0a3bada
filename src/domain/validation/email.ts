import { VALIDATION_MESSAGES } from './messages';
import type { Verdict } from './verdict';
import { VALID, invalid } from './verdict';

/** Spec 000 §9: the longest e-mail address accepted. */
export const EMAIL_MAX_LENGTH = 254;

/** The WHATWG `input type=email` pattern: the "standard address pattern" of spec 000 §5. */
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** RFC 5321 §4.5.3.1.1: the longest local part (before the '@'). */
export const EMAIL_LOCAL_PART_MAX_LENGTH = 64;

/**
 * The local part as a dot-atom (RFC 5322 §3.2.3): dots only between characters, never first, last
 * or two in a row ('.ann@', 'ann.@', 'ann..lee@' are refused), and at most 64 characters. The
 * WHATWG pattern above allows all of these; mail servers refuse them.
 */
function isDotAtomLocalPart(address: string): boolean {
  const local = address.slice(0, address.lastIndexOf('@'));
  return (
    local.length <= EMAIL_LOCAL_PART_MAX_LENGTH &&
    !local.startsWith('.') &&
    !local.endsWith('.') &&
    !local.includes('..')
  );
}

/** A well-formed address of at most 254 characters; the value is judged as given (no trimming). */
export const isValidEmail = (value: string): boolean =>
  value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value) && isDotAtomLocalPart(value);

/**
 * The e-mail check (spec 000 §5). Spec is silent on whitespace: surrounding whitespace is trimmed
 * before judging, as a pasted address often carries a stray space the user cannot see.
 */
export function validateEmail(value: string): Verdict {
  const trimmed = value.trim();
  if (trimmed === '') return invalid(VALIDATION_MESSAGES.required);
  return isValidEmail(trimmed) ? VALID : invalid(VALIDATION_MESSAGES.invalidEmail);
}
