import { DELEGATION_LIMIT } from '../../src/domain/questions/delegation';
import { documentQuestionOf } from '../../src/domain/questions/document-grouping';

/**
 * What the service keeps of a request's limits per question, returned in its interview state
 * (spec 000 §3 'Interview state': delegationsRequested, verificationsRequested; spec 001 §3.7), so
 * they hold across a reload and in another tab: the texts sent to a phone (at most 2 per question,
 * spec 001 §4), and each verification's result, reason, datum ids, failures and resolution attempts
 * (the persistent-failure screen after 3 failures). In memory, like everything in the sandbox.
 */
export interface KeptVerification {
  result: 'verifying' | 'failed' | 'verified';
  failureReason: string | null;
  failures: number;
  resolutionAttempts: number;
  datumIds: readonly string[];
}

export interface KeptLimits {
  /** Texts sent per question's attribute type (POST /notifications). */
  readonly texts: Map<string, number>;
  readonly verifications: Map<string, KeptVerification>;
}

/** Counts a request starts with (a provider state's `delegations` and `verifications`). */
export interface KeptLimitsInit {
  readonly delegations?: Readonly<Record<string, number>>;
  readonly verifications?: Readonly<Record<string, { readonly failures: number; readonly resolutionAttempts: number }>>;
}

export function keptLimitsOf(init: KeptLimitsInit = {}): KeptLimits {
  const verifications = Object.entries(init.verifications ?? {}).map(
    ([attrType, counts]): [string, KeptVerification] => [
      attrType,
      { result: 'failed', failureReason: 'UNKNOWN', datumIds: [], ...counts },
    ],
  );
  return { texts: new Map(Object.entries(init.delegations ?? {})), verifications: new Map(verifications) };
}

/**
 * The question whose limits an answer's key counts under: the merged document question of a
 * document page (the app shows the pages as one question and counts under its attribute type),
 * else the key itself.
 */
export const questionKeyOf = (key: string): string => documentQuestionOf(key) ?? key;

/**
 * The question a text is for: the `q` of the interview link it carries (spec 000 §2: the link for
 * delegating a capture is the path plus q=attribute), null when the link names none.
 */
export function textQuestionOf(continueUrl: string): string | null {
  try {
    const q = new URL(continueUrl).searchParams.get('q');
    return q === null || q === '' ? null : q;
  } catch {
    return null;
  }
}

/** Counts a text for `attrType`; false, counting nothing, once the question's texts are spent. */
export function countText(limits: KeptLimits, attrType: string): boolean {
  const sent = limits.texts.get(attrType) ?? 0;
  if (sent >= DELEGATION_LIMIT) return false;
  limits.texts.set(attrType, sent + 1);
  return true;
}

function verificationOf(limits: KeptLimits, attrType: string): KeptVerification {
  const found = limits.verifications.get(attrType);
  if (found !== undefined) return found;
  const fresh: KeptVerification = {
    result: 'verifying',
    failureReason: null,
    failures: 0,
    resolutionAttempts: 0,
    datumIds: [],
  };
  limits.verifications.set(attrType, fresh);
  return fresh;
}

/** An upload for verification (POST /IDVerify) of these questions, with its datum ids. */
export function verificationUploaded(limits: KeptLimits, attrTypes: readonly string[], datumIds: readonly string[]) {
  for (const attrType of new Set(attrTypes)) {
    Object.assign(verificationOf(limits, attrType), { result: 'verifying', failureReason: null, datumIds });
  }
}

/** One check of the verdict (GET /IDVerify): a resolution attempt of each question checked. */
export function resolutionAttempted(limits: KeptLimits, attrTypes: readonly string[]) {
  for (const attrType of new Set(attrTypes)) verificationOf(limits, attrType).resolutionAttempts += 1;
}

/** A failed verification (not readable, or failed), counted once per upload by the caller. */
export function verificationFailed(limits: KeptLimits, attrTypes: readonly string[], reason: string) {
  for (const attrType of new Set(attrTypes)) {
    const verification = verificationOf(limits, attrType);
    Object.assign(verification, { result: 'failed', failureReason: reason, failures: verification.failures + 1 });
  }
}

export function verificationPassed(limits: KeptLimits, attrTypes: readonly string[]) {
  for (const attrType of new Set(attrTypes)) Object.assign(verificationOf(limits, attrType), { result: 'verified' });
}

/** The interview state's fields in the spec's shape (spec 001 §3.7: requests, status; result … datumIds). */
export function keptLimitsBody(limits: KeptLimits): Record<string, unknown> {
  return {
    delegationsRequested: Object.fromEntries(
      [...limits.texts].map(([attrType, requests]) => [attrType, { requests, status: 'success' }]),
    ),
    verificationsRequested: Object.fromEntries(
      [...limits.verifications].map(([attrType, kept]) => [attrType, { ...kept, datumIds: [...kept.datumIds] }]),
    ),
  };
}
