import { VALIDATION_MESSAGES } from './messages';
import { isUsStateCode } from './us-states';
import type { Verdict } from './verdict';
import { VALID, invalid } from './verdict';

/** Spec 001 §9: the range of the year admitted. */
export const YEAR_ADMITTED_MIN = 1900;
export const YEAR_ADMITTED_MAX = 2099;

export interface BarLicenseDetails {
  readonly jurisdiction: string;
  /** As typed in the year input. */
  readonly yearAdmitted: string;
  /** Optional: '' when not given. */
  readonly licenseNumber: string;
}

/** The year admitted as a number when it is a four-digit year 1900-2099 (surrounding whitespace ignored), else null. */
export function yearAdmittedOf(value: string): number | null {
  const trimmed = value.trim();
  return /^(19|20)\d{2}$/.test(trimmed) ? Number(trimmed) : null;
}

/**
 * Spec 001 §5.7: jurisdiction required; year admitted a four-digit year 1900 to 2099; licence
 * number optional. Spec is silent on the jurisdiction list: it is the dropdown of US states,
 * territories and DC, as bar admissions are granted by those.
 */
export function validateBarLicenseDetails(details: BarLicenseDetails): Verdict {
  const jurisdiction = details.jurisdiction.trim();
  if (jurisdiction === '') return invalid(VALIDATION_MESSAGES.jurisdictionRequired);
  if (!isUsStateCode(jurisdiction)) return invalid(VALIDATION_MESSAGES.jurisdictionUnknown);
  return yearAdmittedOf(details.yearAdmitted) === null ? invalid(VALIDATION_MESSAGES.yearAdmitted) : VALID;
}
