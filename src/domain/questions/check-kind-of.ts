import type { QuestionAnswer } from '../answers/question-answer';
import { CAPTURED, typed } from '../answers/question-answer';
import type { CheckKind } from '../answers/registry';
import type { QuestionField } from './field-kind';
import type { InputKind } from './input-kind';
import type { Question } from './question';
import type { SmartAttributeKind } from './smart-attribute';

/**
 * How the answer of every input kind is obtained: the answer kind that checks and encodes it, or
 * captured by its screen. Total over the input kinds, so a new kind without an entry does not compile.
 */
const ANSWER_OF_INPUT_KIND: { readonly [K in InputKind]: QuestionAnswer } = {
  ssn: typed('ssn'),
  cpr: typed('cpr'),
  ein: typed('ein'),
  address: typed('address'),
  'full-name': typed('full-name'),
  'past-name': typed('past-name'),
  birthday: typed('birthday'),
  'phone-number': typed('phone-number'),
  'us-state': typed('us-state'),
  'mmc-reference-number': typed('mmc-reference-number'),
  selfie: CAPTURED,
  'bulk-email': typed('bulk-email'),
  'bar-license-details': typed('bar-license-details'),
  consent: typed('consent'),
  'statement-of-truth': typed('statement-of-truth'),
  'future-date': typed('future-date'),
  // Its field checks the text (letters, digits, hyphen, space) and builds the submission itself.
  'insurance-policy-number': CAPTURED,
  'id-scan': CAPTURED,
  'academic-provider': CAPTURED,
  // Each charge is checked as a 'charge'; the field draws its own submit per charge.
  'individualized-assessment': typed('charge'),
  'liveness-check': CAPTURED,
  'coi-scan': CAPTURED,
  'external-provider': CAPTURED,
  text: typed('text'),
  file: CAPTURED,
  boolean: CAPTURED,
  date: typed('date'),
  integer: typed('integer'),
  'string-enum': CAPTURED,
  'string-enum-list': CAPTURED,
  email: typed('email'),
};

/** Both smart-attribute forms (JSON schema, licence state and number) build their submission themselves. */
const ANSWER_OF_SMART_ATTRIBUTE: { readonly [K in SmartAttributeKind]: QuestionAnswer } = {
  'json-schema': CAPTURED,
  'license-number': CAPTURED,
};

/**
 * The answer kind that validates and encodes a question field's answer, or null when the field's
 * screen captures or picks the answer and builds the submission itself. Read from the two total
 * tables above, so no kind falls through unchecked.
 */
export function checkKindOf(field: QuestionField): CheckKind | null {
  const answer =
    field.kind === 'input' ? ANSWER_OF_INPUT_KIND[field.inputKind] : ANSWER_OF_SMART_ATTRIBUTE[field.smartKind];
  return answer.kind === 'typed' ? answer.answer : null;
}

/**
 * Whether an attribute type names an insurance expiration (spec 001 §5.15: expiry-style dates are
 * future-date 'also insurance expiration'). Spec is silent on those attribute types: one segment
 * names insurance ('insurance', 'insurance_policy_verification', …, or 'coi', a certificate of
 * insurance) and one names an expiry ('expiration', 'expiration_date', 'expiry', 'expires'), e.g.
 * 'insurance_policy_verification.expiration_date' or 'coi.expiry'.
 */
export function isInsuranceExpiration(attrType: string): boolean {
  const segments = attrType.toLowerCase().split('.');
  return (
    segments.some((segment) => segment.includes('insurance') || segment === 'coi') &&
    segments.some((segment) => /(^|_)expir/.test(segment))
  );
}

/**
 * The answer kind of a question: its field's (checkKindOf), except that an insurance expiration
 * typed as a plain date is held to today or later like a future-date (spec 001 §5.15 'also
 * insurance expiration'), since an issuer may send it as 'date' or by metadata inputType 'date'.
 */
export function checkKindOfQuestion(question: Pick<Question, 'attrType'>, field: QuestionField): CheckKind | null {
  const kind = checkKindOf(field);
  return kind === 'date' && isInsuranceExpiration(question.attrType) ? 'future-date' : kind;
}
