import { FORM_MESSAGES } from '../forms/messages';
import { VALIDATION_MESSAGES } from './messages';
import type { Verdict } from './verdict';
import { VALID, invalid } from './verdict';

/** Generic text (spec 001 §5.8): non-empty after trimming. */
export function validateText(value: string): Verdict {
  return value.trim() === '' ? invalid(FORM_MESSAGES.required) : VALID;
}

/**
 * The restricted text variant (spec 001 §5.8): only letters, digits, hyphen and space. Spec is
 * silent on which letters: any Unicode letter counts, so names such as "José" or "Zoë" pass.
 */
export function validateLettersDigitsHyphenSpace(value: string): Verdict {
  const trimmed = value.trim();
  if (trimmed === '') return invalid(FORM_MESSAGES.required);
  return /^[\p{L}0-9 -]+$/u.test(trimmed) ? VALID : invalid(VALIDATION_MESSAGES.lettersDigitsHyphenSpace);
}
