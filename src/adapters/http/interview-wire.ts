import type {
  InterviewSnapshot,
  InterviewUser,
  Issuer,
  RelyingParty,
  StatusMessage,
  UserInfo,
} from '../../application/ports/interview-service.port';
import { readConsentText } from '../../domain/consent/consent-text';
import { readIssuerTranslations } from '../../domain/language/issuer-texts';
import { DEFAULT_BALANCE, parseBalance } from '../../domain/money/balance';
import { parseQuestionList } from '../../domain/questions/question-list';
import type { JsonObject } from '../../domain/shared/json-fields';
import {
  fieldOf,
  isAbsent,
  isJsonObject,
  jsonTypeName,
  readAll,
  readFlag,
  readObject,
} from '../../domain/shared/json-fields';
import type { Result } from '../../domain/shared/result';
import { err, ok } from '../../domain/shared/result';

/**
 * Readers of the interview service's answers (contracts/README.md 'Interview service'). Each takes
 * the parsed JSON body and returns the port's value or a one-line shape error naming the field;
 * the shapes the domain already knows (questions, balance, request record, offenses) are read by
 * the domain's own parsers. Error messages name fields, never values: a value may be an answer.
 *
 * This file holds what the overview's first load reads (the interview, the relying party, the
 * issuer, the stored answers) and the helpers both files share; the answers only question screens
 * and the chat ask for are read by `interview-wire-on-demand.ts`, a chunk of its own loaded on the
 * first such call.
 */
export type WireReader<T> = (body: unknown) => Result<T, string>;

/** An optional text: absent or null reads as null. */
export function readOptionalText(object: JsonObject, key: string): Result<string | null, string> {
  const value = fieldOf(object, key);
  if (isAbsent(value)) return ok(null);
  return typeof value === 'string' ? ok(value) : err(`${key} must be a string, not ${jsonTypeName(value)}`);
}

export function readRequiredText(object: JsonObject, key: string): Result<string, string> {
  const value = fieldOf(object, key);
  return typeof value === 'string' && value.trim() !== ''
    ? ok(value)
    : err(`${key} must be a non-empty string, not ${jsonTypeName(value)}`);
}

/** An optional nested object: absent or null reads as null. */
export function readOptionalObject(object: JsonObject, key: string): Result<JsonObject | null, string> {
  const value = fieldOf(object, key);
  return isAbsent(value) ? ok(null) : readObject(value, key);
}

/** Reads `{ key: { name: value } }` keeping the entries whose value the reader accepts. */
function readMap<T>(
  object: JsonObject,
  key: string,
  read: (value: unknown) => T | null,
  /** Collects the names of the non-null entries the reader left out. */
  leftOut: string[] = [],
): Result<Record<string, T>, string> {
  const map = readOptionalObject(object, key);
  if (!map.ok) return map;
  if (map.value === null) return ok({});
  const entries = Object.entries(map.value).flatMap(([name, value]) => {
    const item = read(value);
    if (item !== null) return [[name, item] as const];
    if (value !== null) leftOut.push(name);
    return [];
  });
  // fromEntries defines own properties, so a key such as '__proto__' cannot reach a prototype.
  return ok(Object.fromEntries(entries));
}

const asBoolean = (value: unknown): boolean | null => (typeof value === 'boolean' ? value : null);
const asString = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * An optional object whose fields are all optional texts, such as the issuer's support contact:
 * absent or null reads as null, and so does each absent or null field; a field of another type
 * is a shape error naming `key.field`. The names listed are exactly the value's fields.
 */
function readTexts<K extends string>(
  object: JsonObject,
  key: string,
  names: readonly K[],
): Result<Record<K, string | null> | null, string> {
  const found = readOptionalObject(object, key);
  if (!found.ok || found.value === null) return found as Result<null, string>;
  const texts: Partial<Record<K, string | null>> = {};
  for (const name of names) {
    const text = readOptionalText(found.value, name);
    if (!text.ok) return err(`${key}.${text.error}`);
    texts[name] = text.value;
  }
  return ok(texts as Record<K, string | null>);
}

/** A count the service keeps: a whole number from 0; absent or null reads as 0, anything else as unreadable (null). */
const asCount = (value: unknown): number | null =>
  isAbsent(value) ? 0 : Number.isSafeInteger(value) && (value as number) >= 0 ? (value as number) : null;

/**
 * `{ attrType: { name: count } }` with the named counts of each entry (spec 000 §3
 * delegationsRequested, verificationsRequested). Absent, the map reads as empty (an older service:
 * the page's own counts stand). Spec is silent on an entry that is not an object of whole numbers
 * from 0: it is left out, so that question falls back to the page's own count rather than the
 * whole interview failing to load.
 */
function readCounts<K extends string>(
  object: JsonObject,
  key: string,
  names: readonly K[],
): Result<Record<string, Record<K, number>>, string> {
  return readMap(object, key, (entry) => {
    if (!isJsonObject(entry)) return null;
    const counts: Partial<Record<K, number>> = {};
    for (const name of names) {
      const count = asCount(fieldOf(entry, name));
      if (count === null) return null;
      counts[name] = count;
    }
    return counts as Record<K, number>;
  });
}

/** The signed-in user; an absent user reads as one with nothing known. */
function readUser(body: JsonObject): Result<InterviewUser, string> {
  const user = readTexts(body, 'user', ['email', 'authDomain', 'transitionUrl']);
  if (!user.ok) return user;
  return ok(user.value ?? { email: null, authDomain: null, transitionUrl: null });
}

