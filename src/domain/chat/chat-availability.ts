import { GREETING_HIDE_AFTER_MS } from './chat-constants';

/**
 * The attribute types whose screens offer the chat (spec 000 §2: the insurance-policy-verification
 * self-attestation enterprise and advanced attribute types).
 * Spec is silent on their exact spelling: they are taken to be these two families, and a question
 * enables the chat when its attribute type is one of them or a sub-attribute of one (it starts with
 * the family followed by a dot). The match is exact otherwise: case and separators matter.
 */
export const CHAT_ATTRIBUTE_FAMILIES = [
  'insurance_policy_verification.self_attestation.enterprise',
  'insurance_policy_verification.self_attestation.advanced',
] as const;

export const chatEnabledFor = (attrType: string): boolean =>
  CHAT_ATTRIBUTE_FAMILIES.some((family) => attrType === family || attrType.startsWith(`${family}.`));

/** The widget shows on screens that enable it, never on mobile browsers (spec 000 §2). */
export const chatWidgetShown = (attrType: string | null, mobile: boolean): boolean =>
  !mobile && attrType !== null && chatEnabledFor(attrType);

/** The greeting bubble hides 5 seconds after it appeared (spec 000 §2, §9). */
export const greetingVisible = (shownAt: number, now: number): boolean => now - shownAt < GREETING_HIDE_AFTER_MS;
