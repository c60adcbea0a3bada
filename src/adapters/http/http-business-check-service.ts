import type {
  BusinessCase,
  BusinessCheckService,
  BusinessSession,
  CaseStatusAnswer,
  NotificationOutcome,
  SubmissionToSave,
} from '../../application/ports/business-check-service.port';
import type { ServiceError } from '../../application/ports/service-error';
import type { BusinessSubmission } from '../../domain/business/case-input';
import type { RosterList } from '../../domain/business/roster';
import type { Result } from '../../domain/shared/result';
import { ok } from '../../domain/shared/result';
import { GLS_PATHS } from './gls-paths';
import {
  readBusinessCase,
  readBusinessSession,
  readCaseStatus,
  readNotificationOutcome,
  readSubmission,
  submissionBody,
} from './gls-wire';
import type { BodyReader } from './http-client';
import { HttpClient } from './http-client';

export interface HttpBusinessCheckServiceConfig {
  readonly baseUrl: string;
  readonly timeoutMs: number;
  /** Told of each call that got no answer ('GET /v1/session'): spec 000 §8 'a network failure is logged'. */
  readonly onNetworkFailure?: (call: string) => void;
}

const isSuccess = (status: number): boolean => (status >= 200 && status < 300) || status === 304;

/** A success answer read by `read`; an error status is left to the client's error mapping. */
const onSuccess =
  <T>(read: (body: unknown) => Result<T, string>): BodyReader<T> =>
  (body, status) =>
    isSuccess(status) ? read(body) : null;

/**
 * The business-check (GLS) service over HTTP (spec 000 §7, contracts/README.md): credentials
 * (the session is a cookie set by the authorization), `Cache-Control: no-cache` and JSON on every
 * call. Failures come back as ServiceError values mapped by spec 000 §8: 401/403 gls/unauthorized
 * or gls/forbidden, 404 gls/not-found, 440 gls/session-expired, a refused address
 * 'invalid-business-address', each keeping the raw response and the downstream code; a call with
 * no answer is logged (onNetworkFailure) and fails as a network failure. It never throws.
 */
export class HttpBusinessCheckService implements BusinessCheckService {
  private readonly http: HttpClient;

  constructor(config: HttpBusinessCheckServiceConfig) {
    this.http = new HttpClient({
      service: 'business',
      baseUrl: config.baseUrl,
      timeoutMs: config.timeoutMs,
      noCache: true,
      ...(config.onNetworkFailure === undefined ? {} : { onNetworkFailure: config.onNetworkFailure }),
    });
  }

  /** The auth code is sent only when there is one (spec 000 §7: 'payload auth_code (optional)'). */
  authorize(caseId: number, authCode: string | null): Promise<Result<BusinessCase, ServiceError>> {
    return this.http.send(
      {
        method: 'POST',
        path: GLS_PATHS.authorizations(caseId),
        body: authCode === null ? {} : { auth_code: authCode },
      },
      onSuccess(readBusinessCase),
    );
  }

  getSession(): Promise<Result<BusinessSession, ServiceError>> {
    return this.http.send({ method: 'GET', path: GLS_PATHS.session() }, onSuccess(readBusinessSession));
  }

  endSession(): Promise<Result<void, ServiceError>> {
    return this.http.sendIgnoringBody({ method: 'DELETE', path: GLS_PATHS.session() });
  }

  getCaseStatus(caseId: number): Promise<Result<CaseStatusAnswer, ServiceError>> {
    return this.http.send({ method: 'GET', path: GLS_PATHS.caseStatus(caseId) }, onSuccess(readCaseStatus));
  }

  /**
   * A not-found answer means there is no submission yet (spec 000 §7), not an error; an answer
   * missing a field (the roster lists above all) is one.
   */
  getSubmission(caseId: number): Promise<Result<BusinessSubmission | null, ServiceError>> {
    return this.http.send({ method: 'GET', path: GLS_PATHS.submission(caseId) }, (body, status) =>
      status === 404 ? ok(null) : isSuccess(status) ? readSubmission(body) : null,
    );
  }

  saveSubmission(caseId: number, submission: SubmissionToSave): Promise<Result<void, ServiceError>> {
    return this.http.sendIgnoringBody({
      method: 'POST',
      path: GLS_PATHS.submission(caseId),
      body: submissionBody(submission),
    });
  }

  addPerson(caseId: number, list: RosterList, email: string): Promise<Result<void, ServiceError>> {
    return this.http.sendIgnoringBody({ method: 'POST', path: GLS_PATHS.person(caseId, list, email) });
  }

  removePerson(caseId: number, list: RosterList, email: string): Promise<Result<void, ServiceError>> {
    return this.http.sendIgnoringBody({ method: 'DELETE', path: GLS_PATHS.person(caseId, list, email) });
  }

  /** A 400 answer is a normal result (spec 000 §7): it names the e-mails that failed. */
  sendLinks(
    caseId: number,
    list: RosterList,
    emails: readonly string[],
  ): Promise<Result<NotificationOutcome, ServiceError>> {
    return this.http.send(
      { method: 'POST', path: GLS_PATHS.notifications(caseId, list), body: { emails: [...emails] } },
      (body, status) => readNotificationOutcome(emails, body, status),
    );
  }
}
