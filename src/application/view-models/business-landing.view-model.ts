import { inject, injectable } from 'inversify';
import { runInAction } from 'mobx';
import type { LandingSessionChange } from '../../domain/session/business-landing';
import { landingSessionChange } from '../../domain/session/business-landing';
import { pathOf } from '../../domain/session/resolve-route';
import type { Session } from '../../domain/session/session';
import { signInAddress } from '../../domain/session/sign-in-address';
import { storedSessionOf } from '../../domain/session/session';
import type { AppSettings } from '../ports/app-settings.port';
import { APP_SETTINGS } from '../ports/app-settings.port';
import type { DeviceProfile } from '../ports/device-profile.port';
import { DEVICE_PROFILE } from '../ports/device-profile.port';
import type { BusinessCheckService } from '../ports/business-check-service.port';
import { BUSINESS_CHECK_SERVICE } from '../ports/business-check-service.port';
import type { ErrorReporter } from '../ports/error-reporter.port';
import { ERROR_REPORTER } from '../ports/error-reporter.port';
import type { Navigator } from '../ports/navigator.port';
import { NAVIGATOR } from '../ports/navigator.port';
import type { ServiceError } from '../ports/service-error';
import type { SessionStore } from '../ports/session-store.port';
import { SESSION_STORE } from '../ports/session-store.port';
import { LogoutUseCase } from '../use-cases/logout.use-case';
import { StartSessionUseCase } from '../use-cases/start-session.use-case';
import { SESSION_KEY } from '../use-cases/stored-session';
import { InterviewStore } from './interview.store';
import { makeViewModelObservable } from './view-model-observable';

/** Where a business session goes once it is in: the business form (spec 000 §2 'Business-listing form'). */
export const BUSINESS_FORM_PATH = '/overview';

/** The landing page's state: finding out whether the owner is in, showing the sign-in button, or gone to the form. */
export type LandingPhase = 'entering' | 'sign-in' | 'entered';

/** Failures that only mean 'not signed in for this case' (no session, another case's, an expired one). */
const SIGNED_OUT_STATUSES: readonly number[] = [401, 403, 440];
const meansSignedOut = (error: ServiceError): boolean =>
  error.kind === 'http' && SIGNED_OUT_STATUSES.includes(error.status);

/**
 * The business landing page (/v2/google-login/{caseId}, spec 000 §2): a change of case id or auth
 * code logs out any existing session and sets the new session data; the sign-in button sends the
 * browser to the identity service's auth path. With the link's auth code the session is in: the
 * page moves on to the business form, which redeems the code (POST authorizations).
 *
 * Without an auth code the page asks the service whether the session cookie already covers the
 * case (POST authorizations without auth_code): yes goes on to the form, no shows the sign-in button.
 *
 * Spec is silent on the landing page staying in the history: the move to the form replaces it, so
 * Back from the form does not enter the case again. Spec is silent on a failed check other than
 * 'not signed in' (offline, not found, a server error): the sign-in button shows all the same
 * (signing in tries again) and the failure is reported.
 *
 * Spec is silent on how an existing session is logged out: a business session ends with DELETE
 * /v1/session, an interview session with DELETE /auth, and a failed log-out is reported but does
 * not keep the user on the old session (the new link is what they asked for).
 */
@injectable()
export class BusinessLandingViewModel {
  /** What entering did with the stored session; null until entered. */
  change: LandingSessionChange['kind'] | null = null;
  phase: LandingPhase = 'entering';
  private caseId: number | null = null;

