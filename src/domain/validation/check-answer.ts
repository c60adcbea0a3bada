import { validateCharge } from '../assessment/charge-validity';
import { assertNever } from '../shared/assert-never';
import type { CalendarDate } from '../shared/calendar-date';
import type { Result } from '../shared/result';
import { ok } from '../shared/result';
import { validateAddress } from './address';
import { validateBarLicenseDetails } from './bar-license-details';
import { validateBirthday } from './birthday';
import { validateBulkEmail } from './bulk-email';
import type { CheckKind } from './check-kind';
import { validateConsent } from './consent';
import { validateCpr } from './cpr';
import { validateDate } from './date';
import { validateEin } from './ein';
import { validateEmail } from './email';
import { validateFullName } from './full-name';
import { validateFutureDate } from './future-date';
import { validateInteger } from './integer';
import { validateItin } from './itin';
import { validateMmcReference } from './mmc-reference';
import { validatePastName } from './past-name';
import { validatePhoneNumber } from './phone-number';
import type { KindAnswer } from './read-answer';
import { readAnswer } from './read-answer';
import { validateSsn } from './ssn';
import { validateStatementOfTruth } from './statement-of-truth';
import { validateText } from './text';
import { validateUsState } from './us-state';
import type { Verdict } from './verdict';

export type { Verdict } from './verdict';

/** What a check needs besides the answer: today's date, for birthdays and expiry dates. */
export interface CheckContext {
  readonly today: CalendarDate;
  /**
   * The attribute types the issuer supplied consent HTML for (suppliedConsentHtml of the issuer
   * record): a consent drops its authorized attribute without them (spec 001 §5.10). Absent
   * outside a real interview (the CLI), where both FCRA attributes are taken to have HTML.
   */
  readonly consentHtmlAttrTypes?: readonly string[];
}

/** The verdict of the kind's validator on an answer already read into its shape. */
export function validateKindAnswer(answer: KindAnswer, context: CheckContext): Verdict {
  switch (answer.kind) {
    case 'ssn':
      return validateSsn(answer.value);
    case 'itin':
      return validateItin(answer.value);
    case 'ein':
      return validateEin(answer.value);
    case 'email':
      return validateEmail(answer.value);
    case 'text':
      return validateText(answer.value);
    case 'us-state':
      return validateUsState(answer.value);
    case 'integer':
      return validateInteger(answer.value);
    case 'date':
      return validateDate(answer.value);
    case 'birthday':
      return validateBirthday(answer.value, context.today);
    case 'future-date':
      return validateFutureDate(answer.value, context.today);
    case 'mmc-reference-number':
      return validateMmcReference(answer.value);
    case 'phone-number':
      return validatePhoneNumber(answer.value);
    case 'full-name':
      return validateFullName(answer.value);
    case 'past-name':
      return validatePastName(answer.value);
    case 'address':
      return validateAddress(answer.value);
    case 'cpr':
      return validateCpr(answer.value);
    case 'bar-license-details':
      return validateBarLicenseDetails(answer.value);
    case 'consent':
      return validateConsent(answer.value);
    case 'statement-of-truth':
      return validateStatementOfTruth(answer.value);
    case 'bulk-email':
      return validateBulkEmail(answer.value);
    case 'charge':
      return validateCharge(answer.value);
    default:
      return assertNever(answer, 'answer');
  }
}

/**
 * Checks an answer as the question of that kind does. Fails only when `raw` does not have the
 * kind's shape (e.g. a full-name given as a number or a list, a field of the wrong type); content
 * problems are an invalid Verdict carrying the field's message.
 */
export function checkAnswer(kind: CheckKind, raw: unknown, context: CheckContext): Result<Verdict, string> {
  const answer = readAnswer(kind, raw);
  return answer.ok ? ok(validateKindAnswer(answer.value, context)) : answer;
}
