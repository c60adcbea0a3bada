import { catalogue } from '../language/translation';
import { isValidEmail } from './email';
import { VALIDATION_MESSAGES } from './messages';
import type { Verdict } from './verdict';
import { VALID, invalid } from './verdict';

/** The bulk e-mail question's texts, a catalogue (issue 28): read when shown. */
export const BULK_EMAIL_TEXTS = catalogue('BULK_EMAIL_TEXTS', {
  /** Spec 001 §2.1: the certification checkbox of the bulk e-mail question. */
  certification: 'I certify that the information above is complete and accurate.',
  /** Spec 001 §2.1: the button that empties the chip list. */
  clearEmails: 'Clear Emails',
} as const);

export interface BulkEmailAnswer {
  readonly emails: readonly string[];
  /** The certification checkbox (pre-checked when the question has autoConfirmation). */
  readonly certified: boolean;
  /** metadata.required of the question. */
  readonly required: boolean;
}

/**
 * Spec 001 §5.9: the list must be non-empty if required, every entry a valid e-mail (judged after
 * trimming), and the certification checked. Spec is silent on the order: the list is judged first,
 * as it is what the applicant fills in before ticking the box.
 */
export function validateBulkEmail(answer: BulkEmailAnswer): Verdict {
  const emails = answer.emails.map((email) => email.trim());
  if (answer.required && emails.length === 0) return invalid(VALIDATION_MESSAGES.required);
  if (!emails.every(isValidEmail)) return invalid(VALIDATION_MESSAGES.invalidEmail);
  return answer.certified ? VALID : invalid(VALIDATION_MESSAGES.certificationRequired);
}
