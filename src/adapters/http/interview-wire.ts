import type {
  AcademicProvider,
  InterviewSnapshot,
  InterviewUser,
  Issuer,
  Readability,
  RelyingParty,
  StatusMessage,
  TransitionAnswer,
  Uploaded,
  UserInfo,
  UtilityProvider,
  VerificationCheck,
} from '../../application/ports/interview-service.port';
import type { CriminalOffense } from '../../domain/assessment/criminal-offenses';
import { parseCriminalOffenses } from '../../domain/assessment/criminal-offenses';
import { readConsentText } from '../../domain/consent/consent-text';
import { DEFAULT_BALANCE, parseBalance } from '../../domain/money/balance';
import { parseQuestionList } from '../../domain/questions/question-list';
import type { JsonObject } from '../../domain/shared/json-fields';
import { fieldOf, isAbsent, jsonTypeName, readAll, readFlag, readObject } from '../../domain/shared/json-fields';
import type { Result } from '../../domain/shared/result';
import { err, ok } from '../../domain/shared/result';

/**
 * Readers of the interview service's answers (contracts/README.md 'Interview service'). Each takes
 * the parsed JSON body and returns the port's value or a one-line shape error naming the field;
 * the shapes the domain already knows (questions, balance, request record, offenses) are read by
 * the domain's own parsers. Error messages name fields, never values: a value may be an answer.
 */
export type WireReader<T> = (body: unknown) => Result<T, string>;

/** An optional text: absent or null reads as null. */
function readOptionalText(object: JsonObject, key: string): Result<string | null, string> {
  const value = fieldOf(object, key);
  if (isAbsent(value)) return ok(null);
  return typeof value === 'string' ? ok(value) : err(`${key} must be a string, not ${jsonTypeName(value)}`);
}

function readRequiredText(object: JsonObject, key: string): Result<string, string> {
  const value = fieldOf(object, key);
  return typeof value === 'string' && value.trim() !== ''
    ? ok(value)
    : err(`${key} must be a non-empty string, not ${jsonTypeName(value)}`);
}

/** An optional nested object: absent or null reads as null. */
function readOptionalObject(object: JsonObject, key: string): Result<JsonObject | null, string> {
  const value = fieldOf(object, key);
  return isAbsent(value) ? ok(null) : readObject(value, key);
}

/** Reads `{ key: [item] }` with one reader per item; an absent list reads as none. */
function readList<T>(object: JsonObject, key: string, read: (item: JsonObject) => Result<T, string>) {
  const value = fieldOf(object, key);
  if (isAbsent(value)) return ok([] as readonly T[]);
  if (!Array.isArray(value)) return err(`${key} must be a list, not ${jsonTypeName(value)}`);
  const items: T[] = [];
  for (const [index, raw] of (value as readonly unknown[]).entries()) {
    const object = readObject(raw, `${key}[${index}]`);
    if (!object.ok) return object;
    const item = read(object.value);
    if (!item.ok) return err(`${key}[${index}].${item.error}`);
    items.push(item.value);
  }
  return ok(items as readonly T[]);
}

/** Reads `{ key: { name: value } }` keeping the entries whose value the reader accepts. */
function readMap<T>(
  object: JsonObject,
  key: string,
  read: (value: unknown) => T | null,
): Result<Record<string, T>, string> {
  const map = readOptionalObject(object, key);
  if (!map.ok) return map;
  if (map.value === null) return ok({});
  const entries = Object.entries(map.value).flatMap(([name, value]) => {
    const item = read(value);
    return item === null ? [] : [[name, item] as const];
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
  });
};

export const readRelyingParty: WireReader<RelyingParty> = (body) => {
  const object = readObject(body, 'the relying party');
  if (!object.ok) return object;
  const dn = readRequiredText(object.value, 'dn');
  return dn.ok ? ok({ dn: dn.value }) : dn;
};

/** A status message needs its text; one without is left out (there is nothing to show). */
function asStatusMessage(value: unknown): StatusMessage | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const fields = value as JsonObject;
  const msg = asString(fieldOf(fields, 'msg'));
  if (msg === null) return null;
  return { msg, url: asString(fieldOf(fields, 'url')), urlTitle: asString(fieldOf(fields, 'urlTitle')) };
}

/**
 * Issuer data (GET /identity/distinguishedNames). id and displayName are required: the app names
 * the issuer on every screen. A consent HTML entry is a string or `{ html, data }` (spec 001 §2.1
 * 'each with data', see readConsentText). Spec is silent on consent HTML entries of any other
 * shape and on status messages without a text: both are left out, as if the issuer had none for
 * that key.
 */
export const readIssuer: WireReader<Issuer> = (body) => {
  const object = readObject(body, 'the issuer');
  if (!object.ok) return object;
  const fields = object.value;
  return readAll<Issuer>({
    id: () => readRequiredText(fields, 'id'),
    displayName: () => readRequiredText(fields, 'displayName'),
    primaryColor: () => readOptionalText(fields, 'primaryColor'),
    wordmarkUri: () => readOptionalText(fields, 'wordmarkUri'),
    consentHtml: () => readMap(fields, 'consentHtml', readConsentText),
    supportContactInfo: () => readTexts(fields, 'supportContactInfo', ['email', 'phone', 'url', 'urlTitle']),
    idoConfirmationMessage: () => readTexts(fields, 'idoConfirmationMessage', ['headingText', 'messageText']),
    idoStatusMessages: () => readMap(fields, 'idoStatusMessages', asStatusMessage),
    privacyPolicy: () => readTexts(fields, 'privacyPolicy', ['headline', 'message', 'url', 'title']),
  });
};

