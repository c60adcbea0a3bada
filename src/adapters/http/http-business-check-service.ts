import type {
  BusinessCase,
  BusinessCheckService,
  BusinessSession,
  CaseStatusAnswer,
  NotificationOutcome,
  SubmissionToSave,
} from '../../application/ports/business-check-service.port';
import type { ErrorReporter } from '../../application/ports/error-reporter.port';
import type { ServiceError } from '../../application/ports/service-error';
import type { BusinessSubmission } from '../../domain/business/case-input';
import type { RosterList } from '../../domain/business/roster';
import type { Result } from '../../domain/shared/result';
import { err, ok } from '../../domain/shared/result';
import { GLS_PATHS } from './gls-paths';
import {
  readBusinessCase,
  readBusinessSession,
  readCaseStatus,
  readNotificationOutcome,
  readSubmission,
  submissionBody,
} from './gls-wire';
import type { EarlyAnswers } from './early-answers';
import type { BodyReader, HttpRequest } from './http-client';
import { HttpClient } from './http-client';

export interface HttpBusinessCheckServiceConfig {
  readonly baseUrl: string;
  readonly timeoutMs: number;
  /** Where a call that got no answer is logged (spec 000 §8 'a network failure is logged'). */
  readonly reporter?: Pick<ErrorReporter, 'report'>;
  /** Answers the start script fetched for a case link's first calls (issue 25, early-start.ts). */
  readonly early?: EarlyAnswers;
}

const isSuccess = (status: number): boolean => (status >= 200 && status < 300) || status === 304;

/** A success answer read by `read`; an error status is left to the client's error mapping. */
const onSuccess =
  <T>(read: (body: unknown) => Result<T, string>): BodyReader<T> =>
  (body, status) =>
    isSuccess(status) ? read(body) : null;

/**
 * The downstream error's own code in an error answer: `code` at the top, or inside an `error`
 * object (`{ "error": { "code": 404, "status": "NOT_FOUND" } }`, its code first); null without one.
 */
function downstreamCode(body: unknown): string | number | null {
  for (const holder of [body, (body as { error?: unknown } | null)?.error]) {
    if (typeof holder !== 'object' || holder === null) continue;
    for (const key of holder === body ? ['code'] : ['code', 'status']) {
      const code = (holder as Record<string, unknown>)[key];
      if ((typeof code === 'string' && code !== '') || (typeof code === 'number' && Number.isFinite(code))) return code;
    }
  }
  return null;
}

/**
 * The business-check (GLS) service over HTTP (spec 000 §7, contracts/README.md): credentials
 * (the session is a cookie set by the authorization), `Cache-Control: no-cache` and JSON on every
 * call. Failures come back as ServiceError values mapped by spec 000 §8: 401/403 gls/unauthorized
 * or gls/forbidden, 404 gls/not-found, 440 gls/session-expired, a refused address
 * 'invalid-business-address', each keeping the raw response and the downstream code; a call with
 * no answer is logged (the configured reporter) and fails as a network failure. It never throws.
 */
export class HttpBusinessCheckService implements BusinessCheckService {
  private readonly http: HttpClient;
  private readonly reporter: Pick<ErrorReporter, 'report'> | null;

  constructor(config: HttpBusinessCheckServiceConfig) {
    this.http = new HttpClient({
      service: 'business',
      baseUrl: config.baseUrl,
      timeoutMs: config.timeoutMs,
      noCache: true,
      keepsText: true,
      ...(config.early === undefined ? {} : { early: config.early }),
    });
    this.reporter = config.reporter ?? null;
  }

  private send<T>(request: HttpRequest, read: BodyReader<T>): Promise<Result<T, ServiceError>> {
    return this.http.send(request, read).then((answer) => this.failed(request, answer));
  }

  private sendIgnoringBody(request: HttpRequest): Promise<Result<void, ServiceError>> {
    return this.http.sendIgnoringBody(request).then((answer) => this.failed(request, answer));
  }

  /**
   * A call's answer as spec 000 §8 has the business service's failures: one with no answer is
   * logged (reported) before it fails, one with an error status keeps a code, the downstream
   * error's own or else the status ('a code from the downstream error or response code').
   */
  private failed<T>(request: HttpRequest, answer: Result<T, ServiceError>): Result<T, ServiceError> {
    if (answer.ok) return answer;
    const { error } = answer;
    if (error.kind === 'network') {
      const call = `${request.method} ${request.path}`;
      this.reporter?.report(new Error(`business service: no answer to ${call}`), { call, kind: 'network' });
    }
    return error.kind === 'http' ? err({ ...error, code: downstreamCode(error.body) ?? error.status }) : answer;
  }

  /** The auth code is sent only when there is one (spec 000 §7: 'payload auth_code (optional)'). */
  authorize(caseId: number, authCode: string | null): Promise<Result<BusinessCase, ServiceError>> {
    return this.send(
      {
        method: 'POST',
        path: GLS_PATHS.authorizations(caseId),
        body: authCode === null ? {} : { auth_code: authCode },
      },
      onSuccess(readBusinessCase),
    );
  }

  getSession(): Promise<Result<BusinessSession, ServiceError>> {
    return this.send({ method: 'GET', path: GLS_PATHS.session() }, onSuccess(readBusinessSession));
  }

  endSession(): Promise<Result<void, ServiceError>> {
    return this.sendIgnoringBody({ method: 'DELETE', path: GLS_PATHS.session() });
  }

  getCaseStatus(caseId: number): Promise<Result<CaseStatusAnswer, ServiceError>> {
    return this.send({ method: 'GET', path: GLS_PATHS.caseStatus(caseId) }, onSuccess(readCaseStatus));
  }

  /**
   * A not-found answer means there is no submission yet (spec 000 §7), not an error; an answer
   * missing a field (the roster lists above all) is one.
   */
  getSubmission(caseId: number): Promise<Result<BusinessSubmission | null, ServiceError>> {
    return this.send({ method: 'GET', path: GLS_PATHS.submission(caseId) }, (body, status) =>
      status === 404 ? ok(null) : isSuccess(status) ? readSubmission(body) : null,
    );
  }

  saveSubmission(caseId: number, submission: SubmissionToSave): Promise<Result<void, ServiceError>> {
    return this.sendIgnoringBody({
      method: 'POST',
      path: GLS_PATHS.submission(caseId),
      body: submissionBody(submission),
    });
  }

  addPerson(caseId: number, list: RosterList, email: string): Promise<Result<void, ServiceError>> {
    return this.sendIgnoringBody({ method: 'POST', path: GLS_PATHS.person(caseId, list, email) });
  }

  removePerson(caseId: number, list: RosterList, email: string): Promise<Result<void, ServiceError>> {
    return this.sendIgnoringBody({ method: 'DELETE', path: GLS_PATHS.person(caseId, list, email) });
  }

  /** A 400 answer is a normal result (spec 000 §7): it names the e-mails that failed. */
  sendLinks(
    caseId: number,
    list: RosterList,
    emails: readonly string[],
  ): Promise<Result<NotificationOutcome, ServiceError>> {
    return this.send(
      { method: 'POST', path: GLS_PATHS.notifications(caseId, list), body: { emails: [...emails] } },
      (body, status) => readNotificationOutcome(emails, body, status),
    );
  }
}
