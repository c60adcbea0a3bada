import { VALIDATION_MESSAGES } from './messages';
import type { Verdict } from './verdict';
import { VALID, invalid } from './verdict';

/** The consent question's answer (spec 001 §5.10): `authorized` is the required checkbox. */
export interface ConsentValue {
  readonly authorized: boolean;
  /** The optional 'I wish to receive a free copy of the report' checkbox (state-resident notice). */
  readonly requestedFreeCopy: boolean;
}

/** Spec 001 §5.10: authorized must be true. */
export function validateConsent(value: ConsentValue): Verdict {
  return value.authorized ? VALID : invalid(VALIDATION_MESSAGES.consentRequired);
}
