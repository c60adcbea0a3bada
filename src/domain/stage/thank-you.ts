import { catalogue } from '../language/translation';
/** The thank-you screen's texts of spec 000 §2, word for word. */
export const THANK_YOU_TEXTS = catalogue('THANK_YOU_TEXTS', {
  heading: (issuerName: string): string => `Thank you for submitting your information to ${issuerName}`,
  headingWithoutIssuer: 'Thank you for submitting your information to us',
  message: 'You will be notified once your submission has finished processing.',
  continueLink: 'Continue',
} as const);

/** The thank-you screen reloads the interview once after this long (spec 000 §9). */
export const THANK_YOU_RELOAD_MS = 30_000;

export interface ThankYouInput {
  readonly issuerName: string | null;
  readonly confirmation: { readonly headingText: string | null; readonly messageText: string | null } | null;
}

const filled = (text: string | null | undefined): string | null => {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/**
 * The heading and message: the issuer's idoConfirmationMessage texts override each one they
 * supply. Spec is silent on a blank override: it counts as none, so the screen is never empty.
 */
export function thankYouTexts({ issuerName, confirmation }: ThankYouInput): {
  readonly heading: string;
  readonly message: string;
} {
  const name = filled(issuerName);
  return {
    heading:
      filled(confirmation?.headingText) ??
      (name === null ? THANK_YOU_TEXTS.headingWithoutIssuer : THANK_YOU_TEXTS.heading(name)),
    message: filled(confirmation?.messageText) ?? THANK_YOU_TEXTS.message,
  };
}

/**
 * The screen reloads the interview once after 30 s, unless refresh is disabled or a continue URL
 * exists (spec 000 §2 'Thank-you').
 */
export const shouldReloadThankYou = (facts: {
  readonly refreshDisabled: boolean;
  readonly continueUrl: string | null;
}): boolean => !facts.refreshDisabled && (facts.continueUrl === null || facts.continueUrl.trim() === '');
