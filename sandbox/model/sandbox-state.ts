import { randomBytes } from 'node:crypto';
import type { IssuerRecord } from '../catalogue/issuers';
import { ISSUERS } from '../catalogue/issuers';
import type { ApplicantRequest, RequestInit } from './applicant-request';
import { createRequest } from './applicant-request';
import type { BusinessCase } from './business-case';
import { markSubmitted } from './business-case';
import type { Fault } from './faults';
import type { Handoff, SentText } from './handoffs';
import type { PolicyReport } from './policy-report';

/** A signed-in business owner (the gls_session cookie). */
interface BusinessSession {
  readonly caseId: number;
  expiresAt: number;
}

/** Spec is silent on how long a business session lasts: the sandbox ends it after an hour. */
export const BUSINESS_SESSION_MS = 60 * 60 * 1000;

/** Everything the sandbox holds. Nothing is written to disk or logged. */
export class SandboxState {
  readonly requests = new Map<string, ApplicantRequest>();
  /** The stock issuers and one per request definition (POST /__sandbox/requests), by dn. */
  readonly issuers = new Map<string, IssuerRecord>(ISSUERS);
  readonly cases = new Map<number, BusinessCase>();
  readonly faults: Fault[] = [];
  /** Hand-off codes by code (POST /handoffs). */
  readonly handoffs = new Map<string, Handoff>();
  /** The texts POST /notifications would have sent, oldest first (GET /__sandbox/texts). */
  readonly texts: SentText[] = [];
  /** Policy violations browsers reported, when the sandbox asks for them (policy-report-routes.ts). */
  readonly policyReports: PolicyReport[] = [];
  /** Evie's conversations: the questions asked, by request id and Session-Id (routes/chatbot.ts). */
  readonly conversations = new Map<string, string[]>();
  private readonly sessions = new Map<string, BusinessSession>();
  /**
   * Sandbox-only convenience for contract verification: the session a provider state sets, used
   * when a GLS call carries no cookie (the Pact verifier replays calls without one).
   */
  providerSession: { caseId: number; expired: boolean } | null = null;
  private nextCaseId = 1001;

  constructor(readonly now: () => number = Date.now) {}

  /** An unguessable token for ids, canaries, auth codes and cookies. */
  token(prefix: string): string {
    return `${prefix}-${randomBytes(9).toString('base64url')}`;
  }

  newCaseId(): number {
    while (this.cases.has(this.nextCaseId)) this.nextCaseId += 1;
    return this.nextCaseId++;
  }

  addRequest(init: Omit<RequestInit, 'now'>): ApplicantRequest {
    const request = createRequest({ ...init, now: this.now() });
    this.requests.set(request.id, request);
    return request;
  }

  requestByCanary(canary: string): ApplicantRequest | undefined {
    for (const request of this.requests.values()) if (request.canary === canary) return request;
    return undefined;
  }

  /** The primary owner has submitted once their own check left 'new' (spec 000 §4 'Business form'). */
  followOwnCheck(found: BusinessCase): void {
    const own = found.ownRequestId === null ? undefined : this.requests.get(found.ownRequestId);
    if (own !== undefined && own.status !== 'new') markSubmitted(found, [found.primaryOwner]);
  }

  signIn(caseId: number): string {
    const cookie = this.token('session');
    this.sessions.set(cookie, { caseId, expiresAt: this.now() + BUSINESS_SESSION_MS });
    return cookie;
  }

  /** Every business session on the case ends now, as when the service's session time runs out. */
  expireSessions(caseId: number): void {
    for (const session of this.sessions.values()) {
      if (session.caseId === caseId) session.expiresAt = this.now();
    }
  }

  signOut(cookie: string | null): void {
    if (cookie !== null) this.sessions.delete(cookie);
    this.providerSession = null;
  }

  /** The business session of a call: its cookie's, else the provider state's. */
  businessSession(cookie: string | null): { caseId: number; expired: boolean } | null {
    const session = cookie === null ? undefined : this.sessions.get(cookie);
    if (session !== undefined) return { caseId: session.caseId, expired: session.expiresAt <= this.now() };
    return this.providerSession;
  }

  reset(): void {
    this.requests.clear();
    this.issuers.clear();
    for (const [dn, issuer] of ISSUERS) this.issuers.set(dn, issuer);
    this.cases.clear();
    this.sessions.clear();
    this.faults.length = 0;
    this.handoffs.clear();
    this.texts.length = 0;
    this.conversations.clear();
    this.providerSession = null;
  }
}
