import type { Result } from '../shared/result';
import { err, ok } from '../shared/result';
import type { BarLicenseDetails } from '../validation/bar-license-details';
import { yearAdmittedOf } from '../validation/bar-license-details';
import { VALIDATION_MESSAGES } from '../validation/messages';

/** Spec 001 §3.3: the AttorneyLicenseDetails value. */
export interface AttorneyLicenseDetails {
  /** Spec is silent on an absent licence number: it is sent as null rather than ''. */
  readonly license_number: string | null;
  readonly year_admitted: number;
  readonly jurisdiction: string;
}

/** Fails with the field message when the year is not a year from 1900 to 2099. */
export function encodeAttorneyLicenseDetails(details: BarLicenseDetails): Result<AttorneyLicenseDetails, string> {
  const year = yearAdmittedOf(details.yearAdmitted);
  if (year === null) return err(VALIDATION_MESSAGES.yearAdmitted);
  const licenseNumber = details.licenseNumber.trim();
  return ok({
    license_number: licenseNumber === '' ? null : licenseNumber,
    year_admitted: year,
    jurisdiction: details.jurisdiction.trim(),
  });
}
