import { qualifiedPhoneNumber, validatePhoneNumber } from '../validation/phone-number';
import { encodedOrInvalid, textKind } from './answer-kind';

/** A phone number typed with its country code (spec 001 §5.11), sent as '+' and digits. */
export const phoneNumber = textKind({
  check: (value) => validatePhoneNumber(value),
  encode: (value) => encodedOrInvalid(qualifiedPhoneNumber(value)),
  describe: "a number with its '+' country code, e.g. +1 202 555 0123",
});
