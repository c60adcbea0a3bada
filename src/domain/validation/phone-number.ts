import { isValidPhoneNumber } from 'libphonenumber-js';
import { VALIDATION_MESSAGES } from './messages';
import type { Verdict } from './verdict';
import { VALID, invalid } from './verdict';

/**
 * The E.164 form '+' followed by digits of a number typed with its country code, or null. Spec is
 * silent on separators: spaces, dashes, dots and parentheses between the digits are allowed, as
 * people copy numbers written that way; anything else (letters, a missing '+') is refused.
 */
export function qualifiedPhoneNumber(value: string): string | null {
  const trimmed = value.trim();
  if (!/^\+[\d\s().-]*\d[\d\s().-]*$/.test(trimmed)) return null;
  const qualified = `+${trimmed.replace(/\D/g, '')}`;
  return isValidPhoneNumber(qualified) ? qualified : null;
}

/** A phone number given as a string with its '+' country code, valid for libphonenumber-js. */
export function validatePhoneNumber(value: string): Verdict {
  return qualifiedPhoneNumber(value) === null ? invalid(VALIDATION_MESSAGES.phone) : VALID;
}

/** What the phone input emits (spec 001 §3.7); qualifiedNumber is null while the number is invalid. */
export interface PhoneInputValue {
  readonly qualifiedNumber: string | null;
  readonly valid: boolean;
}

/** The phone question and delegation (spec 001 §5.11): a qualified number and the valid flag. */
export function validatePhoneInput(value: PhoneInputValue): Verdict {
  const hasNumber = value.qualifiedNumber !== null && value.qualifiedNumber.trim() !== '';
  return hasNumber && value.valid ? VALID : invalid(VALIDATION_MESSAGES.phone);
}
