import { inject, injectable } from 'inversify';
import type { Result } from '../../domain/shared/result';
import { ok } from '../../domain/shared/result';
import type { Session } from '../../domain/session/session';
import { parseStoredSession, sessionFromStartup, storedSessionOf } from '../../domain/session/session';
import { parseStartupQuery } from '../../domain/session/startup-query';
import type { InterviewService } from '../ports/interview-service.port';
import { INTERVIEW_SERVICE } from '../ports/interview-service.port';
import type { ServiceError } from '../ports/service-error';
import type { SessionStore } from '../ports/session-store.port';
import { SESSION_STORE } from '../ports/session-store.port';

/** Where the session lives in browser session storage (spec 000 §3). */
export const SESSION_KEY = 'attest.session';

/** The session stored in browser session storage; null when there is none or it cannot be read. */
export function storedSessionIn(store: SessionStore): Session | null {
  const raw = store.read(SESSION_KEY);
  if (raw === null || raw === undefined) return null;
  const parsed = parseStoredSession(raw);
  return parsed.ok ? parsed.value : null;
}

/**
 * Starts the applicant's session (spec 000 §4 'Session start'): from the link's case id (with its
 * auth code) or request id plus canary, which replaces any stored session; else the stored
 * session. Only the session's ids, canary and links are stored, never an answer value.
 */
@injectable()
export class StartSessionUseCase {
  constructor(
    @inject(SESSION_STORE) private readonly store: SessionStore,
    @inject(INTERVIEW_SERVICE) private readonly interviewService: InterviewService,
  ) {}

  /** false when the browser refuses session storage: the session then lasts this page load only. */
  get storageAvailable(): boolean {
    return this.store.available;
  }

  /** The session for this page load, or null when neither the link nor the storage holds one. */
  execute(search: string): Session | null {
    const fromLink = sessionFromStartup(parseStartupQuery(search));
    if (fromLink !== null) this.store.write(SESSION_KEY, storedSessionOf(fromLink));
    const session = fromLink ?? this.stored();
    if (session !== null) this.interviewService.startSession(session.canary ?? null);
    return session;
  }

  /**
   * The session of a hand-off link (this project's addition, contracts/README.md): the code is
   * redeemed for the session of the desktop that minted it, which replaces any stored session.
   * A code that cannot be redeemed removes the stored session too, so the phone never shows
   * another session's interview. The code itself is neither stored nor reported.
   *
   * Spec is silent on return links for a session started on a phone: the phone gets none
   * (enableReturn false, no continue_url), as POST /notifications asks for delegation.
   */
  async redeem(code: string): Promise<Result<Session, ServiceError>> {
    const redeemed = await this.interviewService.redeemHandoff(code);
    if (!redeemed.ok) {
      this.store.remove(SESSION_KEY);
      return redeemed;
    }
    const session: Session = {
      kind: 'interview',
      rprId: redeemed.value.rprId,
      canary: redeemed.value.canary,
      enableReturn: false,
    };
    this.store.write(SESSION_KEY, storedSessionOf(session));
    this.interviewService.startSession(redeemed.value.canary);
    return ok(session);
  }

  /**
   * The stored session. Spec is silent on a stored value that cannot be read (tampered with or
   * from an older version): it is removed and counts as no session, so the link-expired page shows.
   */
  stored(): Session | null {
    const session = storedSessionIn(this.store);
    if (session === null) this.store.remove(SESSION_KEY);
    return session;
  }
}
