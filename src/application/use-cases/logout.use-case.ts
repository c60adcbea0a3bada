import { inject, injectable } from 'inversify';
import type { Result } from '../../domain/shared/result';
import { businessLandingPath, LOGGED_OUT_PATH } from '../../domain/session/resolve-route';
import type { Session } from '../../domain/session/session';
import type { BusinessCheckService } from '../ports/business-check-service.port';
import type { ErrorReporter } from '../ports/error-reporter.port';
import { ERROR_REPORTER } from '../ports/error-reporter.port';
import { BUSINESS_CHECK_SERVICE } from '../ports/business-check-service.port';
import type { InterviewService } from '../ports/interview-service.port';
import { INTERVIEW_SERVICE } from '../ports/interview-service.port';
import type { Navigator } from '../ports/navigator.port';
import { NAVIGATOR } from '../ports/navigator.port';
import type { ServiceError } from '../ports/service-error';
import type { SessionStore } from '../ports/session-store.port';
import { SESSION_STORE } from '../ports/session-store.port';
import { ErrorViewModel } from '../view-models/error.view-model';
import { InterviewStore } from '../view-models/interview.store';
import { forgetStoredSession, storedSessionIn } from './stored-session';

/**
 * Logs the user out. Each session ends on its own service: an applicant's with DELETE /auth (spec
 * 000 §7 'logout, clears the stored session'), a business owner's with DELETE /v1/session (spec 000
 * §7 'Business-check service'); the stored session is cleared either way.
 *
 * Spec is silent on a failed DELETE: the stored session is cleared anyway, since the user asked to
 * leave and a shared computer must not keep their session; the failure is returned for reporting.
 * Spec is silent on what else the browser keeps: the chat with Evie (session storage) goes too, as
 * does the interview service's anti-forgery canary, so no call of this page load runs on the old
 * session afterwards.
 * Spec is silent on where a business owner lands after logging out: on the landing page of the
 * case (its sign-in button), the page their link opened, so signing in again is one click. An
 * applicant lands on the logged-out page (ours), which says how to come back: the original link.
 */
@injectable()
export class LogoutUseCase {
  /** The case a business owner just logged out of in this page load, until its landing page took note. */
  private leftCase: number | null = null;

  constructor(
    @inject(INTERVIEW_SERVICE) private readonly interviewService: InterviewService,
    @inject(SESSION_STORE) private readonly store: SessionStore,
    @inject(BUSINESS_CHECK_SERVICE) private readonly businessService: BusinessCheckService,
    @inject(NAVIGATOR) private readonly navigator: Navigator,
    @inject(InterviewStore) private readonly interview: InterviewStore,
    @inject(ErrorViewModel) private readonly error: ErrorViewModel,
    @inject(ERROR_REPORTER) private readonly reporter: ErrorReporter,
  ) {}

  /**
   * The header's logout control: ends the page's session (end), reports a failed DELETE, and
   * leaves (leave). An applicant's page forgets the applicant at once: the store's interview,
   * answers and issuer (loggedOut), an error shown before, and the e-mail error reports carried.
   * A business owner's page forgets the session once the landing page shows
   * (BusinessLandingViewModel): forgetting it here, still on /overview, would load an interview
   * there and show the link-expired page before the move.
   */
  async logOut(): Promise<void> {
    const session = this.interview.session;
    const result = await this.end(session ?? undefined);
    const call = session?.kind === 'business' ? 'endSession' : 'logout';
    if (!result.ok) this.reporter.report(new Error(`logout failed: ${result.error.message}`), { call });
    if (session?.kind !== 'business') {
      this.interview.loggedOut();
      this.error.clear();
      this.reporter.identify({ email: null, businessFlow: false, issuerId: null });
    }
    this.leave(session);
  }

  /** Ends `session` (default: the stored one) on its service and clears the stored session. */
  async end(session: Session | null = storedSessionIn(this.store)): Promise<Result<void, ServiceError>> {
    const result =
      session?.kind === 'business' ? await this.businessService.endSession() : await this.interviewService.logout();
    forgetStoredSession(this.store);
    this.interviewService.startSession(null);
    return result;
  }

  /**
   * After the logout control ended `session`: a business owner lands on the case's landing page,
   * which shows the sign-in button (justLeft); an applicant on the logged-out page. Separate from
   * end() so the caller reports a failed DELETE and clears the page's state around it.
   */
  leave(session: Session | null): void {
    if (session?.kind !== 'business') {
      this.navigator.go(LOGGED_OUT_PATH, { replace: true });
      return;
    }
    this.leftCase = session.caseId;
    this.navigator.go(businessLandingPath(session.caseId), { replace: true });
  }

  /**
   * Whether the owner just logged out of `caseId` in this page load (asked once: the flag is then
   * cleared). The landing page then shows the sign-in button without asking the service, which
   * may still hold the session when DELETE /v1/session failed: the owner asked to leave.
   */
  justLeft(caseId: number): boolean {
    const left = this.leftCase === caseId;
    this.leftCase = null;
    return left;
  }
}
