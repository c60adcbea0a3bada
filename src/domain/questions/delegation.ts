import type { DelegationOutcome } from '../errors/delegation-messages';
import type { PhoneInputValue } from '../validation/phone-number';
import { readPhoneInputValue, validatePhoneInput } from '../validation/phone-number';

/**
 * Texts a question may send to a phone (spec 001 §4: at most 2 per question). Spec 000 §9 also
 * reads of a per-attribute limit whose value is not shown: the same 2 is used for both readings.
 */
export const DELEGATION_LIMIT = 2;

/** How many texts are left for a question. */
export const delegationsRemaining = (sent: number): number => Math.max(0, DELEGATION_LIMIT - sent);

/**
 * Whether a text may be sent, checked in the order a user can fix them: no session (refresh), a
 * bad number (retype), the limit reached. The phone is the delegation phone number of spec 001
 * §3.7 (number, dial code, country, qualified number, valid), or a number typed with its country
 * code ('+1...'); delegation needs a valid one (spec 001 §5.11).
 */
export function delegationCheck(facts: {
  readonly hasSession: boolean;
  readonly phone: PhoneInputValue | string | null;
  readonly sent: number;
}):
  { readonly send: false; readonly outcome: DelegationOutcome } | { readonly send: true; readonly recipient: string } {
  if (!facts.hasSession) return { send: false, outcome: 'noSession' };
  const phone = readPhoneInputValue(facts.phone);
  const recipient = phone !== null && validatePhoneInput(phone).valid ? phone.qualifiedNumber : null;
  if (recipient === null) return { send: false, outcome: 'badNumber' };
  if (delegationsRemaining(facts.sent) === 0) return { send: false, outcome: 'limitReached' };
  return { send: true, recipient };
}

/**
 * Status with which the service refuses a text past its own limit of texts per question (it counts
 * them too: the interview state's delegationsRequested). Spec is silent on that answer: 429 Too
 * Many Requests, this project's choice (contracts/README.md).
 */
export const TEXT_LIMIT_STATUS = 429;

/**
 * The message for a text the service did not send: the limit's (spec 000 §8 'Limit reached', whose
 * 'please refresh the page' brings the service's count, e.g. after another tab sent the texts)
 * when it refused for its limit, else the failure's.
 */
export const unsentTextOutcome = (status: number | null): DelegationOutcome =>
  status === TEXT_LIMIT_STATUS ? 'limitReached' : 'failure';

/** What the text button shows (spec 001 §4): sending while a text is on its way, sent once none are left. */
export type DelegationButton = 'send' | 'sending' | 'sent';

export function delegationButton(facts: { readonly sending: boolean; readonly remaining: number }): DelegationButton {
  if (facts.sending) return 'sending';
  return facts.remaining === 0 ? 'sent' : 'send';
}
