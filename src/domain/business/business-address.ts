import { at, isAbsent, isJsonObject } from '../shared/json-fields';
import type { Result } from '../shared/result';
import { err, ok } from '../shared/result';

/** The business address as the form holds it. */
export interface BusinessAddress {
  readonly street: string;
  readonly city: string;
  readonly state: string;
  readonly postcode: string;
}

/** The address as POST /v2/case/{caseId}/submission carries it (spec 000 §7, defaults §9). */
export interface BusinessAddressPayload {
  readonly revision: 0;
  readonly region_code: 'US';
  readonly language_code: 'en';
  readonly administrative_area: string;
  readonly postal_code: string;
  readonly locality: string;
  readonly address_lines: readonly string[];
}

/**
 * The payload of a form address. Spec is silent on spacing: each part is trimmed, and a blank
 * street sends no address line rather than an empty one.
 */
export function toAddressPayload(address: BusinessAddress): BusinessAddressPayload {
  const street = address.street.trim();
  return {
    revision: 0,
    region_code: 'US',
    language_code: 'en',
    administrative_area: address.state.trim(),
    postal_code: address.postcode.trim(),
    locality: address.city.trim(),
    address_lines: street === '' ? [] : [street],
  };
}

function readText(body: Readonly<Record<string, unknown>>, key: string, path: string): Result<string, string> {
  const value = body[key];
  if (isAbsent(value)) return ok('');
  return typeof value === 'string' ? ok(value) : err(`${at(path, key)} must be a string`);
}

/**
 * The form address of a business_address the service returns.
 *
 * Spec is silent on partial addresses and several address lines: a missing part reads as empty
 * (the form then asks for it), and address lines are joined with ', ' into the one street field.
 * revision, region_code and language_code are not read: the form is US-only.
 */
export function parseAddressPayload(raw: unknown, path = 'business_address'): Result<BusinessAddress, string> {
  if (!isJsonObject(raw)) return err(`${path} must be an object`);
  const state = readText(raw, 'administrative_area', path);
  if (!state.ok) return state;
  const postcode = readText(raw, 'postal_code', path);
  if (!postcode.ok) return postcode;
  const city = readText(raw, 'locality', path);
  if (!city.ok) return city;
  const lines = raw['address_lines'];
  let street = '';
  if (!isAbsent(lines)) {
    if (!Array.isArray(lines) || !lines.every((line) => typeof line === 'string')) {
      return err(`${at(path, 'address_lines')} must be an array of strings`);
    }
    street = (lines as readonly string[])
      .map((line) => line.trim())
      .filter((line) => line !== '')
      .join(', ');
  }
  return ok({ street, city: city.value, state: state.value, postcode: postcode.value });
}
