import { isItinDigits } from './itin';
import { VALIDATION_MESSAGES } from './messages';
import { taxIdDigits } from './tax-id-digits';
import type { Verdict } from './verdict';
import { VALID, invalid } from './verdict';

/**
 * Numbers published as advertising, sample-card or otherwise misused numbers ('pocketbook
 * numbers'), refused even where they pass the structural rules or as an ITIN. Spec 001 §5.1 names
 * such a list of 'known invalid and famous numbers' without giving it; its own examples are
 * 111111111, 333333333, 123456789 and 98765432x. Sources, each number in at least one:
 * - 078-05-1120, the number on the sample card sold in Woolworth wallets from 1938, later claimed
 *   by some 40,000 people, and SSA's note that 'about a dozen similar cases' of numbers copied from
 *   facsimile cards followed: SSA, "Social Security Cards Issued by Woolworth",
 *   https://www.ssa.gov/history/ssn/misused.html, and "The Story of the Social Security Number",
 *   Social Security Bulletin Vol. 69 No. 2 (2009), https://www.ssa.gov/policy/docs/ssb/v69n2/v69n2p55.html
 * - 219-09-9999, the number on the card pictured on the Social Security Board's 1940 pamphlet,
 *   and 457-55-5462, shown in an advertising campaign: python-stdnum's stdnum/us/ssn.py
 *   (`_ssn_blacklist = ('078-05-1120', '457-55-5462', '219-09-9999')`), which cites the SSA's
 *   page above; 219-09-9999 is also retold from SSA's history in snopes.com/business/taxes/woolworth.asp;
 * - the 20 numbers of the published list of SSNs used in advertisements (002-28-1852 …
 *   549-24-1889, 078-05-1120 among them): CPAN's SSN::Validate 0.03 by Kevin Meltzer
 *   (`$ADVERTISING_SSN`, 'Advertising SSN'), the Dart port of python-stdnum stdnum_dart
 *   (`US_SSN._invalidSSNs`), and SearchBug's "Invalid or Impossible Social Security Numbers"
 *   (blog.searchbug.com/115), 'the following SSNs have been used in ads';
 * - 987-65-4320 to 987-65-4329, the range SSA once suggested for advertisements (refused as area
 *   9xx anyway, listed because each would otherwise pass as an ITIN): the same three lists and
 *   Wikipedia's "Social Security number", 'Valid SSNs'.
 * SSA's current advice for displays (POMS RM 10201.020, https://secure.ssa.gov/apps10/poms.nsf/lnx/0110201020)
 * is 000-00-0000 or any number starting with 000, which the area rule below refuses.
 */
export const ADVERTISED_SSNS: readonly string[] = [
  '002281852',
  '042103580',
  '062360749',
  '078051120',
  '095073645',
  '128036045',
  '135016629',
  '141186941',
  '165167999',
  '165187999',
  '165207999',
  '165227999',
  '165247999',
  '189092294',
  '212097694',
  '212099999',
  '306302348',
  '308125070',
  '468288779',
  '549241889',
];

export const FAMOUS_INVALID_SSNS: ReadonlySet<string> = new Set([
  '111111111',
  '333333333',
  '123456789',
  ...ADVERTISED_SSNS,
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
