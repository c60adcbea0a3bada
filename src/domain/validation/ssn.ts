import { isItinDigits } from './itin';
import { VALIDATION_MESSAGES } from './messages';
import { taxIdDigits } from './tax-id-digits';
import type { Verdict } from './verdict';
import { VALID, invalid } from './verdict';

/** Numbers known to be invalid or famously misused (spec 001 §5.1), rejected even where they pass as an ITIN. */
export const FAMOUS_INVALID_SSNS: ReadonlySet<string> = new Set([
  '111111111',
  '333333333',
  '123456789',
  '078051120',
  '219099999',
  '457555462',
  ...Array.from({ length: 10 }, (_, last) => `98765432${last}`),
]);

/** Nine identical digits (000000000 … 999999999) are placeholders, never a real number. */
const isPlaceholder = (digits: string): boolean => /^(\d)\1{8}$/.test(digits);

/** The SSA's structural rules: no area 000, 666 or 9xx, no group 00, no serial 0000. */
function isSsnStructure(digits: string): boolean {
  const area = digits.slice(0, 3);
  return (
    area !== '000' && area !== '666' && !area.startsWith('9') && digits.slice(3, 5) !== '00' && !digits.endsWith('0000')
  );
}

/** Nine digits the SSN question accepts: an SSN or an ITIN, never a listed or placeholder number. */
export function isAcceptedTaxIdDigits(digits: string): boolean {
  if (FAMOUS_INVALID_SSNS.has(digits) || isPlaceholder(digits)) return false;
  return isItinDigits(digits) || isSsnStructure(digits);
}

/** The SSN question's check (spec 001 §5.1): it accepts an SSN or an ITIN. */
export function validateSsn(value: string): Verdict {
  const digits = taxIdDigits(value);
  return digits !== null && isAcceptedTaxIdDigits(digits) ? VALID : invalid(VALIDATION_MESSAGES.ssn);
}

export interface SsnFieldState {
  readonly value: string;
  readonly focused: boolean;
}

/**
 * Whether the SSN field shows its error now (spec 001 §5.1): a value exists, is invalid, and the
 * field is either not focused or already holds 9 or more digits, so typing is not interrupted.
 */
export function shouldShowSsnError({ value, focused }: SsnFieldState): boolean {
  if (value.trim() === '' || validateSsn(value).valid) return false;
  const digitCount = value.replace(/\D/g, '').length;
  return !focused || digitCount >= 9;
}
