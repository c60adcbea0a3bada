import { isValidPhoneNumber } from 'libphonenumber-js';

/** The phone field's stored shape: a plus sign, the dial code and the number, digits only (spec 001 §10.5). */
const PHONE_SHAPE = /^\+\d+$/;

/**
 * A phone value is valid when it has the stored shape and is a dialable number for its country
 * code (libphonenumber's metadata), as the phone input with its country selector would judge it.
 */
export const isPhoneValue = (value: string): boolean => PHONE_SHAPE.test(value) && isValidPhoneNumber(value);
