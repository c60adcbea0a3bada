import type {
  BusinessCase,
  BusinessSession,
  CaseStatusAnswer,
  CheckResult,
  NotificationOutcome,
  SubmissionToSave,
} from '../../application/ports/business-check-service.port';
import { parseAddressPayload, toAddressPayload } from '../../domain/business/business-address';
import type { BusinessAddress, BusinessAddressPayload } from '../../domain/business/business-address';
import type { BusinessSubmission } from '../../domain/business/case-input';
import { parseSubmission } from '../../domain/business/case-input';
import { caseStatusOf } from '../../domain/business/case-status';
import type { RequiredChecks } from '../../domain/business/immediate-case';
import {
  isNotificationAnswer,
  notificationSuccess,
  parseFailedEmails,
} from '../../domain/business/notification-result';
import { parseServiceType } from '../../domain/business/service-type';
import { parseCaseId } from '../../domain/session/case-id';
import type { JsonObject } from '../../domain/shared/json-fields';
import {
  fieldOf,
  isAbsent,
  jsonTypeName,
  readAll,
  readFlag,
  readObject,
  readTextList,
} from '../../domain/shared/json-fields';
import type { Result } from '../../domain/shared/result';
import { err, ok } from '../../domain/shared/result';

/**
 * The business-check service's JSON (snake_case) to and from the port's values. Each reader
 * returns a one-line shape error that the HTTP client turns into a 'malformed' failure.
 *
 * Correct by construction (issue 14): every field spec 000 §7 names in an answer must be there. A
 * missing field is a contract drift, read as an error, never as a default: a missing roster must
 * not read as an empty one (and be saved over the real one), a missing count must not read as 0,
 * a missing flag as 'not required'. Where the answer may say 'none', it says so with null (the
 * case's business_address and check_result, the status's submission_status, the session's
 * interview_uri, the check result's timestamps and status); a not-found submission is none too.
 */

/** A field the answer must carry; its value (null included) when it does. */
function required(object: JsonObject, key: string, path: string): Result<unknown, string> {
  return Object.prototype.hasOwnProperty.call(object, key) ? ok(object[key]) : err(`${path}${key} is missing`);
}

/** Runs `read` on a field the answer must carry. */
function whenPresent<T>(object: JsonObject, key: string, read: () => Result<T, string>): Result<T, string> {
  const present = required(object, key, '');
  return present.ok ? read() : present;
}

/** A text field the answer must carry (an empty text is the service's answer, kept as it is). */
function requiredText(object: JsonObject, key: string, path = ''): Result<string, string> {
  const value = required(object, key, path);
  if (!value.ok) return value;
  return typeof value.value === 'string'
    ? ok(value.value)
    : err(`${path}${key} must be a string, not ${jsonTypeName(value.value)}`);
}

/** A text field the answer must carry, null (or blank) meaning none. */
function nullableText(object: JsonObject, key: string, path = ''): Result<string | null, string> {
  const value = required(object, key, path);
  if (!value.ok) return value;
  if (isAbsent(value.value)) return ok(null);
  if (typeof value.value !== 'string')
    return err(`${path}${key} must be a string or null, not ${jsonTypeName(value.value)}`);
  return ok(value.value.trim() === '' ? null : value.value);
}

/**
 * A case id field. Spec is silent on its JSON type: a number or a string of digits (the routes
 * carry it as digits).
 */
function readCaseId(object: JsonObject, key: string): Result<number, string> {
  const present = required(object, key, '');
  if (!present.ok) return present;
  const value = present.value;
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return ok(value);
  const parsed = typeof value === 'string' ? parseCaseId(value.trim()) : undefined;
  return parsed === undefined ? err(`${key} must be a case id, not ${jsonTypeName(value)}`) : ok(parsed);
}

/** required_check and its three flags: each says whether that check is required. */
function readRequiredChecks(object: JsonObject): Result<RequiredChecks, string> {
  const raw = required(object, 'required_check', '');
  if (!raw.ok) return raw;
  const checks = readObject(raw.value, 'required_check');
  if (!checks.ok) return checks;
  return readAll<RequiredChecks>({
    businessEntity: () => flagOf(checks.value, 'needs_business_entity_check'),
    fieldWorkerCriminal: () => flagOf(checks.value, 'needs_field_worker_criminal_check'),
    businessOwner: () => flagOf(checks.value, 'needs_business_owner_check'),
  });
}

