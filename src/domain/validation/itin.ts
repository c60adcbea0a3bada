import { VALIDATION_MESSAGES } from './messages';
import { taxIdDigits } from './tax-id-digits';
import type { Verdict } from './verdict';
import { VALID, invalid } from './verdict';

/** The ITIN group (digits 4-5) ranges the IRS issues: 50-65, 70-88, 90-92, 94-99. */
const ITIN_GROUP = /^(5\d|6[0-5]|7\d|8[0-8]|9[0-2]|9[4-9])$/;

/** Nine digits (no separators) that form an ITIN: 9XX-XX-XXXX with an issued group. */
export function isItinDigits(digits: string): boolean {
  return /^9\d{8}$/.test(digits) && ITIN_GROUP.test(digits.slice(3, 5));
}

/**
 * The ITIN question's check. Spec is silent on whether the SSN famous-number and placeholder lists
 * apply to an ITIN on its own: they do not; the lists belong to the SSN question (spec 001 §5.1),
 * and the ITIN kind judges only the ITIN's structure.
 */
export function validateItin(value: string): Verdict {
  const digits = taxIdDigits(value);
  return digits !== null && isItinDigits(digits) ? VALID : invalid(VALIDATION_MESSAGES.itin);
}
