import type { UtilityLogin } from '../validation/utility-credentials';

/** Spec 001 §3.3: the UtilityCredentials value. */
export interface UtilityCredentials {
  /** The provider's canonical name. */
  readonly provider: string;
  readonly username: string;
  readonly password: string;
}

/** The password is sent as typed: spaces may be part of it. */
export function encodeUtilityCredentials(login: UtilityLogin): UtilityCredentials {
  return { provider: login.provider.trim(), username: login.username.trim(), password: login.password };
}
