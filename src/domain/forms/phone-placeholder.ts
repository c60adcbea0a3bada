import type { CountryCode } from 'libphonenumber-js';
import { getExampleNumber } from 'libphonenumber-js';
import examples from 'libphonenumber-js/mobile/examples';
import { DEFAULT_PHONE_COUNTRY } from './phone-value';

/**
 * The phone field's placeholder for the country chosen: an example number of that country as it
 * is typed there ('(201) 555-0123' in the US, '07400 123456' in Great Britain), so the hint never
 * shows a number the field would refuse. This is what the original's placeholder refresh every
 * 50 ms achieved (spec 001 §10.5); here it follows the country when it changes.
 *
 * Spec is silent on a schema's own placeholder for a phone field (§10.1 lists placeholder for
 * every field): it is written for the form's default country, so it shows while that country is
 * chosen (or none is: a number typed with its own '+' and dial code); another country shows its
 * example. Not in the start bundle: only the phone field's chunk imports this (with its examples).
 */
export function phonePlaceholder(country: CountryCode | undefined, own: string | undefined): string | undefined {
  const shown = country ?? DEFAULT_PHONE_COUNTRY;
  if (own !== undefined && own !== '' && shown === DEFAULT_PHONE_COUNTRY) return own;
  return getExampleNumber(shown, examples)?.formatNational() ?? own;
}
