import type { Language } from '../../../src/domain/language/language';
import type {
  InterviewService,
  InterviewSnapshot,
  Issuer,
} from '../../../src/application/ports/interview-service.port';
import type { ServiceError } from '../../../src/application/ports/service-error';
import type { Question } from '../../../src/domain/questions/question';
import type { RequestRecord } from '../../../src/domain/request-status/request-record';
import { err, ok } from '../../../src/domain/shared/result';

type Method = Exclude<keyof InterviewService, 'startSession'>;
type Answer<M extends Method> = Awaited<ReturnType<InterviewService[M]>>;
type Handler<M extends Method> = (...args: Parameters<InterviewService[M]>) => Answer<M> | Promise<Answer<M>>;

export const question = (attrType: string, extra: Partial<Question> = {}): Question => ({
  attrType,
  type: 'text',
  complete: false,
  hasError: false,
  shareWith: ['acme'],
  metadata: { title: attrType },
  ...extra,
});

export const snapshotOf = (extra: Partial<InterviewSnapshot> = {}): InterviewSnapshot => ({
  questions: [question('core.ssn', { type: 'ssn' })],
  balance: { currency: 'USD', amount: 0 },
  consentGiven: false,
  summary: null,
  featureFlags: {},
  user: { email: 'ann@example.com', authDomain: null, transitionUrl: null },
  delegationsRequested: {},
  verificationsRequested: {},
  ...extra,
});

export const recordOf = (status: string, extra: Partial<RequestRecord> = {}): RequestRecord => ({
  status,
  createdAt: 1_790_000_000,
  submittedAt: null,
  completedAt: null,
  agreements: [],
  ...extra,
});

export const issuerOf = (extra: Partial<Issuer> = {}): Issuer => ({
  id: 'CN=Acme',
  displayName: 'Acme Bank',
  primaryColor: null,
  wordmarkUri: null,
  consentHtml: {},
  unreadConsentHtml: [],
  supportContactInfo: null,
  idoConfirmationMessage: null,
  idoStatusMessages: {},
  privacyPolicy: null,
  ...extra,
});

export const failure = (status: number, reason: Extract<ServiceError, { kind: 'http' }>['reason']) =>
  err<ServiceError>({ kind: 'http', status, reason, message: `HTTP ${status}` });

export const networkFailure = () =>
  err<ServiceError>({
    kind: 'network',
    reason: 'cancelled-network-request',
    message: 'Network issue: request cancelled',
  });

/** A promise settled by the test, to hold a call in flight. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/**
 * The interview service as a test sets it up: each method answers with its handler (a sensible
 * success by default) and every call is recorded with its arguments.
 */
export class FakeInterviewService implements InterviewService {
  canary: string | null | undefined = undefined;
  readonly calls: { method: Method; args: unknown[] }[] = [];
  snapshot: InterviewSnapshot = snapshotOf();
  record: RequestRecord = recordOf('pending');
  issuer: Issuer = issuerOf();
  attributeData: Readonly<Record<string, unknown>> = {};

  private readonly handlers: { [M in Method]?: Handler<M> } = {};

  /** Sets how a method answers from now on. */
  on<M extends Method>(method: M, handler: Handler<M>): this {
    (this.handlers as Record<Method, unknown>)[method] = handler;
    return this;
  }

  callsTo(method: Method): unknown[][] {
    return this.calls.filter((call) => call.method === method).map((call) => call.args);
  }

  startSession(canary: string | null): void {
    this.canary = canary;
  }

  private async answer<M extends Method>(method: M, args: unknown[], fallback: () => Answer<M>): Promise<Answer<M>> {
    this.calls.push({ method, args });
    const handler = this.handlers[method] as ((...a: unknown[]) => Answer<M> | Promise<Answer<M>>) | undefined;
    return handler === undefined ? fallback() : handler(...args);
  }

  loadInterview(rprId: string) {
    return this.answer('loadInterview', [rprId], () => ok(this.snapshot));
  }
  reloadInterview(rprId: string) {
    return this.answer('reloadInterview', [rprId], () => ok(this.snapshot));
  }
  getRelyingParty(rprId: string) {
    return this.answer('getRelyingParty', [rprId], () => ok({ dn: 'CN=Acme' }));
  }
  getRequest(rprId: string) {
    return this.answer('getRequest', [rprId], () => ok(this.record));
  }
  getIssuer(dn: string) {
    return this.answer('getIssuer', [dn], () => ok(this.issuer));
  }
  getUtilityProviders() {
    return this.answer('getUtilityProviders', [], () => ok([]));
  }
  getAcademicProviders() {
    return this.answer('getAcademicProviders', [], () => ok([]));
  }
  getAttributeData() {
    return this.answer('getAttributeData', [], () => ok(this.attributeData));
  }
  postAttributeData(...args: Parameters<InterviewService['postAttributeData']>) {
    return this.answer('postAttributeData', args, () => ok({ datumIds: ['d1'] }));
  }
  checkReadability(datumIds: readonly string[]) {
    return this.answer('checkReadability', [datumIds], () => ok({ readable: true, failureReason: null }));
  }
  verifyId(...args: Parameters<InterviewService['verifyId']>) {
    return this.answer('verifyId', args, () => ok({ datumIds: ['v1'] }));
  }
  getVerification(datumIds: readonly string[]) {
    return this.answer('getVerification', [datumIds], () => ok({ status: 'ok' as const }));
  }
  submitId(...args: Parameters<InterviewService['submitId']>) {
    return this.answer('submitId', args, () => ok({ datumIds: ['s1'] }));
  }
  getCriminalOffenses(rprId: string) {
    return this.answer('getCriminalOffenses', [rprId], () => ok([]));
  }
  sendText(...args: Parameters<InterviewService['sendText']>) {
    return this.answer('sendText', args, () => ok(undefined));
  }
  createHandoff(attrType: string) {
    return this.answer('createHandoff', [attrType], () =>
      ok({ code: `code-${this.calls.length}`, expiresAt: 900_000 }),
    );
  }
  /** Not used yet, by default: a test says when a phone has used the code. */
  getHandoff(code: string) {
    return this.answer('getHandoff', [code], () => ok({ used: false, expiresAt: 900_000 }));
  }
  redeemHandoff(code: string) {
    return this.answer('redeemHandoff', [code], () => ok({ rprId: 'R1', canary: 'C1', attrType: 'core.selfie' }));
  }
  pay(paymentToken: string) {
    return this.answer('pay', [paymentToken], () => ok(undefined));
  }
  giveConsent(rprId: string) {
    return this.answer('giveConsent', [rprId], () => ok(undefined));
  }
  requestTransition(rprId: string) {
    return this.answer('requestTransition', [rprId], () => ok({ status: 'transitionNotNeeded' as const }));
  }
  logout() {
    return this.answer('logout', [], () => ok(undefined));
  }
  getUserInfo() {
    return this.answer('getUserInfo', [], () => ok({ email: 'ann@example.com', authDomain: null }));
  }
  askChatbot(chatbotId: string, sessionId: string, question: string, language: Language) {
    return this.answer('askChatbot', [chatbotId, sessionId, question, language], () => ok('Hello'));
  }
}
