import { VALIDATION_MESSAGES } from './messages';
import { isUsStateCode } from './us-states';
import type { Verdict } from './verdict';
import { VALID, invalid } from './verdict';

export interface PostalAddress {
  readonly street: string;
  readonly city: string;
  readonly state: string;
  readonly postcode: string;
}

/**
 * Spec 001 §5.6: street, city, state and postcode are all required. Spec is silent on the state's
 * content: it must also be one of the dropdown's codes, since a free-typed state cannot be chosen
 * on the screen. Spec is silent on the ZIP format: any non-blank postcode is accepted.
 */
export function validateAddress(address: PostalAddress): Verdict {
  if (address.street.trim() === '') return invalid(VALIDATION_MESSAGES.streetRequired);
  if (address.city.trim() === '') return invalid(VALIDATION_MESSAGES.cityRequired);
  const state = address.state.trim();
  if (state === '') return invalid(VALIDATION_MESSAGES.stateRequired);
  if (!isUsStateCode(state)) return invalid(VALIDATION_MESSAGES.stateUnknown);
  if (address.postcode.trim() === '') return invalid(VALIDATION_MESSAGES.postcodeRequired);
  return VALID;
}
