import type { CountryCode } from 'libphonenumber-js';
import { isValidPhoneNumber } from 'libphonenumber-js';

/** The phone field's stored shape: a plus sign, the dial code and the number, digits only (spec 001 §10.5). */
const PHONE_SHAPE = /^\+\d+$/;

/**
 * The country a phone field starts with, as the phone question (spec 001 §5.11). Spec is silent on
 * it: US, as the product serves US requests, so '(646) 555-1234' is read as +1 646 555 1234 and a
 * number of another country needs its country chosen or its '+' and dial code typed.
 */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'US';

/**
 * A phone value is valid when it has the stored shape and is a dialable number of the country its
 * dial code names (libphonenumber's metadata). The field's country selector puts the chosen
 * country's dial code before what is typed, so a number that is not one of that country's is
 * refused: '(555) 123-4567' in the US is '+15551234567', which no US number is.
 */
export const isPhoneValue = (value: string): boolean => PHONE_SHAPE.test(value) && isValidPhoneNumber(value);
