import { inject, injectable } from 'inversify';
import type { ErrorAction } from '../../domain/errors/error-actions';
import { assertNever } from '../../domain/shared/assert-never';
import { businessLandingPath, pathOf } from '../../domain/session/resolve-route';
import type { AppSettings } from '../ports/app-settings.port';
import { APP_SETTINGS } from '../ports/app-settings.port';
import type { Navigator } from '../ports/navigator.port';
import { NAVIGATOR } from '../ports/navigator.port';
import type { SessionStore } from '../ports/session-store.port';
import { SESSION_STORE } from '../ports/session-store.port';
import { InterviewStore } from '../view-models/interview.store';
import { forgetStoredSession, storedSessionIn } from './stored-session';

/** The in-app route of the link-expired page (spec 000 §2 '/unknown-request'). */
export const UNKNOWN_REQUEST_PATH = pathOf({ id: 'unknown-request' });

/** Where an action sent the browser: an in-app route or an external address. */
export type ErrorActionTarget =
  { readonly kind: 'route'; readonly path: string } | { readonly kind: 'external'; readonly url: string };

/**
 * Runs the navigation and local log-out of an automatic error action (spec 000 §8 'Automatic
 * actions'); the snackbar of session-expired is the caller's (a view model), shown before this runs.
 *
 * - unknown-request (and the Token and Credentials reasons): the link-expired route.
 * - registration-not-found (gls/unauthorized, gls/forbidden): the configured external page; a
 *   business session goes to its business verification route `/v2/google-login/{caseId}` instead.
 * - session-expired: the stored session and the page's are removed (local log out, no call to the
 *   service), then the browser goes to the business landing route of the case, which shows the
 *   sign-in button.
 *
 * The session is the stored one, else the page's (browser storage may be unavailable).
 *
 * Spec is silent on where session-expired redirects without a business session (no case id to land
 * on): the link-expired route, since only a new link can start a session again.
 */
@injectable()
export class ErrorActionUseCase {
  constructor(
    @inject(NAVIGATOR) private readonly navigator: Navigator,
    @inject(SESSION_STORE) private readonly store: SessionStore,
    @inject(APP_SETTINGS) private readonly settings: AppSettings,
    @inject(InterviewStore) private readonly interview: InterviewStore,
  ) {}

  execute(action: ErrorAction): ErrorActionTarget {
    const session = storedSessionIn(this.store) ?? this.interview.session;
    const landing = session?.kind === 'business' ? businessLandingPath(session.caseId) : null;
    const target = this.targetOf(action, landing);
    // Spec 000 §8 'local log out': what the browser holds of the session goes, as with the logout
    // control (LogoutUseCase.end): the stored session and the chat with Evie (ASVS 14.3.1). The
    // page's own session is forgotten here for an applicant; a business owner's by the landing page
    // once it shows (BusinessLandingViewModel), as after the logout control: forgotten here, the
    // form's route would move to the logged-out page after this move to the landing page.
    if (action === 'session-expired') {
      forgetStoredSession(this.store);
      if (session?.kind !== 'business') this.interview.loggedOut();
    }
    if (target.kind === 'external') this.navigator.redirect(target.url);
    // Already there (the link-expired page itself): going again would only loop.
    else if (this.navigator.location().pathname !== target.path) this.navigator.go(target.path, { replace: true });
    return target;
  }

  private targetOf(action: ErrorAction, landing: string | null): ErrorActionTarget {
    switch (action) {
      case 'unknown-request':
        return { kind: 'route', path: UNKNOWN_REQUEST_PATH };
      case 'registration-not-found':
        return landing === null
          ? { kind: 'external', url: this.settings.registrationNotFoundUrl }
          : { kind: 'route', path: landing };
      case 'session-expired':
        return { kind: 'route', path: landing ?? UNKNOWN_REQUEST_PATH };
      default:
        return assertNever(action, 'error action');
    }
  }
}
