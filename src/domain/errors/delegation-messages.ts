import { catalogue } from '../language/translation';
/** Spec 000 §8 'Delegation messages', word for word. */
export const DELEGATION_MESSAGES = catalogue('DELEGATION_MESSAGES', {
  noSession: "We couldn't send a text. Please refresh the page.",
  badNumber: "We couldn't send a text. Please check your phone number.",
  limitReached: "We already sent a text. If you don't see one, please refresh the page.",
  success: 'Check your phone, we just sent a text.',
  failure:
    'SMS not sent. Try again in a few minutes or try opening the link in the verification email directly on a mobile device. If any issues persist, contact support',
} as const);

export type DelegationOutcome = keyof typeof DELEGATION_MESSAGES;

/** The failure message stays until the user closes it; the others close by themselves. */
export const isPermanentDelegationMessage = (outcome: DelegationOutcome): boolean => outcome === 'failure';