export const readUtilityProviders: WireReader<readonly UtilityProvider[]> = (body) => {
  const object = readObject(body, 'the utility providers');
  if (!object.ok) return object;
  return readList(object.value, 'providers', (provider) =>
    readAll<UtilityProvider>({
      displayName: () => readRequiredText(provider, 'displayName'),
      canonicalName: () => readRequiredText(provider, 'canonicalName'),
    }),
  );
};

/** Spec is silent on the type of an academic provider's id: a number is read as its text. */
export const readAcademicProviders: WireReader<readonly AcademicProvider[]> = (body) => {
  const object = readObject(body, 'the academic providers');
  if (!object.ok) return object;
  return readList(object.value, 'providers', (provider) => {
    const id = fieldOf(provider, 'id');
    const name = readRequiredText(provider, 'name');
    if (typeof id === 'number' && Number.isFinite(id)) return name.ok ? ok({ id: String(id), name: name.value }) : name;
    if (typeof id !== 'string' || id === '') return err(`id must be a string or a number, not ${jsonTypeName(id)}`);
    return name.ok ? ok({ id, name: name.value }) : name;
  });
};

/** The stored answers by attribute type; their values are read later by each question's own rules. */
export const readAttributeData: WireReader<Readonly<Record<string, unknown>>> = (body) => {
  if (isAbsent(body)) return ok({});
  const object = readObject(body, 'the attribute data');
  return object.ok ? ok(Object.fromEntries(Object.entries(object.value))) : object;
};

export const readUploaded: WireReader<Uploaded> = (body) => {
  const object = readObject(body, 'the upload answer');
  if (!object.ok) return object;
  const datumIds = fieldOf(object.value, 'datumIds');
  if (!Array.isArray(datumIds) || !datumIds.every((id) => typeof id === 'string')) {
    return err(`datumIds must be a list of strings, not ${jsonTypeName(datumIds)}`);
  }
  return ok({ datumIds: [...(datumIds as readonly string[])] });
};

export const readReadability: WireReader<Readability> = (body) => {
  const object = readObject(body, 'the readability check');
  if (!object.ok) return object;
  const readable = fieldOf(object.value, 'readable');
  if (typeof readable !== 'boolean') return err(`readable must be true or false, not ${jsonTypeName(readable)}`);
  const failureReason = readOptionalText(object.value, 'failureReason');
  return failureReason.ok ? ok({ readable, failureReason: readable ? null : failureReason.value }) : failureReason;
};

/**
 * The verification status while it is polled. A status other than waiting, ok or failed is kept
 * as 'unknown' with its raw text: spec 000 §4 makes it an invalid-verification-response error,
 * which is the application's decision, not a transport failure.
 */
export const readVerification: WireReader<VerificationCheck> = (body) => {
  const object = readObject(body, 'the verification status');
  if (!object.ok) return object;
  const status = fieldOf(object.value, 'status');
  switch (status) {
    case 'waiting':
      return ok({ status });
    case 'ok':
      return ok({ status });
    case 'failed': {
      const reason = readOptionalText(object.value, 'reason');
      return reason.ok ? ok({ status, reason: reason.value }) : reason;
    }
    default:
      return ok({ status: 'unknown', raw: typeof status === 'string' ? status : (JSON.stringify(status) ?? 'absent') });
  }
};

export const readCriminalOffenses: WireReader<readonly CriminalOffense[]> = (body) => {
  const object = readObject(body, 'the criminal offenses');
  if (!object.ok) return object;
  const offenses = fieldOf(object.value, 'offenses');
  return parseCriminalOffenses(isAbsent(offenses) ? [] : offenses);
};

export const readTransition: WireReader<TransitionAnswer> = (body) => {
  const object = readObject(body, 'the transition');
  if (!object.ok) return object;
  const status = fieldOf(object.value, 'status');
  if (status === 'transitionNotNeeded') return ok({ status });
  if (status !== 'transitionReady') {
    return err(`status must be transitionNotNeeded or transitionReady, not ${jsonTypeName(status)}`);
  }
  const uri = readRequiredText(object.value, 'transitionUri');
  return uri.ok ? ok({ status, transitionUri: uri.value }) : uri;
};

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

export const readChatAnswer: WireReader<string> = (body) => {
  const object = readObject(body, 'the chat answer');
  if (!object.ok) return object;
  const answer = readObject(fieldOf(object.value, 'answer'), 'answer');
  if (!answer.ok) return answer;
  const content = fieldOf(answer.value, 'content');
  return typeof content === 'string'
    ? ok(content)
    : err(`answer.content must be a string, not ${jsonTypeName(content)}`);
};
