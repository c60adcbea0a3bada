import { inject, injectable } from 'inversify';
import type { Result } from '../../domain/shared/result';
import type { InterviewService } from '../ports/interview-service.port';
import { INTERVIEW_SERVICE } from '../ports/interview-service.port';
import type { ServiceError } from '../ports/service-error';
import type { SessionStore } from '../ports/session-store.port';
import { SESSION_STORE } from '../ports/session-store.port';
import { SESSION_KEY } from './start-session.use-case';

/**
 * Logs the applicant out (spec 000 §7 DELETE /auth: logout, clears the stored session). Spec is
 * silent on a failed DELETE: the stored session is cleared anyway, since the user asked to leave
 * and a shared computer must not keep their session; the failure is returned for reporting.
 */
@injectable()
export class LogoutUseCase {
  constructor(
    @inject(INTERVIEW_SERVICE) private readonly interviewService: InterviewService,
    @inject(SESSION_STORE) private readonly store: SessionStore,
  ) {}

  async execute(): Promise<Result<void, ServiceError>> {
    const result = await this.interviewService.logout();
    this.store.remove(SESSION_KEY);
    return result;
  }
}
