import { documentQuestionOf } from '../../src/domain/questions/document-grouping';
import { HANDOFF_CODES_FLAG } from '../../src/domain/session/handoff';
import type { QuestionTemplate } from '../catalogue/questions';
import type { IdUploadOutcome, IdVerificationScript } from './id-verification';
import { idVerificationScriptOf, nextIdUpload, readabilityOf } from './id-verification';
import type { KeptLimits, KeptLimitsInit } from './kept-limits';
import {
  keptLimitsBody,
  keptLimitsOf,
  questionKeyOf,
  resolutionAttempted,
  verificationFailed,
  verificationPassed,
  verificationUploaded,
} from './kept-limits';
import type { LivenessInit, LivenessScript } from './liveness-check';
import { livenessScriptOf } from './liveness-check';

/** The stored request statuses of spec 000 §4 that the sandbox uses. */
export const STORED_STATUSES = ['new', 'in_process', 'complete', 'timeout', 'terminated'] as const;
export type StoredStatus = (typeof STORED_STATUSES)[number];

export interface Offense {
  readonly id: string;
  readonly specificOffense: string;
  readonly effectiveDate: string;
}

/** An uploaded capture waiting for its (simulated) verification. */
interface Datum {
  readonly attrType: string;
  polls: number;
  /** An upload for verification: what the script says it answers (model/id-verification.ts). */
  readonly outcome?: IdUploadOutcome;
  /** Its upload's failure was counted (the readability check and the polls may both see it). */
  failureCounted?: boolean;
}

/**
 * One applicant request with its session, in memory. The canary in the link is the credential:
 * every call must carry it in X-CSRF-Token (contracts/README.md).
 */
export interface ApplicantRequest {
  readonly id: string;
  readonly canary: string;
  readonly dn: string;
  readonly email: string;
  readonly questions: readonly QuestionTemplate[];
  readonly answers: Map<string, unknown>;
  readonly datums: Map<string, Datum>;
  readonly offenses: readonly Offense[];
  readonly featureFlags: Readonly<Record<string, boolean>>;
  /**
   * Whether this request's service offers hand-off codes (POST /handoffs and the rest, this
   * project's addition): its interview says so in featureFlags, and without them every /handoffs
   * call answers 404, as a service with only spec 000 §7's calls would.
   */
  readonly handoffCodes: boolean;
  /** Where a finished interview continues (transitionReady); null: transitionNotNeeded. */
  readonly transitionUri: string | null;
  balance: { amount: number; readonly currency: string };
  consentGiven: boolean;
  status: StoredStatus;
  readonly createdAt: number;
  submittedAt: number | null;
  completedAt: number | null;
  /** Texts sent and verifications per question, returned in the interview state (model/kept-limits.ts). */
  readonly limits: KeptLimits;
  /** The video-selfie service's state for this request (model/liveness-check.ts). */
  readonly liveness: LivenessScript;
  /** The document verification's script for this request (model/id-verification.ts). */
  readonly idVerification: IdVerificationScript;
  expired: boolean;
  nextDatum: number;
}

export type RequestInit = Pick<ApplicantRequest, 'id' | 'canary' | 'dn' | 'questions'> &
  Partial<
    Pick<
      ApplicantRequest,
      'email' | 'offenses' | 'featureFlags' | 'handoffCodes' | 'transitionUri' | 'status' | 'expired'
    >
  > & {
    readonly balance?: number;
    readonly now: number;
    readonly submittedAt?: number | null;
    readonly completedAt?: number | null;
    readonly consentGiven?: boolean;
    /** Seconds; default: now. */
    readonly createdAt?: number;
    /** Answers already given; questions they answer count as complete. */
    readonly answers?: Readonly<Record<string, unknown>>;
    readonly liveness?: LivenessInit;
    /** What each upload for verification answers, in order; past the list, uploads pass. */
    readonly idVerification?: readonly IdUploadOutcome[];
    /** Texts already sent and verifications already failed, per question. */
    readonly limits?: KeptLimitsInit;
  };

