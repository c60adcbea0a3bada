import type {
  AcademicProvider,
  HandoffCode,
  HandoffSession,
  HandoffStatus,
  Readability,
  TransitionAnswer,
  Uploaded,
  UtilityProvider,
  VerificationCheck,
} from '../../application/ports/interview-service.port';
import type { CriminalOffense } from '../../domain/assessment/criminal-offenses';
import { parseCriminalOffenses } from '../../domain/assessment/criminal-offenses';
import type { JsonObject } from '../../domain/shared/json-fields';
import { fieldOf, isAbsent, jsonTypeName, readAll, readObject } from '../../domain/shared/json-fields';
import type { Result } from '../../domain/shared/result';
import { err, ok } from '../../domain/shared/result';
import type { WireReader } from './interview-wire';
import { readOptionalText, readRequiredText } from './interview-wire';

/**
 * Readers of the interview service's answers that only question screens and the chat ask for
 * (providers, uploads, readability, verification, offenses, transition, user
 * info, chat answers); the same rules as `interview-wire.ts`. HttpInterviewService loads this file
 * on the first such call, so the overview's start bundle does not carry it.
 */

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

/** A minted hand-off code; expiresAt is an ISO 8601 date and time, read as epoch milliseconds. */
/** An ISO 8601 date and time, as epoch milliseconds. */
function readInstant(object: JsonObject, key: string): Result<number, string> {
  const text = readRequiredText(object, key);
  if (!text.ok) return text;
  const time = Date.parse(text.value);
  return Number.isNaN(time) ? err(`${key} must be an ISO 8601 date and time`) : ok(time);
}

export const readHandoffCode: WireReader<HandoffCode> = (body) => {
  const object = readObject(body, 'the hand-off code');
  if (!object.ok) return object;
  return readAll<HandoffCode>({
    code: () => readRequiredText(object.value, 'code'),
    expiresAt: () => readInstant(object.value, 'expiresAt'),
  });
};

/** Whether a phone has used a code: `used` must be true or false (a missing one is not 'unused'). */
export const readHandoffStatus: WireReader<HandoffStatus> = (body) => {
  const object = readObject(body, 'the hand-off status');
  if (!object.ok) return object;
  const used = fieldOf(object.value, 'used');
  if (typeof used !== 'boolean') return err(`used must be true or false, not ${jsonTypeName(used)}`);
  const expiresAt = readInstant(object.value, 'expiresAt');
  return expiresAt.ok ? ok({ used, expiresAt: expiresAt.value }) : expiresAt;
};

/** A redeemed hand-off code (this chunk loads first only when a link carries a hand-off code). */
export const readHandoffSession: WireReader<HandoffSession> = (body) => {
  const object = readObject(body, 'the hand-off session');
  if (!object.ok) return object;
  return readAll<HandoffSession>({
    rprId: () => readRequiredText(object.value, 'rprId'),
    canary: () => readRequiredText(object.value, 'canary'),
    attrType: () => readRequiredText(object.value, 'attrType'),
  });
};
