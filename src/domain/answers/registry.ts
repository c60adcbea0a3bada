import type { AnswerKind } from './answer-kind';
import { address } from './address';
import { barLicenseDetails } from './bar-license-details';
import { birthday } from './birthday';
import { bulkEmail } from './bulk-email';
import { charge } from './charge';
import { consent } from './consent';
import { cpr } from './cpr';
import { date } from './date';
import { ein } from './ein';
import { email } from './email';
import { fullName } from './full-name';
import { futureDate } from './future-date';
import { integer } from './integer';
import { itin } from './itin';
import { mmcReferenceNumber } from './mmc-reference-number';
import { pastName } from './past-name';
import { phoneNumber } from './phone-number';
import { ssn } from './ssn';
import { statementOfTruth } from './statement-of-truth';
import { text } from './text';
import { usState } from './us-state';

/**
 * Every answer kind the app validates and encodes, by the name the support CLI knows it by
 * (`attest check KIND …`). This table is the list: a new kind is its file plus one entry here. A
 * question kind that uses it names it in questions/check-kind-of.ts, a table total over the input
 * kinds, so no question kind is left without its answer. The order is the CLI help's.
 */
const KINDS = {
  ssn,
  itin,
  ein,
  email,
  text,
  'us-state': usState,
  integer,
  date,
  birthday,
  'future-date': futureDate,
  'mmc-reference-number': mmcReferenceNumber,
  'phone-number': phoneNumber,
  'full-name': fullName,
  'past-name': pastName,
  address,
  cpr,
  'bar-license-details': barLicenseDetails,
  consent,
  'statement-of-truth': statementOfTruth,
  'bulk-email': bulkEmail,
  charge,
};

/** The name of an answer kind. */
export type CheckKind = keyof typeof KINDS;

/** The shape an answer of kind K is read into. */
export type AnswerOf<K extends CheckKind> = (typeof KINDS)[K] extends AnswerKind<infer A> ? A : never;

/** The total table of answer kinds, typed so that indexing by a kind gives that kind's answer type. */
export const ANSWER_KINDS: { readonly [K in CheckKind]: AnswerKind<AnswerOf<K>> } = KINDS;

export const CHECK_KINDS = Object.keys(KINDS) as readonly CheckKind[];

export const isCheckKind = (name: string): name is CheckKind => Object.hasOwn(KINDS, name);

/** Whether the kind's answer is a JSON object (read as JSON) rather than one string. */
export const takesJson = (kind: CheckKind): boolean => ANSWER_KINDS[kind].input === 'json';

/** Whether the kind's answer is one typed string (nothing typed yet then counts as ''). */
export const isStringCheckKind = (kind: CheckKind): boolean => !takesJson(kind);

/** One line describing the expected value, used in the CLI's help and shape errors. */
export const describeValue = (kind: CheckKind): string => ANSWER_KINDS[kind].describe;
