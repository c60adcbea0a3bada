import { inject, injectable } from 'inversify';
import { formatQuery } from '../../domain/session/query-string';
import type { Session } from '../../domain/session/session';
import type { InterviewService } from '../ports/interview-service.port';
import { INTERVIEW_SERVICE } from '../ports/interview-service.port';
import { reasonOf } from '../ports/service-error';
import type { SessionStore } from '../ports/session-store.port';
import { SESSION_STORE } from '../ports/session-store.port';
import type { Tracker } from '../ports/tracking.port';
import { TRACKER } from '../ports/tracking.port';
import { ErrorViewModel } from '../view-models/error.view-model';
import { InterviewStore } from '../view-models/interview.store';
import { InterviewLoadUseCase } from './interview-load.use-case';
import { SESSION_KEY } from './stored-session';

/**
 * Starts the session of a hand-off link (this project's addition, contracts/README.md 'Hand-off
 * codes') before anything loads: the code is redeemed for the session of the desktop that minted
 * it, which then starts as the link `?rprId=…&canary=…` would start it (replacing any stored
 * session). A code that cannot be redeemed removes the stored session, so the phone never shows
 * another session's interview, and leaves the failure's reason for the error page. The code itself
 * is neither stored nor reported.
 *
 * Only the browser entry uses it, from a chunk of its own (src/main/handoff-start.ts): a link
 * without a code never loads it.
 *
 * The handed-off question is remembered (InterviewStore.handedOff): once it is answered, the phone
 * says so and sends the applicant back to the computer instead of going on to the next question.
 *
 * Spec is silent on return links for a session started on a phone: it gets none (enableReturn
 * false, no continue_url), as POST /notifications asks for delegation.
 */
@injectable()
export class HandoffStartUseCase {
  constructor(
    @inject(INTERVIEW_SERVICE) private readonly service: InterviewService,
    @inject(SESSION_STORE) private readonly store: SessionStore,
    @inject(InterviewLoadUseCase) private readonly loader: InterviewLoadUseCase,
    @inject(ErrorViewModel) private readonly error: ErrorViewModel,
    @inject(InterviewStore) private readonly interview: InterviewStore,
    @inject(TRACKER) private readonly tracker: Tracker,
  ) {}

  /** The redeemed session, or null when the code cannot be redeemed (unknown, used, expired, offline). */
  async execute(code: string): Promise<Session | null> {
    const redeemed = await this.service.redeemHandoff(code);
    if (!redeemed.ok) {
      this.store.remove(SESSION_KEY);
      this.loader.startSession('');
      this.error.fail(reasonOf(redeemed.error) ?? 'unexpected');
      return null;
    }
    const { rprId, canary, attrType } = redeemed.value;
    const session = this.loader.startSession(
      `?${formatQuery([
        ['rprId', rprId],
        ['canary', canary],
      ])}`,
    );
    if (session !== null) {
      this.interview.startHandOff(attrType);
      this.tracker.track({ kind: 'handoff-used', attrType });
    }
    return session;
  }
}
