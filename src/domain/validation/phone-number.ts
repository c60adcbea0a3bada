import { FORM_MESSAGES } from '../forms/messages';
import {
  getCountryCallingCode,
  isSupportedCountry,
  isValidPhoneNumber,
  parsePhoneNumberFromString,
} from 'libphonenumber-js';
import type { Verdict } from './verdict';
import { VALID, invalid } from './verdict';

/**
 * The E.164 form '+' followed by digits of a number typed with its country code, or null. Spec is
 * silent on separators: spaces, dashes, dots and parentheses between the digits are allowed, as
 * people copy numbers written that way; anything else (letters, a missing '+') is refused.
 */
export function qualifiedPhoneNumber(value: string): string | null {
  const trimmed = value.trim();
  if (!/^\+[\d\s().-]*\d[\d\s().-]*$/.test(trimmed)) return null;
  const qualified = `+${trimmed.replace(/\D/g, '')}`;
  return isValidPhoneNumber(qualified) ? qualified : null;
}

/** A phone number given as a string with its '+' country code, valid for libphonenumber-js. */
export function validatePhoneNumber(value: string): Verdict {
  return qualifiedPhoneNumber(value) === null ? invalid(FORM_MESSAGES.phone) : VALID;
}

/**
 * What the phone input emits (spec 001 §3.7), kept as the phone question's answer and as the
 * delegation phone number: the national number's digits, the dial code (digits, no '+'), the
 * country (ISO 3166-1 alpha-2; spec 001 says 'iso2', written in capitals as libphonenumber-js
 * gives it, '' when no country is known), the qualified number ('+', dial code and number, or null
 * while invalid) and the valid flag. Sent as the qualified number alone (spec 001 §3.3 'Phone').
 */
export interface PhoneInputValue {
  readonly number: string;
  readonly dialCode: string;
  readonly country: string;
  readonly qualifiedNumber: string | null;
  readonly valid: boolean;
}

/**
 * The phone input's value for what it holds: an international number as typed or as the input
 * library gives it ('+1 202 555 0123', '+1202' while typing, '' when empty), with the country
 * chosen in its selector, which stands when the number does not name one (empty, partial, or a
 * dial code several countries share). The valid flag is worked out here, never taken on trust.
 */
export function phoneInputValue(typed: string, chosenCountry = ''): PhoneInputValue {
  const qualifiedNumber = qualifiedPhoneNumber(typed);
  const trimmed = typed.trim();
  const digits = trimmed.replace(/\D/g, '');
  const international = trimmed.startsWith('+');
  const parsed = international ? parsePhoneNumberFromString(`+${digits}`) : undefined;
  const country = (parsed?.country ?? chosenCountry).toUpperCase();
  const chosenDialCode = isSupportedCountry(country) ? getCountryCallingCode(country) : '';
  if (parsed !== undefined) {
    const { countryCallingCode: dialCode, nationalNumber: number } = parsed;
    return { number, dialCode, country, qualifiedNumber, valid: qualifiedNumber !== null };
  }
  // Too short to parse ('+1', '+12'): the digits after the chosen country's dial code, else all
  // of them with no dial code, so the input shows back exactly what was typed.
  const dialCode = !international || digits.startsWith(chosenDialCode) ? chosenDialCode : '';
  const number = international ? digits.slice(dialCode.length) : digits;
  return { number, dialCode, country, qualifiedNumber, valid: qualifiedNumber !== null };
}

/**
 * Reads a phone answer as the question or the delegation keeps it, or as a stored answer and the
 * CLI give it: the object of spec 001 §3.7 (its number rebuilt from the qualified number, else
 * from dial code and number) or a string. Anything else is null.
 */
export function readPhoneInputValue(raw: unknown): PhoneInputValue | null {
  if (typeof raw === 'string') return phoneInputValue(raw);
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const fields = raw as Record<string, unknown>;
  const text = (key: string) => (typeof fields[key] === 'string' ? (fields[key] as string) : '');
  const typed = text('qualifiedNumber') || (text('number') === '' ? '' : `+${text('dialCode')}${text('number')}`);
  return phoneInputValue(typed, text('country'));
}

/** The international number the phone input shows for a value ('' when nothing is typed). */
export const typedPhoneNumber = (value: PhoneInputValue | null): string =>
  value === null || value.number === '' ? '' : `+${value.dialCode}${value.number}`;

/** The phone question and delegation (spec 001 §5.11): a qualified number and the valid flag. */
export function validatePhoneInput(value: Pick<PhoneInputValue, 'qualifiedNumber' | 'valid'>): Verdict {
  const hasNumber = value.qualifiedNumber !== null && value.qualifiedNumber.trim() !== '';
  return hasNumber && value.valid ? VALID : invalid(FORM_MESSAGES.phone);
}
