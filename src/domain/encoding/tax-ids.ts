import { einDigits } from '../validation/ein';
import { isItinDigits } from '../validation/itin';
import { mmcDigits } from '../validation/mmc-reference';
import { isAcceptedTaxIdDigits } from '../validation/ssn';
import { taxIdDigits } from '../validation/tax-id-digits';

/**
 * The SSN question's answer as sent, or null when invalid. Spec is silent on the SSN/ITIN
 * encoding: the nine digits without separators.
 */
export function encodeSsn(value: string): string | null {
  const digits = taxIdDigits(value);
  return digits !== null && isAcceptedTaxIdDigits(digits) ? digits : null;
}

/** An ITIN as sent (Spec is silent: the nine digits without separators), or null when invalid. */
export function encodeItin(value: string): string | null {
  const digits = taxIdDigits(value);
  return digits !== null && isItinDigits(digits) ? digits : null;
}

/** An EIN as sent (Spec is silent: the nine digits without the dash), or null when invalid. */
export const encodeEin = (value: string): string | null => einDigits(value);

/** An MMC reference number as sent (Spec is silent: the seven digits as a string), or null when invalid. */
export const encodeMmcReference = (value: string): string | null => mmcDigits(value);
