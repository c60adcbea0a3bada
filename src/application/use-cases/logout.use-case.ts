import { inject, injectable } from 'inversify';
import type { Result } from '../../domain/shared/result';
import { businessLandingPath } from '../../domain/session/resolve-route';
import type { Session } from '../../domain/session/session';
import type { BusinessCheckService } from '../ports/business-check-service.port';
import { BUSINESS_CHECK_SERVICE } from '../ports/business-check-service.port';
import type { InterviewService } from '../ports/interview-service.port';
import { INTERVIEW_SERVICE } from '../ports/interview-service.port';
import type { Navigator } from '../ports/navigator.port';
import { NAVIGATOR } from '../ports/navigator.port';
import type { ServiceError } from '../ports/service-error';
import type { SessionStore } from '../ports/session-store.port';
import { SESSION_STORE } from '../ports/session-store.port';
import { SESSION_KEY, storedSessionIn } from './start-session.use-case';

/**
 * Logs the user out. Each session ends on its own service: an applicant's with DELETE /auth (spec
 * 000 §7 'logout, clears the stored session'), a business owner's with DELETE /v1/session (spec 000
 * §7 'Business-check service'); the stored session is cleared either way.
 *
 * Spec is silent on a failed DELETE: the stored session is cleared anyway, since the user asked to
 * leave and a shared computer must not keep their session; the failure is returned for reporting.
 * Spec is silent on where a business owner lands after logging out: on the landing page of the
 * case (its sign-in button), the page their link opened, so signing in again is one click.
 */
@injectable()
export class LogoutUseCase {
  constructor(
    @inject(INTERVIEW_SERVICE) private readonly interviewService: InterviewService,
    @inject(SESSION_STORE) private readonly store: SessionStore,
    @inject(BUSINESS_CHECK_SERVICE) private readonly businessService: BusinessCheckService,
    @inject(NAVIGATOR) private readonly navigator: Navigator,
  ) {}

  /** Ends `session` (default: the stored one) on its service and clears the stored session. */
  async end(session: Session | null = storedSessionIn(this.store)): Promise<Result<void, ServiceError>> {
    const result =
      session?.kind === 'business' ? await this.businessService.endSession() : await this.interviewService.logout();
    this.store.remove(SESSION_KEY);
    return result;
  }

  /** The logout control: ends the session; a business owner then lands on the case's landing page. */
  async execute(session: Session | null = storedSessionIn(this.store)): Promise<Result<void, ServiceError>> {
    const result = await this.end(session);
    if (session?.kind === 'business') this.navigator.go(businessLandingPath(session.caseId), { replace: true });
    return result;
  }
}
