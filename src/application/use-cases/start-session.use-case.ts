import { inject, injectable } from 'inversify';
import type { Session } from '../../domain/session/session';
import { sessionFromStartup, storedSessionOf } from '../../domain/session/session';
import { parseStartupQuery } from '../../domain/session/startup-query';
import type { InterviewService } from '../ports/interview-service.port';
import { INTERVIEW_SERVICE } from '../ports/interview-service.port';
import type { SessionStore } from '../ports/session-store.port';
import { SESSION_STORE } from '../ports/session-store.port';
import { SESSION_KEY, storedSessionIn } from './stored-session';

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
   * The stored session. Spec is silent on a stored value that cannot be read (tampered with or
   * from an older version): it is removed and counts as no session, so the link-expired page shows.
   */
  stored(): Session | null {
    const session = storedSessionIn(this.store);
    if (session === null) this.store.remove(SESSION_KEY);
    return session;
  }
}
