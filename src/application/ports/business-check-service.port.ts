import type { BusinessAddress } from '../../domain/business/business-address';
import type { BusinessSubmission } from '../../domain/business/case-input';
import type { CaseStatus } from '../../domain/business/case-status';
import type { RequiredChecks } from '../../domain/business/immediate-case';
import type { RosterList } from '../../domain/business/roster';
import type { ServiceType } from '../../domain/business/service-type';
import type { Result } from '../../domain/shared/result';
import type { ServiceError } from './service-error';

export interface CheckResult {
  readonly status: string | null;
  readonly checkCompletedAt: string | null;
  readonly businessEntitySubmittedAt: string | null;
  readonly businessEntityCheckCompletedAt: string | null;
  readonly finallyAdjudicatedAt: string | null;
  readonly fieldWorkerCount: number;
  readonly ownerCount: number;
  readonly requiredChecksCount: number;
  readonly submittedChecksCount: number;
  readonly completedChecksCount: number;
}

/** The business case an authorization answers with (spec 000 §3 'Business case'). */
export interface BusinessCase {
  readonly serviceType: ServiceType;
  readonly caseId: number;
  readonly name: string;
  readonly businessName: string;
  readonly serviceCategories: readonly string[];
  readonly requiredChecks: RequiredChecks;
  readonly businessAddress: BusinessAddress | null;
  readonly checkResult: CheckResult | null;
}

export interface BusinessSession {
  readonly email: string;
  readonly caseId: number;
  readonly interviewUri: string | null;
}

export interface CaseStatusAnswer {
  readonly caseStatus: CaseStatus;
  readonly submissionStatus: string | null;
}

/** What POST /v2/case/{caseId}/submission sends (the insurance_coi list is always empty). */
export interface SubmissionToSave {
  readonly verificationCaseId: string | null;
  readonly businessAddress: BusinessAddress;
  readonly fieldWorkers: readonly string[];
  readonly businessOwners: readonly string[];
}

/**
 * The outcome of sending submission links (spec 000 §7): true when none failed, null when some
 * failed, false when all failed. A 400 answer is a normal result, not an error.
 */
export interface NotificationOutcome {
  readonly failedEmails: readonly string[];
  readonly success: boolean | null;
}

/**
 * The business-check (GLS) service (spec 000 §7). Calls send credentials, a no-cache header and
 * JSON. Every method resolves: 401/403 fail with gls/unauthorized or gls/forbidden, 404 with
 * gls/not-found, 440 with gls/session-expired, and a refused address with 'invalid-business-address'.
 */
export interface BusinessCheckService {
  /** POST /v1/case/{caseId}/authorizations with the optional auth_code. */
  authorize(caseId: number, authCode: string | null): Promise<Result<BusinessCase, ServiceError>>;
  /** GET /v1/session. */
  getSession(): Promise<Result<BusinessSession, ServiceError>>;
  /** DELETE /v1/session. */
  endSession(): Promise<Result<void, ServiceError>>;
  /** GET /v2/case/{caseId}/status. */
  getCaseStatus(caseId: number): Promise<Result<CaseStatusAnswer, ServiceError>>;
  /** GET /v2/case/{caseId}/submission; null when the service answers not-found (no submission yet). */
  getSubmission(caseId: number): Promise<Result<BusinessSubmission | null, ServiceError>>;
  /** POST /v2/case/{caseId}/submission. */
  saveSubmission(caseId: number, submission: SubmissionToSave): Promise<Result<void, ServiceError>>;
  /** POST /v1/case/{caseId}/submission/{business_owners|field_workers}/{email}. */
  addPerson(caseId: number, list: RosterList, email: string): Promise<Result<void, ServiceError>>;
  /** DELETE /v1/case/{caseId}/submission/{business_owners|field_workers}/{email}. */
  removePerson(caseId: number, list: RosterList, email: string): Promise<Result<void, ServiceError>>;
  /** POST /v1/case/{caseId}/submission/{business_owners|field_workers}/notifications. */
  sendLinks(
    caseId: number,
    list: RosterList,
    emails: readonly string[],
  ): Promise<Result<NotificationOutcome, ServiceError>>;
}

export const BUSINESS_CHECK_SERVICE = Symbol.for('BusinessCheckService');
