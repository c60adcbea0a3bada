/** Longest e-mail address accepted (spec 000 §5, §9). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * The WHATWG `input type=email` pattern, the "standard address pattern" of spec 000 §5 (the same
 * pattern the question validators use, so a form never disagrees with a question about an address).
 */
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export const isEmailAddress = (value: string): boolean => value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
