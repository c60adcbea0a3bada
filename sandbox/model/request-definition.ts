import { isJsonObject } from '../../src/domain/shared/json-fields';
import { QUESTION_TEXT_FIELDS } from '../../src/domain/questions/question';
import { encodeComponent } from '../../src/domain/session/query-string';
import type { Result } from '../../src/domain/shared/result';
import { ok } from '../../src/domain/shared/result';
import type { RequestShape } from '../catalogue/applicant-scenarios';
import type { ConsentHtmlEntry, IssuerRecord, IssuerTranslation } from '../catalogue/issuers';
import { ACME_STAFFING } from '../catalogue/issuers';
import type { QuestionTemplate } from '../catalogue/questions';
import { APPLICANT_QUESTIONS } from '../catalogue/questions';
import type { Offense } from './applicant-request';
import { STORED_STATUSES } from './applicant-request';
import type { Reader } from './strict-reader';
import {
  amount,
  anything,
  flag,
  listOf,
  mapOf,
  nullable,
  objectOf,
  oneOf,
  scalar,
  stringOr,
  text,
} from './strict-reader';

const texts = <K extends string>(names: readonly K[]) =>
  objectOf({}, Object.fromEntries(names.map((name) => [name, text])) as Record<K, Reader<string>>);

/**
 * A question's metadata as spec 000 §3 'Question' lists it, and its texts in Spanish
 * (`translations.es`, issue 28, contracts/README.md 'Languages'), strict as the rest. Types only: a value the app refuses
 * (an icon other than camera or keyboard, constraints that are not valid JSON, a second question
 * with the same attribute type) is kept, so a test can show how the app copes with it.
 */
const METADATA = objectOf(
  {},
  {
    title: text,
    submittedTitle: text,
    inputType: text,
    description: text,
    instructions: text,
    completedInformation: text,
    emptyInformation: text,
    icon: text,
    constraints: stringOr(
      objectOf({}, { options: listOf(text), customLabels: mapOf(text), trueLabel: text, falseLabel: text }),
      'a JSON string or an object',
    ),
    hidden: flag,
    required: flag,
    nextAttrTypes: listOf(text),
    autoConfirmation: flag,
    docTypeAttr: text,
    regionPrescribed: text,
    countryPrescribed: text,
    documentPrescribed: text,
    isLegacy: flag,
    submissionAttrType: text,
    selfieAttrType: text,
    copySource: text,
    schema: anything,
    roleBasedAccess: flag,
    translations: objectOf({}, { es: texts(QUESTION_TEXT_FIELDS) }),
  },
);

/**
 * A question as the sandbox stores it (QuestionTemplate). `complete` is not a field: the sandbox
 * derives it from the answers, as the service does.
 */
const QUESTION: Reader<QuestionTemplate> = (value, path) => {
  const read = objectOf({ attrType: text, type: text }, { metadata: METADATA })(value, path);
  return read.ok ? ok({ metadata: {}, ...read.value }) : read;
};

const OFFENSE: Reader<Offense> = objectOf({ id: text, specificOffense: text, effectiveDate: text }, {});

/**
 * A consent HTML entry given as an object: `{ html, data }` (data the placeholders' values) or
 * `{ data }` (the HTML itself under data), as the app reads them (readConsentText).
 */
const CONSENT_OBJECT: Reader<Exclude<ConsentHtmlEntry, string>> = (value, path) =>
  isJsonObject(value) && typeof value.data === 'string' && !Object.hasOwn(value, 'html')
    ? objectOf({ data: text }, {})(value, path)
    : objectOf({ html: text }, { data: mapOf(scalar) })(value, path);

const CONSENT_ENTRY = stringOr(CONSENT_OBJECT, 'a string, an object { html, data } or { data: html }');

/** The issuer's texts in Spanish (issue 28): each field in its English field's shape, every text optional. */
const ISSUER_TRANSLATION: Reader<IssuerTranslation> = objectOf(
  {},
  {
    consentHtml: mapOf(CONSENT_ENTRY),
    idoConfirmationMessage: texts(['headingText', 'messageText']),
    idoStatusMessages: mapOf(texts(['msg', 'url', 'urlTitle'])),
    privacyPolicy: texts(['headline', 'message', 'url', 'title']),
  },
);

