import { catalogue } from '../language/translation';
import { VALIDATION_MESSAGES } from './messages';
import type { Verdict } from './verdict';
import { VALID, invalid } from './verdict';

/** Spec 001 §2.1: texts of the utility-provider question. */
export const UTILITY_TEXTS = catalogue('UTILITY_TEXTS', {
  autocompleteLabel: 'Utility providers',
  unavailable: 'Sorry, this utility provider is not available',
  submit: 'Authorize',
} as const);

export interface UtilityLogin {
  /** The provider's canonical name. */
  readonly provider: string;
  readonly username: string;
  readonly password: string;
}

/**
 * Spec 001 §5.13: provider canonical name, username and password. Spec is silent on trimming the
 * password: it is judged as typed (only an empty one is refused), since spaces may be part of it.
 */
export function validateUtilityLogin(login: UtilityLogin): Verdict {
  if (login.provider.trim() === '') return invalid(VALIDATION_MESSAGES.utilityProviderRequired);
  if (login.username.trim() === '') return invalid(VALIDATION_MESSAGES.usernameRequired);
  return login.password === '' ? invalid(VALIDATION_MESSAGES.passwordRequired) : VALID;
}
