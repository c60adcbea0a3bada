import { encodeAttorneyLicenseDetails } from '../encoding/attorney-license-details';
import type { FieldReader } from '../shared/field-readers';
import { fieldOf, jsonTypeName } from '../shared/json-fields';
import { err, ok } from '../shared/result';
import type { BarLicenseDetails } from '../validation/bar-license-details';
import { validateBarLicenseDetails } from '../validation/bar-license-details';
import { objectKind, readTrimmedText } from './answer-kind';

/**
 * Spec is silent on the year's JSON type: the year input gives a string, but a JSON number is
 * accepted too, as the service receives the year as an integer anyway.
 */
const readYearAdmitted: FieldReader<string> = (object, key) => {
  const value = fieldOf(object, key);
  if (typeof value === 'number') return ok(String(value));
  const read = readTrimmedText(object, key);
  return read.ok ? read : err(`${key} must be a string or a number, not ${jsonTypeName(value)}`);
};

/** The bar licence question (spec 001 §5.7), sent as AttorneyLicenseDetails. */
export const barLicenseDetails = objectKind<BarLicenseDetails>(
  { jurisdiction: readTrimmedText, yearAdmitted: readYearAdmitted, licenseNumber: readTrimmedText },
  {
    check: (answer) => validateBarLicenseDetails(answer),
    encode: (answer) => encodeAttorneyLicenseDetails(answer),
    describe: '{"jurisdiction","yearAdmitted":"YYYY"|YYYY,"licenseNumber"?}',
  },
);
