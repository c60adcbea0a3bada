import type {
  AcademicProvider,
  HandoffCode,
  HandoffSession,
  HandoffStatus,
  InterviewService,
  InterviewSnapshot,
  Issuer,
  Readability,
  RelyingParty,
  TextNotification,
  TransitionAnswer,
  Uploaded,
  UploadProgress,
  UserInfo,
  UtilityProvider,
  VerificationCheck,
} from '../../application/ports/interview-service.port';
import type { ServiceError } from '../../application/ports/service-error';
import type { CriminalOffense } from '../../domain/assessment/criminal-offenses';
import type { Submission } from '../../domain/encoding/submission';
import type { RequestRecord } from '../../domain/request-status/request-record';
import { parseRequestRecord } from '../../domain/request-status/request-record';
import type { Result } from '../../domain/shared/result';
import { HTTP_MESSAGES } from '../../domain/errors/http-failure';
import { err } from '../../domain/shared/result';
import type { BodyReader, HttpRequest } from './http-client';
import { HttpClient } from './http-client';
import { CHAT_LANGUAGE_HEADER, CHAT_SESSION_HEADER, INTERVIEW_PATHS as PATHS } from './interview-paths';
import type { Language } from '../../domain/language/language';
import type { EarlyAnswers } from './early-answers';
import type { WireReader } from './interview-wire';
import { readAttributeData, readInterviewSnapshot, readIssuer, readRelyingParty, readUserInfo } from './interview-wire';
import type * as OnDemand from './interview-wire-on-demand';

const isSuccess = (status: number): boolean => (status >= 200 && status < 300) || status === 304;

type OnDemandReaders = typeof OnDemand;
type ReaderValue<R> = R extends WireReader<infer T> ? T : never;

/**
 * The readers of the answers only question screens and the chat ask for, in a chunk of their own
 * (interview-wire-on-demand.ts), so the overview's start bundle does not carry them. Loaded on the
 * first such call; webpack keeps the module, so later calls wait for nothing.
 */
// Named: the start script preloads it for the finishing page, whose first call it reads (src/main/early-start.ts).
const onDemandReaders = (): Promise<OnDemandReaders> =>
  import(/* webpackChunkName: "interview-readers" */ './interview-wire-on-demand');

export interface HttpInterviewServiceConfig {
  /** The service URL prefix from the runtime configuration (spec 000 §7). */
  readonly baseUrl: string;
  /** A call with no answer within this time fails as a network failure. */
  readonly timeoutMs: number;
  /** Answers the start script fetched for the first reads (src/main/early-start.ts). */
  readonly early?: EarlyAnswers;
}

/**
 * The interview service over HTTP, every call as contracts/README.md pins it (spec 000 §7).
 * A plain class: the composition root builds it from the runtime configuration.
 */
export class HttpInterviewService implements InterviewService {
  private readonly http: HttpClient;

  constructor(config: HttpInterviewServiceConfig) {
    this.http = new HttpClient({
      service: 'interview',
      baseUrl: config.baseUrl,
      timeoutMs: config.timeoutMs,
      early: config.early,
    });
  }

  startSession(canary: string | null): void {
    this.http.startSession(canary);
  }

  loadInterview(rprId: string): Promise<Result<InterviewSnapshot, ServiceError>> {
    return this.send({ method: 'GET', path: PATHS.interview(rprId) }, readInterviewSnapshot);
  }

  reloadInterview(rprId: string): Promise<Result<InterviewSnapshot, ServiceError>> {
    return this.send({ method: 'GET', path: PATHS.interviewState(rprId) }, readInterviewSnapshot);
  }

  getRelyingParty(rprId: string): Promise<Result<RelyingParty, ServiceError>> {
    return this.send({ method: 'GET', path: PATHS.relyingParty(rprId) }, readRelyingParty);
  }

  getRequest(rprId: string): Promise<Result<RequestRecord, ServiceError>> {
    return this.send({ method: 'GET', path: PATHS.request(rprId) }, parseRequestRecord);
  }

  getIssuer(dn: string): Promise<Result<Issuer, ServiceError>> {
    const params = { dn, includeConsentText: 'true' };
    return this.send({ method: 'GET', path: PATHS.distinguishedNames, params }, readIssuer);
  }

  getUtilityProviders(): Promise<Result<readonly UtilityProvider[], ServiceError>> {
    return this.sendOnDemand({ method: 'GET', path: PATHS.utilityProviders }, 'readUtilityProviders');
  }

  getAcademicProviders(): Promise<Result<readonly AcademicProvider[], ServiceError>> {
    return this.sendOnDemand({ method: 'GET', path: PATHS.academicProviders }, 'readAcademicProviders');
  }

  getAttributeData(): Promise<Result<Readonly<Record<string, unknown>>, ServiceError>> {
    return this.send({ method: 'GET', path: PATHS.attributeData }, readAttributeData);
  }

  postAttributeData(answers: Submission, onProgress?: UploadProgress): Promise<Result<Uploaded, ServiceError>> {
    return this.upload(PATHS.attributeData, answers, onProgress);
  }

  checkReadability(datumIds: readonly string[]): Promise<Result<Readability, ServiceError>> {
    return this.sendOnDemand(
      { method: 'GET', path: PATHS.readabilityCheck, params: { datumId: datumIds } },
      'readReadability',
    );
  }

