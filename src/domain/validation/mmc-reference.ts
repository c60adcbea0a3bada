import { VALIDATION_MESSAGES } from './messages';
import type { Verdict } from './verdict';
import { VALID, invalid } from './verdict';

/** Spec 001 §9: an MMC reference number has 7 digits. */
export const MMC_DIGITS = 7;

/**
 * The seven digits of an MMC reference number once dashes and spaces are removed (spec 001 §5.5),
 * or null. Surrounding whitespace of any kind (tabs, line breaks) is ignored too.
 */
export function mmcDigits(value: string): string | null {
  const digits = value.trim().replace(/[- ]/g, '');
  return /^\d{7}$/.test(digits) ? digits : null;
}

export function validateMmcReference(value: string): Verdict {
  return mmcDigits(value) === null ? invalid(VALIDATION_MESSAGES.mmc) : VALID;
}