export function createRequest(init: RequestInit): ApplicantRequest {
  return {
    email: 'pat.applicant@example.com',
    offenses: [],
    featureFlags: {},
    // The sandbox implements this project's contracts, the addition included, unless told not to.
    handoffCodes: true,
    transitionUri: null,
    status: 'new',
    expired: false,
    ...init,
    answers: new Map(Object.entries(init.answers ?? {})),
    datums: new Map(),
    balance: { amount: init.balance ?? 0, currency: 'USD' },
    consentGiven: init.consentGiven ?? false,
    createdAt: init.createdAt ?? Math.floor(init.now / 1000),
    submittedAt: init.submittedAt ?? null,
    completedAt: init.completedAt ?? null,
    limits: keptLimitsOf(init.limits),
    liveness: livenessScriptOf(init.liveness),
    idVerification: idVerificationScriptOf(init.idVerification),
    nextDatum: 1,
  };
}

/**
 * A question is complete once its attribute type, a key below it (consent posts `consent.fcra.*`
 * keys) or its submission attribute type was answered. A document page attribute is complete once
 * any page of its document was answered: the app sends a document's pages together, and a
 * US-issued scan under the legacy keys whatever the page attributes are called (spec 001 §7.1).
 */
export function isComplete(request: ApplicantRequest, question: QuestionTemplate): boolean {
  const submissionAttrType = question.metadata.submissionAttrType;
  const document = documentQuestionOf(question.attrType);
  for (const key of request.answers.keys()) {
    if (key === question.attrType || key.startsWith(`${question.attrType}.`) || key === submissionAttrType) return true;
    if (document !== null && documentQuestionOf(key) === document) return true;
  }
  return false;
}

const isRequired = (question: QuestionTemplate): boolean =>
  question.metadata.required === true && question.metadata.hidden !== true;

export const allRequiredComplete = (request: ApplicantRequest): boolean =>
  request.questions.filter(isRequired).every((q) => isComplete(request, q));

/** Stores answers (keyed by attribute type) and answers the datum ids the service would. */
export function storeAnswers(request: ApplicantRequest, values: ReadonlyMap<string, unknown>): string[] {
  return [...values].map(([attrType, value]) => {
    request.answers.set(attrType, value);
    return addDatum(request, attrType);
  });
}

export function addDatum(request: ApplicantRequest, attrType: string, outcome?: IdUploadOutcome): string {
  const id = `datum-${request.nextDatum++}`;
  request.datums.set(id, { attrType, polls: 0, ...(outcome === undefined ? {} : { outcome }) });
  return id;
}

/** An upload for verification (POST /IDVerify): one datum per attribute, all with the script's next outcome. */
export function addVerificationUpload(request: ApplicantRequest, attrTypes: readonly string[]): string[] {
  const outcome = nextIdUpload(request.idVerification);
  const datumIds = attrTypes.map((attrType) => addDatum(request, attrType, outcome));
  verificationUploaded(request.limits, attrTypes.map(questionKeyOf), datumIds);
  return datumIds;
}

const questionsOf = (datums: readonly Datum[]): string[] => datums.map((d) => questionKeyOf(d.attrType));

/** A failed verification of these uploads, counted once per upload (model/kept-limits.ts). */
function countFailure(request: ApplicantRequest, datums: readonly Datum[], reason: string): void {
  const fresh = datums.filter((d) => d.failureCounted !== true);
  for (const datum of datums) datum.failureCounted = true;
  if (fresh.length > 0) verificationFailed(request.limits, questionsOf(fresh), reason);
}

/** GET /IDReadabilityCheck: null when a datum id is not an upload of this request. */
export function checkReadability(request: ApplicantRequest, datumIds: readonly string[]) {
  const datums = datumIds.map((id) => request.datums.get(id));
  if (datums.length === 0 || datums.some((d) => d === undefined)) return null;
  const known = datums.filter((d) => d !== undefined);
  const readability = readabilityOf(known.flatMap((d) => (d.outcome === undefined ? [] : [d.outcome])));
  if (!readability.readable) countFailure(request, known, readability.failureReason ?? 'UNKNOWN');
  return readability;
}

export type VerificationAnswer = { status: 'waiting' | 'ok' } | { status: 'failed'; reason: string };