const flagOf = (object: JsonObject, key: string): Result<boolean, string> => {
  const flag = readFlag(object, key);
  if (!flag.ok) return err(`required_check.${flag.error}`);
  return flag.value === null ? err(`required_check.${key} is missing`) : ok(flag.value);
};

/**
 * A check_result timestamp. Spec names the fields (checkCompletedAt, ...) but not their JSON
 * type: a string is kept as it is, a number (seconds, like the request record's timestamps) is
 * kept as its digits, absent (or null) is null.
 */
function readStamp(object: JsonObject, key: string): Result<string | null, string> {
  const present = required(object, key, 'check_result.');
  if (!present.ok) return present;
  const value = present.value;
  if (isAbsent(value)) return ok(null);
  if (typeof value === 'string') return ok(value);
  if (typeof value === 'number' && Number.isFinite(value)) return ok(String(value));
  return err(`check_result.${key} must be a string or a number, not ${jsonTypeName(value)}`);
}

function readCount(object: JsonObject, key: string): Result<number, string> {
  const present = required(object, key, 'check_result.');
  if (!present.ok) return present;
  const value = present.value;
  return typeof value === 'number' && Number.isInteger(value) && value >= 0
    ? ok(value)
    : err(`check_result.${key} must be a whole number, not ${jsonTypeName(value)}`);
}

/**
 * Spec 000 §3 names the check result's fields in the app's camelCase only: the wire names are
 * assumed to be their snake_case spelling, like every other field of this service.
 */
function readCheckResult(object: JsonObject): Result<CheckResult | null, string> {
  const raw = required(object, 'check_result', '');
  if (!raw.ok) return raw;
  if (isAbsent(raw.value)) return ok(null);
  const read = readObject(raw.value, 'check_result');
  if (!read.ok) return read;
  const result = read.value;
  return readAll<CheckResult>({
    status: () => nullableText(result, 'status', 'check_result.'),
    checkCompletedAt: () => readStamp(result, 'check_completed_at'),
    businessEntitySubmittedAt: () => readStamp(result, 'business_entity_submitted_at'),
    businessEntityCheckCompletedAt: () => readStamp(result, 'business_entity_check_completed_at'),
    finallyAdjudicatedAt: () => readStamp(result, 'finally_adjudicated_at'),
    fieldWorkerCount: () => readCount(result, 'field_worker_count'),
    ownerCount: () => readCount(result, 'owner_count'),
    requiredChecksCount: () => readCount(result, 'required_checks_count'),
    submittedChecksCount: () => readCount(result, 'submitted_checks_count'),
    completedChecksCount: () => readCount(result, 'completed_checks_count'),
  });
}

/**
 * The authorization answer. Spec is silent on the JSON shape of its business_address: it is read
 * like the submission's (administrative_area, postal_code, locality, address_lines); null means
 * the case has no address yet.
 */
export function readBusinessCase(body: unknown): Result<BusinessCase, string> {
  const object = readObject(body, 'the authorization answer');
  if (!object.ok) return object;
  const answer = object.value;
  return readAll<BusinessCase>({
    serviceType: () => whenPresent(answer, 'service_type', () => parseServiceType(fieldOf(answer, 'service_type'))),
    caseId: () => readCaseId(answer, 'case_id'),
    name: () => requiredText(answer, 'name'),
    businessName: () => requiredText(answer, 'business_name'),
    serviceCategories: () => requiredList(answer, 'service_categories'),
    requiredChecks: () => readRequiredChecks(answer),
    businessAddress: () =>
      whenPresent<BusinessAddress | null>(answer, 'business_address', () => {
        const rawAddress = fieldOf(answer, 'business_address');
        return isAbsent(rawAddress) ? ok(null) : parseAddressPayload(rawAddress);
      }),
    checkResult: () => readCheckResult(answer),
  });
}

/** A list of texts the answer must carry (null is not a list). */
function requiredList(object: JsonObject, key: string): Result<readonly string[], string> {
  const present = required(object, key, '');
  if (!present.ok) return present;
  return present.value === null ? err(`${key} must be a list of strings, not null`) : readTextList(object, key);
}

