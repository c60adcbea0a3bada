import type {
  BusinessCase,
  BusinessSession,
  CaseStatusAnswer,
  CheckResult,
  NotificationOutcome,
  SubmissionToSave,
} from '../../application/ports/business-check-service.port';
import { parseAddressPayload, toAddressPayload } from '../../domain/business/business-address';
import type { BusinessAddressPayload } from '../../domain/business/business-address';
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
  readText,
  readTextList,
} from '../../domain/shared/json-fields';
import type { Result } from '../../domain/shared/result';
import { err, ok } from '../../domain/shared/result';

/**
 * The business-check service's JSON (snake_case) to and from the port's values. Each reader
 * returns a one-line shape error that the HTTP client turns into a 'malformed' failure.
 */

/**
 * A case id field. Spec is silent on its JSON type: a number or a string of digits (the routes
 * carry it as digits). Absent (or null), it is the case the call was about.
 */
function readCaseId(object: JsonObject, key: string, fallback: number | null): Result<number, string> {
  const value = fieldOf(object, key);
  if (isAbsent(value) && fallback !== null) return ok(fallback);
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return ok(value);
  const parsed = typeof value === 'string' ? parseCaseId(value.trim()) : undefined;
  return parsed === undefined ? err(`${key} must be a case id, not ${jsonTypeName(value)}`) : ok(parsed);
}

/** Spec is silent on missing flags: a check the answer does not mention is not required. */
function readRequiredChecks(object: JsonObject): Result<RequiredChecks, string> {
  const raw = fieldOf(object, 'required_check');
  if (isAbsent(raw)) return ok({ businessEntity: false, fieldWorkerCriminal: false, businessOwner: false });
  const checks = readObject(raw, 'required_check');
  if (!checks.ok) return checks;
  return readAll<RequiredChecks>({
    businessEntity: () => flagOf(checks.value, 'needs_business_entity_check'),
    fieldWorkerCriminal: () => flagOf(checks.value, 'needs_field_worker_criminal_check'),
    businessOwner: () => flagOf(checks.value, 'needs_business_owner_check'),
  });
}

const flagOf = (object: JsonObject, key: string): Result<boolean, string> => {
  const flag = readFlag(object, key);
  return flag.ok ? ok(flag.value ?? false) : flag;
};

/**
 * A check_result timestamp. Spec names the fields (checkCompletedAt, ...) but not their JSON
 * type: a string is kept as it is, a number (seconds, like the request record's timestamps) is
 * kept as its digits, absent (or null) is null.
 */
function readStamp(object: JsonObject, key: string): Result<string | null, string> {
  const value = fieldOf(object, key);
  if (isAbsent(value)) return ok(null);
  if (typeof value === 'string') return ok(value);
  if (typeof value === 'number' && Number.isFinite(value)) return ok(String(value));
  return err(`check_result.${key} must be a string or a number, not ${jsonTypeName(value)}`);
}

function readCount(object: JsonObject, key: string): Result<number, string> {
  const value = fieldOf(object, key);
  if (isAbsent(value)) return ok(0);
  return typeof value === 'number' && Number.isInteger(value) && value >= 0
    ? ok(value)
    : err(`check_result.${key} must be a whole number, not ${jsonTypeName(value)}`);
}

/**
 * Spec 000 §3 names the check result's fields in the app's camelCase only: the wire names are
 * assumed to be their snake_case spelling, like every other field of this service.
 */
function readCheckResult(object: JsonObject): Result<CheckResult | null, string> {
  const raw = fieldOf(object, 'check_result');
  if (isAbsent(raw)) return ok(null);
  const read = readObject(raw, 'check_result');
  if (!read.ok) return read;
  const result = read.value;
  const status = fieldOf(result, 'status');
  if (!isAbsent(status) && typeof status !== 'string') return err('check_result.status must be a string or null');
  return readAll<CheckResult>({
    status: () => ok(typeof status === 'string' ? status : null),
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
 * like the submission's (administrative_area, postal_code, locality, address_lines); absent (or
 * null) means the case has no address yet.
 */
export function readBusinessCase(body: unknown, caseId: number): Result<BusinessCase, string> {
  const object = readObject(body, 'the authorization answer');
  if (!object.ok) return object;
  const answer = object.value;
  const rawAddress = fieldOf(answer, 'business_address');
  return readAll<BusinessCase>({
    serviceType: () => parseServiceType(fieldOf(answer, 'service_type')),
    caseId: () => readCaseId(answer, 'case_id', caseId),
    name: () => readText(answer, 'name'),
    businessName: () => readText(answer, 'business_name'),
    serviceCategories: () => readTextList(answer, 'service_categories'),
    requiredChecks: () => readRequiredChecks(answer),
    businessAddress: () => (isAbsent(rawAddress) ? ok(null) : parseAddressPayload(rawAddress)),
    checkResult: () => readCheckResult(answer),
  });
}

/** GET /v1/session: the signed-in business user. A blank interview_uri means there is none. */
export function readBusinessSession(body: unknown): Result<BusinessSession, string> {
  const object = readObject(body, 'the session answer');
  if (!object.ok) return object;
  const answer = object.value;
  return readAll<BusinessSession>({
    email: () => readText(answer, 'email'),
    caseId: () => readCaseId(answer, 'case_id', null),
    interviewUri: () => {
      const uri = readText(answer, 'interview_uri');
      return uri.ok ? ok(uri.value.trim() === '' ? null : uri.value) : uri;
    },
  });
}

/** GET /v2/case/{caseId}/status. A missing submission_status is null, an empty one too. */
export function readCaseStatus(body: unknown): Result<CaseStatusAnswer, string> {
  const object = readObject(body, 'the case status answer');
  if (!object.ok) return object;
  const caseStatus = fieldOf(object.value, 'case_status');
  if (typeof caseStatus !== 'string') return err(`case_status must be a string, not ${jsonTypeName(caseStatus)}`);
  const submissionStatus = readText(object.value, 'submission_status');
  if (!submissionStatus.ok) return submissionStatus;
  return ok({
    caseStatus: caseStatusOf(caseStatus),
    submissionStatus: submissionStatus.value === '' ? null : submissionStatus.value,
  });
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
  const unnamed = status === 400 && !(names.ok && Array.isArray(fieldOf(names.value, 'failed_emails')));
  const failed = unnamed ? ok([...requested]) : parseFailedEmails(body);
  if (!failed.ok) return failed;
  return ok({ failedEmails: failed.value, success: notificationSuccess(requested, failed.value) });
}