  verifyId(answers: Submission, onProgress?: UploadProgress): Promise<Result<Uploaded, ServiceError>> {
    return this.upload(PATHS.idVerify, answers, onProgress);
  }

  getVerification(datumIds: readonly string[]): Promise<Result<VerificationCheck, ServiceError>> {
    return this.sendOnDemand(
      { method: 'GET', path: PATHS.idVerify, params: { datumId: datumIds } },
      'readVerification',
    );
  }

  submitId(answers: Submission, onProgress?: UploadProgress): Promise<Result<Uploaded, ServiceError>> {
    return this.upload(PATHS.idSubmit, answers, onProgress);
  }

  getCriminalOffenses(rprId: string): Promise<Result<readonly CriminalOffense[], ServiceError>> {
    return this.sendOnDemand({ method: 'GET', path: PATHS.criminalOffenses(rprId) }, 'readCriminalOffenses');
  }

  /** Delegation by text: the link must not offer a way back, so enableReturn is always false. */
  sendText(notification: TextNotification): Promise<Result<void, ServiceError>> {
    const body = {
      notificationMethod: 'sms',
      continueUrl: notification.continueUrl,
      enableReturn: false,
      recipient: notification.recipient,
      authToken: notification.authToken,
    };
    return this.http.sendIgnoringBody({ method: 'POST', path: PATHS.notifications, body });
  }

  createHandoff(attrType: string): Promise<Result<HandoffCode, ServiceError>> {
    return this.sendOnDemand({ method: 'POST', path: PATHS.handoffs, body: { attrType } }, 'readHandoffCode');
  }

  getHandoff(code: string): Promise<Result<HandoffStatus, ServiceError>> {
    return this.sendOnDemand({ method: 'GET', path: PATHS.handoff(code) }, 'readHandoffStatus');
  }

  redeemHandoff(code: string): Promise<Result<HandoffSession, ServiceError>> {
    return this.sendOnDemand({ method: 'POST', path: PATHS.handoffSession(code) }, 'readHandoffSession');
  }

  pay(paymentToken: string): Promise<Result<void, ServiceError>> {
    return this.http.sendIgnoringBody({ method: 'POST', path: PATHS.payments, body: { paymentToken } });
  }

  giveConsent(rprId: string): Promise<Result<void, ServiceError>> {
    return this.http.sendIgnoringBody({ method: 'PUT', path: PATHS.consent(rprId), body: { reply: 'accepted' } });
  }

  requestTransition(rprId: string): Promise<Result<TransitionAnswer, ServiceError>> {
    return this.sendOnDemand({ method: 'GET', path: PATHS.requestTransition(rprId) }, 'readTransition');
  }

  logout(): Promise<Result<void, ServiceError>> {
    return this.http.sendIgnoringBody({ method: 'DELETE', path: PATHS.auth });
  }

  getUserInfo(): Promise<Result<UserInfo, ServiceError>> {
    return this.send({ method: 'GET', path: PATHS.userInfo }, readUserInfo);
  }

  askChatbot(
    chatbotId: string,
    sessionId: string,
    question: string,
    language: Language,
  ): Promise<Result<string, ServiceError>> {
    return this.sendOnDemand(
      {
        method: 'POST',
        path: PATHS.chatCompletions(chatbotId),
        body: { question: { content: question } },
        headers: { [CHAT_SESSION_HEADER]: sessionId, [CHAT_LANGUAGE_HEADER]: language },
      },
      'readChatAnswer',
    );
  }

  private upload(path: string, answers: Submission, onProgress?: UploadProgress) {
    return this.sendOnDemand(
      { method: 'POST', path, body: answers, ...(onProgress ? { onUploadProgress: onProgress } : {}) },
      'readUploaded',
    );
  }

  /**
   * A call whose answer one of the on-demand readers reads. A read (GET) goes out beside their
   * chunk's load, so the first such read of a page load (the finishing page's transition) waits for
   * the longer of the two, not both. Any other call waits for the chunk: a chunk that cannot load
   * (offline, or an older release's chunk gone after a deploy) fails it as a network failure
   * without sending it, since the service must not take an answer the app could not read. The
   * next call tries to load the chunk again.
   */
  private sendOnDemand<K extends keyof OnDemandReaders>(
    request: HttpRequest,
    reader: K,
  ): Promise<Result<ReaderValue<OnDemandReaders[K]>, ServiceError>> {
    const read = onDemandReaders().then((readers) =>
      successOnly(readers[reader] as WireReader<ReaderValue<OnDemandReaders[K]>>),
    );
    if (request.method === 'GET') return this.http.send(request, read);
    return read.then(
      (loaded) => this.http.send(request, loaded),
      () => err({ kind: 'network', reason: 'cancelled-network-request', message: HTTP_MESSAGES.cancelled }),
    );
  }

  /** Interview answers are read only on success (2xx, 304): every error status keeps spec 000 §8's mapping. */
  private send<T>(request: HttpRequest, read: WireReader<T>): Promise<Result<T, ServiceError>> {
    return this.http.send(request, successOnly(read));
  }
}

const successOnly =
  <T>(read: WireReader<T>): BodyReader<T> =>
  (body, status) =>
    isSuccess(status) ? read(body) : null;
