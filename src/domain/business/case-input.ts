import type { JsonObject } from '../shared/json-fields';
import { at, isAbsent, isJsonObject } from '../shared/json-fields';
import type { Result } from '../shared/result';
import { err, ok } from '../shared/result';
import type { BusinessAddress } from './business-address';
import { parseAddressPayload } from './business-address';
import type { CaseStatus } from './case-status';
import { caseStatusOf } from './case-status';
import type { Roster, RosterEntry, SubmissionStatus } from './roster';
import { sameEmail } from './roster';

/** A case's submission (GET /v2/case/{caseId}/submission). */
export interface BusinessSubmission {
  readonly verificationCaseId: string | null;
  readonly roster: Roster;
  readonly businessAddress: BusinessAddress | null;
}

/** What the CLI and the status screens know of a case: its status and, when there is one, its submission. */
export interface CaseInput {
  readonly caseStatus: CaseStatus;
  readonly submissionStatus: string | null;
  /** null when there is no submission yet (the service answers not-found). */
  readonly submission: BusinessSubmission | null;
}

function readEntry(raw: unknown, path: string): Result<RosterEntry, string> {
  if (!isJsonObject(raw)) return err(`${path} must be an object`);
  const email = raw['email'];
  if (typeof email !== 'string' || email.trim() === '') return err(`${at(path, 'email')} must be a non-empty string`);
  const status = raw['rpr_submission_status'];
  if (isAbsent(status)) return ok({ email: email.trim(), status: 'pending' });
  const normalised = typeof status === 'string' ? status.trim().toLowerCase() : null;
  if (normalised !== 'pending' && normalised !== 'submitted') {
    return err(`${at(path, 'rpr_submission_status')} must be 'pending' or 'submitted'`);
  }
  return ok({ email: email.trim(), status: normalised satisfies SubmissionStatus });
}

function readEntries(body: JsonObject, key: string, path: string): Result<readonly RosterEntry[], string> {
  const raw = body[key];
  if (isAbsent(raw)) return ok([]);
  if (!Array.isArray(raw)) return err(`${at(path, key)} must be an array`);
  const entries: RosterEntry[] = [];
  for (const [index, item] of (raw as readonly unknown[]).entries()) {
    const entry = readEntry(item, at(at(path, key), index));
    if (!entry.ok) return entry;
    entries.push(entry.value);
  }
  return ok(entries);
}

/**
 * The roster of a submission: the primary owner is the business_owners entry it names.
 *
 * Spec is silent on a primary_business_owner missing from business_owners: the primary owner is
 * still listed (first), as pending, since nothing says they have submitted.
 * Spec is silent on an e-mail listed twice: it is one person, kept where it first appears
 * (primary owner, then owners, then field workers), compared case-insensitively.
 */
function rosterOf(primary: string | null, owners: readonly RosterEntry[], workers: readonly RosterEntry[]): Roster {
  const primaryOwner: RosterEntry | null =
    primary === null
      ? null
      : (owners.find((entry) => sameEmail(entry.email, primary)) ?? { email: primary, status: 'pending' });
  const seen: RosterEntry[] = primaryOwner ? [primaryOwner] : [];
  const keepNew = (entry: RosterEntry): boolean => {
    if (seen.some((other) => sameEmail(other.email, entry.email))) return false;
    seen.push(entry);
    return true;
  };
  return { primaryOwner, owners: owners.filter(keepNew), fieldWorkers: workers.filter(keepNew) };
}

function readSubmission(raw: unknown): Result<BusinessSubmission | null, string> {
  const path = 'submission';
  if (isAbsent(raw)) return ok(null);
  if (!isJsonObject(raw)) return err('submission must be an object or null');

  const caseId = raw['verification_case_id'];
  if (!isAbsent(caseId) && typeof caseId !== 'string' && typeof caseId !== 'number') {
    return err('submission.verification_case_id must be a string or a number');
  }
  const primary = raw['primary_business_owner'];
  if (!isAbsent(primary) && typeof primary !== 'string') {
    return err('submission.primary_business_owner must be a string or null');
  }
  const owners = readEntries(raw, 'business_owners', path);
  if (!owners.ok) return owners;
  const workers = readEntries(raw, 'field_workers', path);
  if (!workers.ok) return workers;
  const rawAddress = raw['business_address'];
  const address = isAbsent(rawAddress) ? ok(null) : parseAddressPayload(rawAddress, at(path, 'business_address'));
  if (!address.ok) return address;

  const primaryEmail = typeof primary === 'string' && primary.trim() !== '' ? primary.trim() : null;
  return ok({
    verificationCaseId: isAbsent(caseId) ? null : String(caseId),
    roster: rosterOf(primaryEmail, owners.value, workers.value),
    businessAddress: address.value,
  });
}

/**
 * Reads one GET /v2/case/{caseId}/submission body. An empty (null) body means there is no
 * submission yet, like the not-found answer.
 */
export const parseSubmission = (raw: unknown): Result<BusinessSubmission | null, string> => readSubmission(raw);

/**
 * Reads { status: GET /v2/case/{id}/status body {case_status, submission_status}, submission: GET
 * /v2/case/{id}/submission body {verification_case_id, primary_business_owner, business_owners:
 * [{email, rpr_submission_status}], field_workers: [...], business_address} }. A missing or null
 * submission means there is none yet; rpr_submission_status defaults to pending.
 */
export function parseCaseInput(raw: unknown): Result<CaseInput, string> {
  if (!isJsonObject(raw)) return err('the case input must be a JSON object');
  const status = raw['status'];
  if (!isJsonObject(status)) return err('status must be an object');
  const caseStatus = status['case_status'];
  if (typeof caseStatus !== 'string') return err('status.case_status must be a string');
  const submissionStatus = status['submission_status'];
  if (!isAbsent(submissionStatus) && typeof submissionStatus !== 'string') {
    return err('status.submission_status must be a string or null');
  }
  const submission = readSubmission(raw['submission']);
  if (!submission.ok) return submission;
  return ok({
    caseStatus: caseStatusOf(caseStatus),
    submissionStatus: typeof submissionStatus === 'string' ? submissionStatus : null,
    submission: submission.value,
  });
}
