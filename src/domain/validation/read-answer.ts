import { readChargeAnswer } from '../assessment/read-charge-answer';
import type { ChargeAnswer } from '../assessment/charge-answer';
import { assertNever } from '../shared/assert-never';
import type { Result } from '../shared/result';
import { err, ok } from '../shared/result';
import type { PostalAddress } from './address';
import type { BarLicenseDetails } from './bar-license-details';
import type { BulkEmailAnswer } from './bulk-email';
import type { CheckKind, StringCheckKind } from './check-kind';
import { isStringCheckKind } from './check-kind';
import type { ConsentValue } from './consent';
import type { CprAnswer } from './cpr';
import type { FullName } from './full-name';
import type { JsonObject } from '../shared/json-fields';
import { fieldOf, jsonTypeName, readAll, readFlag, readObject, readText, readTextList } from '../shared/json-fields';
import type { PastName } from './past-name';
import type { StatementOfTruth } from './statement-of-truth';

/**
 * The consent question the CLI's consent answer belongs to when it names none. Spec is silent:
 * the FCRA reviewed-disclosure question, the main background-check consent, which also shows
 * every rule of spec 001 §5.10 (both FCRA attributes and the free-copy flag).
 */
export const DEFAULT_CONSENT_ATTR_TYPE = 'consent.fcra.reviewed_disclosure';

/** An answer read into the shape its kind's validator and encoder take. */
export type KindAnswer =
  | { readonly kind: StringCheckKind; readonly value: string }
  | { readonly kind: 'full-name'; readonly value: FullName }
  | { readonly kind: 'past-name'; readonly value: PastName }
  | { readonly kind: 'address'; readonly value: PostalAddress }
  | { readonly kind: 'cpr'; readonly value: CprAnswer }
  | { readonly kind: 'bar-license-details'; readonly value: BarLicenseDetails }
  | { readonly kind: 'consent'; readonly value: ConsentValue; readonly attrType: string }
  | { readonly kind: 'statement-of-truth'; readonly value: StatementOfTruth }
  | { readonly kind: 'bulk-email'; readonly value: BulkEmailAnswer }
  | { readonly kind: 'charge'; readonly value: ChargeAnswer };

type Reader<T> = () => Result<T, string>;

const text =
  (o: JsonObject, key: string): Reader<string> =>
  () =>
    readText(o, key);

/** A checkbox: absent (or null) counts as unticked. */
const box =
  (o: JsonObject, key: string, absent = false): Reader<boolean> =>
  () => {
    const read = readFlag(o, key);
    return read.ok ? ok(read.value ?? absent) : read;
  };

function readFullName(o: JsonObject): Result<FullName, string> {
  return readAll<FullName>({ first: text(o, 'first'), middle: text(o, 'middle'), last: text(o, 'last') });
}

/**
 * Spec is silent on the year's JSON type: the year input gives a string, but a JSON number is
 * accepted too, as the service receives the year as an integer anyway.
 */
function readYearAdmitted(o: JsonObject): Result<string, string> {
  const value = fieldOf(o, 'yearAdmitted');
  if (typeof value === 'number') return ok(String(value));
  const read = readText(o, 'yearAdmitted');
  return read.ok ? read : err(`yearAdmitted must be a string or a number, not ${jsonTypeName(value)}`);
}

/** 'an email answer', 'a us-state answer': how shape errors name the expected answer. */
const answerName = (kind: CheckKind): string => `${/^[aeio]/.test(kind) ? 'an' : 'a'} ${kind} answer`;

function tagged<K extends KindAnswer['kind'], T>(
  kind: K,
  read: Result<T, string>,
): Result<{ kind: K; value: T }, string> {
  return read.ok ? ok({ kind, value: read.value }) : read;
}

/** Reads a JSON kind's answer object. */
function readObjectAnswer(kind: Exclude<CheckKind, StringCheckKind>, raw: unknown): Result<KindAnswer, string> {
  if (kind === 'charge') {
    const charge = readChargeAnswer(raw, answerName(kind));
    return charge.ok ? ok({ kind, value: charge.value }) : charge;
  }
  const object = readObject(raw, answerName(kind));
  if (!object.ok) return object;
  const o = object.value;
  switch (kind) {
    case 'full-name':
      return tagged(kind, readFullName(o));
    case 'past-name':
      return tagged(
        kind,
        readAll<PastName>({
          hasPastName: box(o, 'hasPastName'),
          first: text(o, 'first'),
          middle: text(o, 'middle'),
          last: text(o, 'last'),
        }),
      );
    case 'address':
      return tagged(
        kind,
        readAll<PostalAddress>({
          street: text(o, 'street'),
          city: text(o, 'city'),
          state: text(o, 'state'),
          postcode: text(o, 'postcode'),
        }),
      );
    case 'cpr':
      return tagged(kind, readAll<CprAnswer>({ provider: text(o, 'provider'), certId: text(o, 'certId') }));
    case 'bar-license-details':
      return tagged(
        kind,
        readAll<BarLicenseDetails>({
          jurisdiction: text(o, 'jurisdiction'),
          yearAdmitted: () => readYearAdmitted(o),
          licenseNumber: text(o, 'licenseNumber'),
        }),
      );
    case 'consent': {
      const value = readAll<ConsentValue>({
        authorized: box(o, 'authorized'),
        requestedFreeCopy: box(o, 'requestedFreeCopy'),
      });
      if (!value.ok) return value;
      const attrType = readText(o, 'attrType');
      if (!attrType.ok) return attrType;
      return ok({ kind, value: value.value, attrType: attrType.value.trim() || DEFAULT_CONSENT_ATTR_TYPE });
    }
    case 'statement-of-truth':
      return tagged(
        kind,
        readAll<StatementOfTruth>({ value: () => readFlag(o, 'value'), consentText: text(o, 'consentText') }),
      );
    case 'bulk-email':
      // Spec 001 §5.9 judges `required` from the question's metadata; the CLI answer carries it, true by default.
      return tagged(
        kind,
        readAll<BulkEmailAnswer>({
          emails: () => readTextList(o, 'emails'),
          certified: box(o, 'certified'),
          required: box(o, 'required', true),
        }),
      );
    default:
      return assertNever(kind, 'check kind');
  }
}

/**
 * Reads an untrusted answer into its kind's shape. Fails (one line naming the problem) only when
 * the value does not have the kind's shape; content problems are left to the validator. String
 * kinds take the literal string.
 */
export function readAnswer(kind: CheckKind, raw: unknown): Result<KindAnswer, string> {
  if (isStringCheckKind(kind)) {
    return typeof raw === 'string'
      ? ok({ kind, value: raw })
      : err(`${answerName(kind)} must be a string, not ${jsonTypeName(raw)}`);
  }
  return readObjectAnswer(kind, raw);
}