/** GET /v1/session: the signed-in business user. A null or blank interview_uri means there is none. */
export function readBusinessSession(body: unknown): Result<BusinessSession, string> {
  const object = readObject(body, 'the session answer');
  if (!object.ok) return object;
  const answer = object.value;
  return readAll<BusinessSession>({
    email: () => requiredText(answer, 'email'),
    caseId: () => readCaseId(answer, 'case_id'),
    interviewUri: () => nullableText(answer, 'interview_uri'),
  });
}

/** GET /v2/case/{caseId}/status. A null or empty submission_status means none. */
export function readCaseStatus(body: unknown): Result<CaseStatusAnswer, string> {
  const object = readObject(body, 'the case status answer');
  if (!object.ok) return object;
  const caseStatus = required(object.value, 'case_status', '');
  if (!caseStatus.ok) return caseStatus;
  if (typeof caseStatus.value !== 'string') {
    return err(`case_status must be a string, not ${jsonTypeName(caseStatus.value)}`);
  }
  const submissionStatus = nullableText(object.value, 'submission_status');
  if (!submissionStatus.ok) return submissionStatus;
  return ok({ caseStatus: caseStatusOf(caseStatus.value), submissionStatus: submissionStatus.value });
}

/** The fields every submission answer carries (spec 000 §7); null stands for none where allowed. */
const SUBMISSION_FIELDS = [
  'verification_case_id',
  'primary_business_owner',
  'business_owners',
  'field_workers',
  'business_address',
] as const;
/** The roster lists: a list (maybe empty), never null, so a lost roster never reads as an empty one. */
const ROSTER_LISTS = ['business_owners', 'field_workers'] as const;

/**
 * GET /v2/case/{caseId}/submission, read by the domain (parseSubmission) once every field is
 * there. An empty (null) body is no submission, as the domain reads it (like the not-found answer).
 */
export function readSubmission(body: unknown): Result<BusinessSubmission | null, string> {
  if (isAbsent(body)) return parseSubmission(body);
  const object = readObject(body, 'the submission answer');
  if (!object.ok) return object;
  for (const key of SUBMISSION_FIELDS) {
    const present = required(object.value, key, 'submission.');
    if (!present.ok) return present;
  }
  for (const key of ROSTER_LISTS) {
    const list = fieldOf(object.value, key);
    if (!Array.isArray(list)) return err(`submission.${key} must be a list, not ${jsonTypeName(list)}`);
  }
  return parseSubmission(body);
}

/** The body of POST /v2/case/{caseId}/submission (spec 000 §7); insurance_coi is always empty. */
export interface SubmissionBody {
  readonly verification_case_id: string | null;
  readonly business_address: BusinessAddressPayload;
  readonly field_workers: readonly string[];
  readonly business_owners: readonly string[];
  readonly insurance_coi: readonly never[];
}

export const submissionBody = (submission: SubmissionToSave): SubmissionBody => ({
  verification_case_id: submission.verificationCaseId,
  business_address: toAddressPayload(submission.businessAddress),
  field_workers: [...submission.fieldWorkers],
  business_owners: [...submission.businessOwners],
  insurance_coi: [],
});

/**
 * The notifications answer: 2xx and 400 both carry failed_emails (spec 000 §7), and the domain
 * computes the success. Any other status is not a result (null): the usual error mapping applies.
 * A success without failed_emails is a missing field (an error), not a full success.
 *
 * Spec is silent on a 400 without a failed_emails list: the service refused the whole call
 * without naming anyone, so every requested e-mail counts as failed rather than showing 'Sent!'.
 */
export function readNotificationOutcome(
  requested: readonly string[],
  body: unknown,
  status: number,
): Result<NotificationOutcome, string> | null {
  if (!isNotificationAnswer(status)) return null;
  const names = readObject(body, 'the notifications answer');
  const named = names.ok && Array.isArray(fieldOf(names.value, 'failed_emails'));
  // A success that names nobody is a contract drift, not 'all sent': the links may not have gone.
  if (!named && status !== 400) return err('the notifications answer: failed_emails is missing');
  const failed = named ? parseFailedEmails(body) : ok([...requested]);
  if (!failed.ok) return failed;
  return ok({ failedEmails: failed.value, success: notificationSuccess(requested, failed.value) });
}