  constructor(
    @inject(StartSessionUseCase) private readonly startSession: StartSessionUseCase,
    @inject(LogoutUseCase) private readonly logout: LogoutUseCase,
    @inject(BUSINESS_CHECK_SERVICE) private readonly service: BusinessCheckService,
    @inject(SESSION_STORE) private readonly store: SessionStore,
    @inject(NAVIGATOR) private readonly navigator: Navigator,
    @inject(APP_SETTINGS) private readonly settings: AppSettings,
    @inject(ERROR_REPORTER) private readonly reporter: ErrorReporter,
    @inject(InterviewStore) private readonly interview: InterviewStore,
    @inject(DEVICE_PROFILE) private readonly device: DeviceProfile,
  ) {
    makeViewModelObservable(this, [
      'startSession',
      'logout',
      'service',
      'store',
      'navigator',
      'settings',
      'reporter',
      'interview',
      'device',
      'caseId',
    ]);
  }

  /**
   * The landing route opened for `caseId` (and the link's auth code, if any). The owner's session
   * is the identity service's `gls_session` cookie, so a browser that reports cookies refused goes
   * straight to the cookies-needed page (spec 000 §8) instead of a sign-in that could never stick;
   * nothing is stored or asked first. Only here: the applicant flows carry their session in the
   * link and session storage, and work without cookies, so they never raise cookies-needed.
   */
  async enter(caseId: number, authCode?: string): Promise<void> {
    runInAction(() => (this.phase = 'entering'));
    if (!this.device.cookiesEnabled()) {
      this.navigator.go(pathOf({ id: 'error', reason: 'cookies-needed' }), { replace: true });
      return;
    }
    const stored = this.startSession.stored();
    const change = landingSessionChange(stored, caseId, authCode);
    if (change.kind === 'replace' && stored !== null) {
      const ended = await this.logout.end(stored);
      if (!ended.ok) this.reporter.report(new Error(`log-out before a new case failed: ${ended.error.message}`));
    }
    if (change.kind !== 'keep') this.store.write(SESSION_KEY, storedSessionOf(change.session));
    runInAction(() => {
      this.change = change.kind;
      this.caseId = caseId;
    });
    if (authCode !== undefined) return this.goToForm(change.session);
    // Just logged out in this page: the sign-in button, even if the service kept the session (a
    // failed DELETE /v1/session): the owner asked to leave and must not be let straight back in.
    if (!this.logout.justLeft(caseId)) {
      const signedIn = await this.service.authorize(caseId, null);
      if (signedIn.ok) return this.goToForm(change.session);
      if (!meansSignedOut(signedIn.error)) {
        this.reporter.report(new Error(`sign-in check failed: ${signedIn.error.message}`), { call: 'authorize' });
      }
    }
    // Nobody is in: the page's session (the logout or an action sent the owner here) is over, and
    // the tab keeps nothing of it (ASVS 14.3.1); signing in comes back here and stores it again.
    this.store.remove(SESSION_KEY);
    if (this.interview.session !== null) this.interview.loggedOut();
    runInAction(() => (this.phase = 'sign-in'));
  }

  /**
   * The sign-in-with-account button: the identity service with this case's landing page as the
   * return address. An address the app may not navigate to (which the runtime configuration
   * already refuses) is reported and shows the unexpected-error page rather than a dead button.
   */
  signIn(): void {
    const address =
      this.caseId === null
        ? null
        : signInAddress(this.settings.signInUrl, this.navigator.location().origin, this.caseId);
    if (address !== null) return this.navigator.redirect(address);
    this.reporter.report(new Error('the sign-in address cannot be navigated to'), { call: 'signIn' });
    this.navigator.go(pathOf({ id: 'error', reason: 'unexpected' }));
  }

  /**
   * The session is in: the store holds it (the header's logout shows) and the form takes over.
   * Error reports are flagged as the business flow from here on (spec 000 §6); the form adds the
   * owner's e-mail once it has read the session.
   */
  private goToForm(session: Session): void {
    this.interview.startSession(session);
    this.reporter.identify({ email: null, businessFlow: true, issuerId: null });
    runInAction(() => (this.phase = 'entered'));
    this.navigator.go(BUSINESS_FORM_PATH, { replace: true });
  }
}