/**
 * The interview state (assumed GET /requests/{id}/interview and .../interview/state).
 *
 * Spec is silent on a missing balance: it reads as the spec's default, USD 0 (spec 000 §3).
 * Spec is silent on feature flags that are not true/false: they are left out, so the app keeps
 * that flag's default rather than refusing the whole interview over one unknown setting.
 */
export const readInterviewSnapshot: WireReader<InterviewSnapshot> = (body) => {
  const object = readObject(body, 'the interview');
  if (!object.ok) return object;
  const fields = object.value;
  return readAll<InterviewSnapshot>({
    questions: () => parseQuestionList(fields),
    balance: () => {
      const balance = fieldOf(fields, 'balance');
      return isAbsent(balance) ? ok(DEFAULT_BALANCE) : parseBalance(balance);
    },
    consentGiven: () => {
      const given = readFlag(fields, 'consentGiven');
      return given.ok ? ok(given.value === true) : given;
    },
    summary: () => readOptionalText(fields, 'summary'),
    featureFlags: () => readMap(fields, 'featureFlags', asBoolean),
    user: () => readUser(fields),
    delegationsRequested: () => readCounts(fields, 'delegationsRequested', ['requests']),
    verificationsRequested: () => readCounts(fields, 'verificationsRequested', ['failures', 'resolutionAttempts']),
  });
};

/** The stored answers by attribute type; their values are read later by each question's own rules. */
export const readAttributeData: WireReader<Readonly<Record<string, unknown>>> = (body) => {
  if (isAbsent(body)) return ok({});
  const object = readObject(body, 'the attribute data');
  // A spread copy defines own properties, as fromEntries would: a key such as '__proto__' stays data.
  return object.ok ? ok({ ...object.value }) : object;
};

export const readRelyingParty: WireReader<RelyingParty> = (body) => {
  const object = readObject(body, 'the relying party');
  if (!object.ok) return object;
  const dn = readRequiredText(object.value, 'dn');
  return dn.ok ? ok({ dn: dn.value }) : dn;
};

/** A status message needs its text; one without is left out (there is nothing to show). */
function asStatusMessage(value: unknown): StatusMessage | null {
  if (!isJsonObject(value)) return null;
  const msg = asString(fieldOf(value, 'msg'));
  if (msg === null) return null;
  return { msg, url: asString(fieldOf(value, 'url')), urlTitle: asString(fieldOf(value, 'urlTitle')) };
}

/**
 * Issuer data (GET /identity/distinguishedNames). id and displayName are required: the app names
 * the issuer on every screen. A consent HTML entry is a string, `{ html, data }` or `{ data: html }`
 * (spec 001 §2.1 'each with data', see readConsentText). Spec is silent on consent HTML entries of
 * any other shape and on status messages without a text: both are left out, as if the issuer had
 * none for that key; the consent entries left out are listed (unreadConsentHtml) for reporting.
 * `translations` (issue 28, this project's) never fails the issuer: what cannot be read in it is
 * left out the same way (readIssuerTranslations), its consent entries listed too.
 */
export const readIssuer: WireReader<Issuer> = (body) => {
  const object = readObject(body, 'the issuer');
  if (!object.ok) return object;
  const fields = object.value;
  // Filled by the consentHtml and translations readers (the issuer holds this same list).
  const unreadConsentHtml: string[] = [];
  return readAll<Issuer>({
    id: () => readRequiredText(fields, 'id'),
    displayName: () => readRequiredText(fields, 'displayName'),
    primaryColor: () => readOptionalText(fields, 'primaryColor'),
    wordmarkUri: () => readOptionalText(fields, 'wordmarkUri'),
    consentHtml: () => readMap(fields, 'consentHtml', readConsentText, unreadConsentHtml),
    unreadConsentHtml: () => ok(unreadConsentHtml),
    supportContactInfo: () => readTexts(fields, 'supportContactInfo', ['email', 'phone', 'url', 'urlTitle']),
    idoConfirmationMessage: () => readTexts(fields, 'idoConfirmationMessage', ['headingText', 'messageText']),
    idoStatusMessages: () => readMap(fields, 'idoStatusMessages', asStatusMessage),
    privacyPolicy: () => readTexts(fields, 'privacyPolicy', ['headline', 'message', 'url', 'title']),
    translations: () => ok(readIssuerTranslations(fieldOf(fields, 'translations'), unreadConsentHtml)),
  });
};

/**
 * GET /userInfo (spec 000 §7: email, auth_domain.domain). Here, not with the on-demand readers:
 * it is asked as each applicant session starts (InterviewLoadUseCase), and the overview should not
 * wait for, or download, that chunk for it.
 */
export const readUserInfo: WireReader<UserInfo> = (body) => {
  const object = readObject(body, 'the user info');
  if (!object.ok) return object;
  const email = readRequiredText(object.value, 'email');
  if (!email.ok) return email;
  const authDomain = readOptionalObject(object.value, 'auth_domain');
  if (!authDomain.ok) return authDomain;
  if (authDomain.value === null) return ok({ email: email.value, authDomain: null });
  const domain = readOptionalText(authDomain.value, 'domain');
  return domain.ok ? ok({ email: email.value, authDomain: domain.value }) : err(`auth_domain.${domain.error}`);
};