/** Every field of the issuer record but its id, each optional; null where the record allows none. */
const ISSUER_FIELDS = {
  displayName: text,
  primaryColor: nullable(text),
  wordmarkUri: nullable(text),
  consentHtml: mapOf(CONSENT_ENTRY),
  supportContactInfo: nullable(texts(['email', 'phone', 'url', 'urlTitle'])),
  idoConfirmationMessage: nullable(texts(['headingText', 'messageText'])),
  idoStatusMessages: mapOf(objectOf({ msg: text }, { url: text, urlTitle: text })),
  privacyPolicy: nullable(texts(['headline', 'message', 'url', 'title'])),
  translations: objectOf({}, { es: ISSUER_TRANSLATION }),
} satisfies { readonly [K in Exclude<keyof IssuerRecord, 'id'>]: Reader<IssuerRecord[K]> };

const DEFINITION = objectOf(
  {},
  {
    issuer: objectOf({}, ISSUER_FIELDS),
    questions: listOf(QUESTION),
    status: oneOf(STORED_STATUSES),
    balance: amount,
    offenses: listOf(OFFENSE),
    transitionUri: nullable(text),
    continueUrl: text,
    enableReturn: flag,
    answers: mapOf(anything),
    consentGiven: flag,
    handoffCodes: flag,
  },
);

/**
 * What POST /__sandbox/requests takes: an issuer's data and a request, every field optional.
 * `answers` (by attribute type, as GET /attributeData returns them) and `consentGiven` are there
 * to preview pages an applicant reaches only after answering: the thank-you page needs every
 * required question answered and consent given on a request in process.
 */
export type RequestDefinition = typeof DEFINITION extends Reader<infer T> ? T : never;

/** Reads a definition; no body at all is the empty definition (every default). */
export function parseRequestDefinition(raw: unknown): Result<RequestDefinition, string> {
  return raw === undefined ? ok({}) : DEFINITION(raw, '');
}

/**
 * The definition's issuer under its own dn. Spec is silent (the sandbox's own call): each field
 * given replaces Acme Staffing's whole field, so `supportContactInfo: { email }` leaves no phone;
 * a field left out keeps Acme Staffing's, whose consent text names Acme Staffing.
 */
export const definedIssuer = (definition: RequestDefinition, dn: string): IssuerRecord => ({
  ...ACME_STAFFING,
  ...definition.issuer,
  id: dn,
});

/**
 * The request a definition makes, with the applicant scenario's questions by default. A request in
 * process or complete was submitted now (and a complete one completed now), so the status page has
 * its dates; a timed-out or terminated one was never submitted.
 */
export function definedRequest(definition: RequestDefinition, dn: string, nowSeconds: number): RequestShape {
  const { status = 'new' } = definition;
  const submitted = status === 'in_process' || status === 'complete';
  return {
    dn,
    questions: definition.questions ?? APPLICANT_QUESTIONS,
    status,
    ...(definition.balance === undefined ? {} : { balance: definition.balance }),
    ...(definition.offenses === undefined ? {} : { offenses: definition.offenses }),
    ...(definition.transitionUri === undefined ? {} : { transitionUri: definition.transitionUri }),
    ...(definition.answers === undefined ? {} : { answers: definition.answers }),
    ...(definition.consentGiven === undefined ? {} : { consentGiven: definition.consentGiven }),
    ...(definition.handoffCodes === undefined ? {} : { handoffCodes: definition.handoffCodes }),
    submittedAt: submitted ? nowSeconds : null,
    completedAt: status === 'complete' ? nowSeconds : null,
  };
}

/** The link's extra query, as the app reads it at startup (spec 000 §2): '' or '&continue_url=…'. */
export function linkQuery(definition: RequestDefinition): string {
  const pairs: [string, string][] = [];
  if (definition.continueUrl !== undefined) pairs.push(['continue_url', definition.continueUrl]);
  if (definition.enableReturn !== undefined) pairs.push(['enable_return', String(definition.enableReturn)]);
  return pairs.map(([key, value]) => `&${key}=${encodeComponent(value)}`).join('');
}
