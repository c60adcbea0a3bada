import type { Language } from '../../domain/language/language';
import type { CriminalOffense } from '../../domain/assessment/criminal-offenses';
import type { ConsentText } from '../../domain/consent/consent-text';
import type { IssuerTranslations } from '../../domain/language/issuer-texts';
import type { DelegationsRequested, KeptByAttribute, VerificationsRequested } from '../../domain/questions/kept-counts';
import type { Balance } from '../../domain/money/balance';
import type { Question } from '../../domain/questions/question';
import type { RequestRecord } from '../../domain/request-status/request-record';
import type { Submission } from '../../domain/encoding/submission';
import type { Result } from '../../domain/shared/result';
import type { ServiceError } from './service-error';

/** The signed-in applicant as the interview knows them (spec 000 §3 'Interview state': user). */
export interface InterviewUser {
  readonly email: string | null;
  readonly authDomain: string | null;
  readonly transitionUrl: string | null;
}

/**
 * What loading (or reloading) an interview returns. The spec does not show this call's path or
 * body: it is this project's assumption, pinned by the contract `interview-service` and read by
 * `src/adapters/http/interview-wire.ts`.
 */
export interface InterviewSnapshot {
  readonly questions: readonly Question[];
  readonly balance: Balance;
  readonly consentGiven: boolean;
  readonly summary: string | null;
  readonly featureFlags: Readonly<Record<string, boolean>>;
  readonly user: InterviewUser;
  /**
   * Texts sent to a phone per question (spec 000 §3 delegationsRequested: `requests`), and failed
   * verifications and resolution attempts per question (verificationsRequested: `failures`,
   * `resolutionAttempts`), as the service keeps them across reloads and tabs. Empty when an older
   * service does not return them: the page's own counts then stand (domain keptCount).
   */
  readonly delegationsRequested: KeptByAttribute<DelegationsRequested>;
  readonly verificationsRequested: KeptByAttribute<VerificationsRequested>;
}

/** The relying party behind a request: its distinguished name leads to the issuer data. */
export interface RelyingParty {
  readonly dn: string;
}

export interface SupportContact {
  readonly email: string | null;
  readonly phone: string | null;
  readonly url: string | null;
  readonly urlTitle: string | null;
}

export interface StatusMessage {
  readonly msg: string;
  readonly url: string | null;
  readonly urlTitle: string | null;
}

export interface PrivacyPolicy {
  readonly headline: string | null;
  readonly message: string | null;
  readonly url: string | null;
  readonly title: string | null;
}

/** Issuer data (GET /identity/distinguishedNames, spec 000 §3 'Issuer'). */
export interface Issuer {
  readonly id: string;
  readonly displayName: string;
  readonly primaryColor: string | null;
  readonly wordmarkUri: string | null;
  /**
   * Consent texts by attribute type (spec 001 §2.1 'each with data'): HTML, untrusted, with the
   * data its placeholders are filled from. The UI sanitises the filled HTML before it reaches the DOM.
   */
  readonly consentHtml: Readonly<Record<string, ConsentText>>;
  /**
   * The keys of the consent HTML entries the issuer sent in a shape the app cannot read
   * (readConsentText), never their content: they count as no HTML (the default disclosure shows)
   * and are reported, so the issuer's own text is not dropped unnoticed. A translation's entry is
   * listed as `{language}:{attrType}` ('es:consent.fcra'); its English shows instead.
   */
  readonly unreadConsentHtml: readonly string[];
  readonly supportContactInfo: SupportContact | null;
  readonly idoConfirmationMessage: { readonly headingText: string | null; readonly messageText: string | null } | null;
  readonly idoStatusMessages: Readonly<Record<string, StatusMessage>>;
  readonly privacyPolicy: PrivacyPolicy | null;
  /**
   * The consent HTML, confirmation and status messages and privacy policy in other languages
   * (issue 28, contracts/README.md 'Languages'). The fields above are the English as given; the
   * interview store gives readers the issuer in the page's language (issuerTextsIn). Absent or
   * empty: the issuer writes in English only.
   */
  readonly translations?: IssuerTranslations;
}

export interface AcademicProvider {
  readonly id: string;
  readonly name: string;
}

export interface UtilityProvider {
  readonly displayName: string;
  readonly canonicalName: string;
}

/** Reports how much of an upload has been sent, from 0 to 1. */
export type UploadProgress = (fraction: number) => void;

export interface Uploaded {
  readonly datumIds: readonly string[];
}

/** Readability of uploaded document images (GET /IDReadabilityCheck). */
export interface Readability {
  readonly readable: boolean;
  /** UNKNOWN, PROVIDER, GLARE, SHARPNESS or GLARE_SHARPNESS when not readable. */
  readonly failureReason: string | null;
}

/** The provider's verdict on uploaded data while it is polled (spec 000 §4 Submission). */
export type VerificationCheck =
  | { readonly status: 'waiting' }
  | { readonly status: 'ok' }
  | { readonly status: 'failed'; readonly reason: string | null }
  | { readonly status: 'unknown'; readonly raw: string };

export interface TextNotification {
  /** The phone number in E.164 form. */
  readonly recipient: string;
  readonly continueUrl: string;
  readonly authToken: string;
}

/** A hand-off code just minted for a phone (this project's addition, contracts/README.md). */
export interface HandoffCode {
  /** Opaque; redeemed once, within its lifetime, for the session that minted it. */
  readonly code: string;
  /** When the code stops working, in epoch milliseconds. */
  readonly expiresAt: number;
}

