import { isItinDigits } from './itin';
import { VALIDATION_MESSAGES } from './messages';
import { taxIdDigits } from './tax-id-digits';
import type { Verdict } from './verdict';
import { VALID, invalid } from './verdict';

/**
 * Numbers known to be invalid or famously misused (spec 001 §5.1), rejected even where they pass as an ITIN.
 * Sources, besides the spec's own examples (111111111, 333333333, 123456789, 98765432x):
 * - 078-05-1120, the 'pocketbook number' printed on the sample card sold in Woolworth wallets from
 *   1938 and claimed by some 40,000 people: SSA, "The Story of the Social Security Number", Social
 *   Security Bulletin Vol. 69 No. 2 (2009), https://www.ssa.gov/policy/docs/ssb/v69n2/v69n2p55.html
 * - 219-09-9999, the number on the sample card pictured on the Social Security Board's 1940
 *   pamphlet, later presented by applicants as their own (snopes.com/business/taxes/woolworth.asp,
 *   retelling SSA's history of misused numbers);
 * - 987-65-4320 to 987-65-4329, the range reserved for advertisements (refused as area 9xx anyway,
 *   listed because each would otherwise pass as an ITIN);
 * - 457-55-5462, listed before: a number shown in an advertising campaign.
 * SSA's own advice for displays (POMS RM 10201.020, https://secure.ssa.gov/apps10/poms.nsf/lnx/0110201020)
 * is 000-00-0000 or any number starting with 000, which the area rule below refuses.
 */
export const FAMOUS_INVALID_SSNS: ReadonlySet<string> = new Set([
  '111111111',
  '333333333',
  '123456789',
  '078051120',
  '219099999',
  '457555462',
  ...Array.from({ length: 10 }, (_, last) => `98765432${last}`),
]);

/**
 * Obvious placeholders, never a real number:
 * - nine identical digits (000000000 … 999999999);
 * - one three-digit block written three times (abcabcabc: 123-12-3123, 456-45-6456), what people
 *   type when they repeat a group of keys to fill the field. Exactly that pattern and nothing
 *   looser: numbers that merely repeat some digits (123-12-3124, 121-21-2121) are real-looking and
 *   stay accepted.
 */
export const isPlaceholderDigits = (digits: string): boolean =>
  /^(\d)\1{8}$/.test(digits) || /^(\d{3})\1\1$/.test(digits);

/** The SSA's structural rules: no area 000, 666 or 9xx, no group 00, no serial 0000. */
function isSsnStructure(digits: string): boolean {
  const area = digits.slice(0, 3);
  return (
    area !== '000' && area !== '666' && !area.startsWith('9') && digits.slice(3, 5) !== '00' && !digits.endsWith('0000')
  );
}

/** Nine digits the SSN question accepts: an SSN or an ITIN, never a listed or placeholder number. */
export function isAcceptedTaxIdDigits(digits: string): boolean {
  if (FAMOUS_INVALID_SSNS.has(digits) || isPlaceholderDigits(digits)) return false;
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
