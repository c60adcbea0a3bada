import { assertNever } from '../shared/assert-never';
import type { Result } from '../shared/result';
import { err, ok } from '../shared/result';
import { isJsonObject } from '../shared/json-fields';
import type { StartupQuery } from './startup-query';

interface SessionCommon {
  readonly canary?: string;
  readonly continueUrl?: string;
  readonly enableReturn: boolean;
  readonly authCode?: string;
}

/**
 * The applicant's session (spec 000 §3): an interview session is keyed by its request id
 * (rprId), a business-listing session by its case id. A session is one or the other, never both.
 */
export type Session =
  | (SessionCommon & { readonly kind: 'interview'; readonly rprId: string })
  | (SessionCommon & { readonly kind: 'business'; readonly caseId: number });

export const isBusinessSession = (session: Session): session is Extract<Session, { kind: 'business' }> =>
  session.kind === 'business';

const commonOf = (source: {
  readonly canary?: string;
  readonly continueUrl?: string;
  readonly enableReturn?: boolean;
  readonly authCode?: string;
}): SessionCommon => ({
  ...(source.canary === undefined ? {} : { canary: source.canary }),
  ...(source.continueUrl === undefined ? {} : { continueUrl: source.continueUrl }),
  enableReturn: source.enableReturn === true,
  ...(source.authCode === undefined ? {} : { authCode: source.authCode }),
});

/**
 * A new session from the startup query (spec 000 §4 Session start: from a case id with its auth
 * code, or a request id plus canary); null when the link carries neither, so the stored session
 * applies. Spec is silent on a link carrying both a case id and a request id: the case id wins,
 * since the case id is what marks the business flow.
 */
export function sessionFromStartup(query: StartupQuery): Session | null {
  if (query.caseId !== undefined) return { kind: 'business', caseId: query.caseId, ...commonOf(query) };
  if (query.rprId !== undefined && query.canary !== undefined) {
    return { kind: 'interview', rprId: query.rprId, ...commonOf(query) };
  }
  return null;
}

/** The plain shape kept in browser session storage. */
export interface StoredSession {
  readonly rprId?: string;
  readonly caseId?: number;
  readonly canary?: string;
  readonly continueUrl?: string;
  readonly enableReturn: boolean;
  readonly authCode?: string;
}

export function storedSessionOf(session: Session): StoredSession {
  const common = commonOf(session);
  switch (session.kind) {
    case 'interview':
      return { rprId: session.rprId, ...common };
    case 'business':
      return { caseId: session.caseId, ...common };
    default:
      return assertNever(session, 'session kind');
  }
}

/** Reads a stored session back (it may have been tampered with or written by an older version). */
export function parseStoredSession(raw: unknown): Result<Session, string> {
  if (!isJsonObject(raw)) return err('the stored session must be an object');
  const { rprId, caseId, canary, continueUrl, enableReturn, authCode } = raw;
  for (const [name, value] of Object.entries({ rprId, canary, continueUrl, authCode })) {
    if (value !== undefined && typeof value !== 'string') return err(`the stored session's ${name} must be a string`);
  }
  if (caseId !== undefined && !(typeof caseId === 'number' && Number.isSafeInteger(caseId) && caseId >= 0)) {
    return err("the stored session's caseId must be a whole number");
  }
  if (enableReturn !== undefined && typeof enableReturn !== 'boolean') {
    return err("the stored session's enableReturn must be true or false");
  }
  const common = commonOf({
    canary: canary as string | undefined,
    continueUrl: continueUrl as string | undefined,
    enableReturn,
    authCode: authCode as string | undefined,
  });
  if (rprId !== undefined && caseId !== undefined) return err('the stored session has both an rprId and a caseId');
  if (caseId !== undefined) return ok({ kind: 'business', caseId, ...common });
  if (typeof rprId === 'string' && rprId !== '') return ok({ kind: 'interview', rprId, ...common });
  return err('the stored session has neither an rprId nor a caseId');
}