/** What the service says of a code this session minted, while the desktop shows it (our addition). */
export interface HandoffStatus {
  /** Whether a phone has redeemed it. */
  readonly used: boolean;
  /** When the code stops working, in epoch milliseconds. */
  readonly expiresAt: number;
}

/** What a redeemed hand-off code answers: the session to start and the question to open. */
export interface HandoffSession {
  readonly rprId: string;
  readonly canary: string;
  readonly attrType: string;
}

export type TransitionAnswer =
  { readonly status: 'transitionNotNeeded' } | { readonly status: 'transitionReady'; readonly transitionUri: string };

export interface UserInfo {
  readonly email: string;
  readonly authDomain: string | null;
}

/**
 * The interview service (spec 000 §7). Every method resolves, never rejects: a failure is a
 * ServiceError value. Calls made after the session starts carry the anti-forgery header with the
 * session's canary (see `startSession`).
 */
export interface InterviewService {
  /** Every later call sends credentials and the anti-forgery header carrying this canary. */
  startSession(canary: string | null): void;

  /** Assumed path GET /requests/{id}/interview. 401/403 unauthorized-ido, 404/440 unknown-request. */
  loadInterview(rprId: string): Promise<Result<InterviewSnapshot, ServiceError>>;
  /** Assumed path GET /requests/{id}/interview/state: the same snapshot, for polling and reloads. */
  reloadInterview(rprId: string): Promise<Result<InterviewSnapshot, ServiceError>>;
  /** Assumed path GET /requests/{id}/relyingParty. */
  getRelyingParty(rprId: string): Promise<Result<RelyingParty, ServiceError>>;
  /** GET /requests/{id}. 404 unknown-request. */
  getRequest(rprId: string): Promise<Result<RequestRecord, ServiceError>>;
  /** GET /identity/distinguishedNames?dn=...&includeConsentText=true. */
  getIssuer(dn: string): Promise<Result<Issuer, ServiceError>>;
  /** GET /providers/utility. */
  getUtilityProviders(): Promise<Result<readonly UtilityProvider[], ServiceError>>;
  /** GET /providers/academic. */
  getAcademicProviders(): Promise<Result<readonly AcademicProvider[], ServiceError>>;
  /** GET /attributeData: the stored answers by attribute type. */
  getAttributeData(): Promise<Result<Readonly<Record<string, unknown>>, ServiceError>>;
  /** POST /attributeData with upload progress; returns the datum ids of what was stored. */
  postAttributeData(answers: Submission, onProgress?: UploadProgress): Promise<Result<Uploaded, ServiceError>>;
  /** GET /IDReadabilityCheck?datumId=...&datumId=... */
  checkReadability(datumIds: readonly string[]): Promise<Result<Readability, ServiceError>>;
  /** Assumed path POST /IDVerify: uploads document or selfie answers for verification. */
  verifyId(answers: Submission, onProgress?: UploadProgress): Promise<Result<Uploaded, ServiceError>>;
  /** Assumed path GET /IDVerify?datumId=...: the verification status while it is polled. */
  getVerification(datumIds: readonly string[]): Promise<Result<VerificationCheck, ServiceError>>;
  /** Assumed path POST /IDSubmit: the legacy submit after a failed or timed-out verification. */
  submitId(answers: Submission, onProgress?: UploadProgress): Promise<Result<Uploaded, ServiceError>>;
  /** Assumed path GET /requests/{id}/criminalOffenses. */
  getCriminalOffenses(rprId: string): Promise<Result<readonly CriminalOffense[], ServiceError>>;
  /** POST /notifications with notificationMethod 'sms' and enableReturn false (delegation by text). */
  sendText(notification: TextNotification): Promise<Result<void, ServiceError>>;
  /**
   * This project's addition (contracts/README.md): POST /handoffs { attrType }, a session call,
   * mints a single-use code that lives 15 minutes.
   */
  createHandoff(attrType: string): Promise<Result<HandoffCode, ServiceError>>;
  /**
   * This project's addition: GET /handoffs/{code}, a session call: whether a phone has redeemed a
   * code this session minted. 404 (unknown-request) for a code this session did not mint.
   */
  getHandoff(code: string): Promise<Result<HandoffStatus, ServiceError>>;
  /**
   * This project's addition: POST /handoffs/{code}/session, no session needed. 404 for an unknown
   * code (unknown-request); 410 with reason TokenRedeemed (used) or TokenExpired (expired): each
   * leads to the link-expired page through spec 000 §8's mapping.
   */
  redeemHandoff(code: string): Promise<Result<HandoffSession, ServiceError>>;
  /** POST /payments with the card provider's token id. */
  pay(paymentToken: string): Promise<Result<void, ServiceError>>;
  /** PUT /requests/{id}/consent with reply 'accepted'. */
  giveConsent(rprId: string): Promise<Result<void, ServiceError>>;
  /** GET /requests/{id}/requestTransition. */
  requestTransition(rprId: string): Promise<Result<TransitionAnswer, ServiceError>>;
  /** DELETE /auth. */
  logout(): Promise<Result<void, ServiceError>>;
  /** GET /userInfo. */
  getUserInfo(): Promise<Result<UserInfo, ServiceError>>;
  /** POST /chatbots/{chatbotId}/completions with header Session-Id; returns answer.content. */
  askChatbot(
    chatbotId: string,
    sessionId: string,
    question: string,
    /** The language the applicant reads (issue 28): the chatbot answers in it (header Accept-Language). */
    language: Language,
  ): Promise<Result<string, ServiceError>>;
}

export const INTERVIEW_SERVICE = Symbol.for('InterviewService');

/** Re-exported so use cases need one import for what the interview service answers with. */
export type { Balance, Question, RequestRecord, CriminalOffense };
