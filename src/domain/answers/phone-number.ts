import { jsonTypeName } from '../shared/json-fields';
import { err, ok } from '../shared/result';
import type { PhoneInputValue } from '../validation/phone-number';
import { readPhoneInputValue, validatePhoneInput } from '../validation/phone-number';
import type { AnswerKind } from './answer-kind';
import { encodedOrInvalid } from './answer-kind';

/**
 * The phone question (spec 001 §5.11): the phone input's value of spec 001 §3.7 (number, dial
 * code, country, qualified number, valid), valid with a qualified number and the valid flag, sent
 * as the qualified number, '+' and digits (spec 001 §3.3). A string is read too (a stored answer,
 * the CLI): a number typed with its country code; the flag is always worked out again.
 */
export const phoneNumber: AnswerKind<PhoneInputValue> = {
  input: 'text',
  keys: null,
  read: (raw, what) => {
    const value = readPhoneInputValue(raw);
    return value === null ? err(`${what} must be a string or a phone object, not ${jsonTypeName(raw)}`) : ok(value);
  },
  check: (value) => validatePhoneInput(value),
  encode: (value) => encodedOrInvalid(value.valid ? value.qualifiedNumber : null),
  describe: "a number with its '+' country code, e.g. +1 202 555 0123",
};
