import { inject, injectable } from 'inversify';
import type { BusinessSubmission } from '../../domain/business/case-input';
import type { Result } from '../../domain/shared/result';
import { ok } from '../../domain/shared/result';
import type {
  BusinessCase,
  BusinessCheckService,
  BusinessSession,
  CaseStatusAnswer,
} from '../ports/business-check-service.port';
import { BUSINESS_CHECK_SERVICE } from '../ports/business-check-service.port';
import type { ServiceError } from '../ports/service-error';

/** What the case's status and submission calls answer; submission is null before the first save. */
export interface CaseProgressData {
  readonly status: CaseStatusAnswer;
  readonly submission: BusinessSubmission | null;
}

/** Everything the business form needs on entry. */
export interface LoadedBusinessCase extends CaseProgressData {
  readonly businessCase: BusinessCase;
  readonly session: BusinessSession;
}

/**
 * Opens a business case (spec 000 §7 business-check service): the authorization (with the link's
 * auth code) sets the session cookie, so it runs first; then the session (the user's e-mail and
 * interview link), the case status and the submission, all three at once (none needs another's
 * answer, so the form waits for one round trip after the authorization, not two). The first
 * failure in that order wins.
 */
@injectable()
export class BusinessCaseLoadUseCase {
  constructor(@inject(BUSINESS_CHECK_SERVICE) private readonly service: BusinessCheckService) {}

  async execute(caseId: number, authCode: string | null): Promise<Result<LoadedBusinessCase, ServiceError>> {
    const businessCase = await this.service.authorize(caseId, authCode);
    if (!businessCase.ok) return businessCase;
    const [session, progress] = await Promise.all([this.service.getSession(), this.progress(caseId)]);
    if (!session.ok) return session;
    if (!progress.ok) return progress;
    return ok({ businessCase: businessCase.value, session: session.value, ...progress.value });
  }

  /** The case status and the submission (a not-found submission is null, not a failure). */
  async progress(caseId: number): Promise<Result<CaseProgressData, ServiceError>> {
    const [status, submission] = await Promise.all([
      this.service.getCaseStatus(caseId),
      this.service.getSubmission(caseId),
    ]);
    if (!status.ok) return status;
    if (!submission.ok) return submission;
    return ok({ status: status.value, submission: submission.value });
  }
}