/**
 * Spec is silent on how long a document check takes: the first poll of an upload answers waiting
 * and the next ok, which then completes the question like a plain submission. An upload the
 * scenario keeps waiting ('waiting', model/id-verification.ts) never gets further; one it fails
 * answers failed with its reason.
 */
export function pollVerification(request: ApplicantRequest, datumIds: readonly string[]): VerificationAnswer | null {
  const datums = datumIds.map((id) => request.datums.get(id));
  if (datums.length === 0 || datums.some((d) => d === undefined)) return null;
  const known = datums.filter((d) => d !== undefined);
  resolutionAttempted(request.limits, questionsOf(known));
  const failure = known.map((d) => d.outcome).find((outcome) => typeof outcome === 'object');
  if (failure !== undefined) {
    countFailure(request, known, failure.failureReason);
    return { status: 'failed', reason: failure.failureReason };
  }
  const waiting = known.some((d) => d.polls === 0 || d.outcome === 'waiting');
  for (const datum of known) {
    datum.polls += 1;
    if (!waiting) request.answers.set(datum.attrType, { verified: true });
  }
  if (!waiting) verificationPassed(request.limits, questionsOf(known));
  return { status: waiting ? 'waiting' : 'ok' };
}

/**
 * The transition of spec 000 §4. Once every required question is complete, consent is given
 * (when the request asks for it) and nothing is left to pay, the request is submitted: its status
 * becomes in_process. Spec is silent on a transition asked for earlier: it changes nothing and is
 * answered the same way, so the app's once-a-second retry settles when the request is ready.
 */
export function requestTransition(request: ApplicantRequest, now: number): { status: string; transitionUri?: string } {
  const asksConsent = request.questions.some((q) => q.type === 'consent');
  const ready = allRequiredComplete(request) && (request.consentGiven || !asksConsent) && request.balance.amount === 0;
  if (ready && request.status === 'new') {
    request.status = 'in_process';
    request.submittedAt = Math.floor(now / 1000);
  }
  return request.transitionUri === null
    ? { status: 'transitionNotNeeded' }
    : { status: 'transitionReady', transitionUri: request.transitionUri };
}

/** GET /requests/{id}/interview: the interview state in the spec's camelCase. */
export function interviewSnapshot(request: ApplicantRequest): Record<string, unknown> {
  return {
    questions: request.questions.map((q) => ({ ...q, complete: isComplete(request, q) })),
    balance: { ...request.balance },
    consentGiven: request.consentGiven,
    summary: null,
    featureFlags: { ...request.featureFlags, ...(request.handoffCodes ? { [HANDOFF_CODES_FLAG]: true } : {}) },
    user: { email: request.email, authDomain: 'example.com', transitionUrl: request.transitionUri },
    ...keptLimitsBody(request.limits),
  };
}

/** GET /requests/{id}: the request record, timestamps in seconds, one agreement per question. */
export function requestRecord(request: ApplicantRequest): Record<string, unknown> {
  return {
    status: request.status,
    created_at: request.createdAt,
    submitted_at: request.submittedAt,
    completed_at: request.completedAt,
    attribute_sharing_agreements: request.questions.map((q) => ({
      attribute_type: q.attrType,
      fulfilment: { status: request.status === 'complete' ? 'fulfilled' : 'pending' },
    })),
    events: requestEvents(request),
  };
}

/**
 * The request's events (spec 000 §4 'Events'; `events: [{ type, created_at }]`, contracts/README.md),
 * as the sandbox knows them: the organisation sent the request when it was created, the applicant
 * accepted it by submitting, and the organisation ended a terminated one.
 */
function requestEvents(request: ApplicantRequest): Record<string, unknown>[] {
  return [
    { type: 'relyingparty-initiated', created_at: request.createdAt },
    ...(request.submittedAt === null ? [] : [{ type: 'idowner-accepted', created_at: request.submittedAt }]),
    ...(request.status === 'terminated'
      ? [
          {
            type: 'relyingparty-terminated',
            created_at: request.completedAt ?? request.submittedAt ?? request.createdAt,
          },
        ]
      : []),
  ];
}
