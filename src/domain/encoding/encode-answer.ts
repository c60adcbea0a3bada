import { CONSENT_ATTRIBUTES } from '../consent/consent-attributes';
import { consentSubmission } from '../consent/consent-submission';
import { assertNever } from '../shared/assert-never';
import type { Result } from '../shared/result';
import { err, ok } from '../shared/result';
import type { CheckContext } from '../validation/check-answer';
import { validateKindAnswer } from '../validation/check-answer';
import type { CheckKind } from '../validation/check-kind';
import { qualifiedPhoneNumber } from '../validation/phone-number';
import type { KindAnswer } from '../validation/read-answer';
import { readAnswer } from '../validation/read-answer';
import { encodeAddress } from './address';
import { encodeAttorneyLicenseDetails } from './attorney-license-details';
import { encodeBulkEmails } from './bulk-emails';
import { encodeCharge } from './charge-assessment';
import { encodeCprData } from './cpr-data';
import { encodeDateAnswer } from './date-answer';
import { encodeName } from './name';
import { encodePastName } from './past-name';
import { encodeStatementOfTruth } from './statement-of-truth';
import { encodeEin, encodeItin, encodeMmcReference, encodeSsn } from './tax-ids';

export type EncodeError =
  { readonly kind: 'shape'; readonly message: string } | { readonly kind: 'invalid'; readonly message: string };

/**
 * The consent HTML assumed by encodeAnswer when the context names none. Spec is silent on it outside a real interview: the
 * issuer is taken to have supplied HTML for both FCRA attributes, so the encoding shows every
 * attribute the consent sends (the drop rule is covered by consentSubmission itself).
 */
export const ASSUMED_CONSENT_HTML: readonly string[] = [
  CONSENT_ATTRIBUTES.fcraAuthorized,
  CONSENT_ATTRIBUTES.fcraReviewedDisclosure,
];

/** A string kind's encoder gives null for a value it cannot encode; that is the validator's verdict. */
const fromNullable = <T>(value: T | null, message: string): Result<T, string> =>
  value === null ? err(message) : ok(value);

/** The encoded value of an answer already read into its shape and found valid. */
function encodeKindAnswer(answer: KindAnswer, message: string, context: CheckContext): Result<unknown, string> {
  switch (answer.kind) {
    case 'ssn':
      return fromNullable(encodeSsn(answer.value), message);
    case 'itin':
      return fromNullable(encodeItin(answer.value), message);
    case 'ein':
      return fromNullable(encodeEin(answer.value), message);
    case 'mmc-reference-number':
      return fromNullable(encodeMmcReference(answer.value), message);
    case 'phone-number':
      return fromNullable(qualifiedPhoneNumber(answer.value), message);
    case 'email':
    case 'text':
    case 'us-state':
      return ok(answer.value.trim());
    case 'integer':
      return ok(Number(answer.value.trim()));
    case 'date':
    case 'birthday':
    case 'future-date':
      return encodeDateAnswer(answer.value);
    case 'full-name':
      return ok(encodeName(answer.value));
    case 'past-name':
      return ok(encodePastName(answer.value));
    case 'address':
      return ok(encodeAddress(answer.value));
    case 'cpr':
      return ok(encodeCprData(answer.value));
    case 'bar-license-details':
      return encodeAttorneyLicenseDetails(answer.value);
    case 'consent':
      return ok(
        consentSubmission({
          attrType: answer.attrType,
          value: answer.value,
          consentHtmlAttrTypes: context.consentHtmlAttrTypes ?? ASSUMED_CONSENT_HTML,
        }),
      );
    case 'statement-of-truth':
      return encodeStatementOfTruth(answer.value);
    case 'bulk-email':
      return ok(encodeBulkEmails(answer.value.emails));
    case 'charge':
      // Spec 001 §3.4: the assessment is sent as the list of charge answers; one charge is a list of one.
      return ok([encodeCharge(answer.value)]);
    default:
      return assertNever(answer, 'answer');
  }
}

/**
 * Encodes a valid answer as the service receives it (a JSON value). A value without the kind's
 * shape is a 'shape' error; an invalid one is an 'invalid' error carrying the validator's message.
 */
export function encodeAnswer(kind: CheckKind, raw: unknown, context: CheckContext): Result<unknown, EncodeError> {
  const answer = readAnswer(kind, raw);
  if (!answer.ok) return err({ kind: 'shape', message: answer.error });
  const verdict = validateKindAnswer(answer.value, context);
  if (!verdict.valid) return err({ kind: 'invalid', message: verdict.message });
  const encoded = encodeKindAnswer(answer.value, 'the answer could not be encoded', context);
  return encoded.ok ? encoded : err({ kind: 'invalid', message: encoded.error });
}
