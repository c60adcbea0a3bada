import type { Language } from '../language/language';
import { languageOf } from '../language/language';
import { parseCaseId } from './case-id';
import { encodeComponent, firstValue, parseQuery } from './query-string';
import { slugOf } from './slug';

/** The query parameters read once at startup (spec 000 §2). */
export interface StartupQuery {
  /** An attribute type (or its slug) to open straight away. */
  readonly q?: string;
  readonly rprId?: string;
  readonly canary?: string;
  readonly continueUrl?: string;
  /** True only for the exact string 'true'. */
  readonly enableReturn: boolean;
  readonly caseId?: number;
  readonly authCode?: string;
  /**
   * A hand-off code (this project's addition, contracts/README.md): redeemed for a session before
   * anything else loads. Never stored: the app replaces the address once it is read.
   */
  readonly handoff?: string;
  /** The language the link asks for (issue 28: `lang=es` or `en`), when Attest speaks it. */
  readonly lang?: Language;
}

/**
 * Spec is silent on empty parameters ('?rprId='): an empty value reads as absent, since an empty
 * id or URL can only be a broken link. A repeated parameter keeps its first value.
 */
const nonEmpty = (value: string | undefined): string | undefined => (value === '' ? undefined : value);

/** Reads q, rprId, canary, continue_url, enable_return, case_id, auth_code (or authCode), handoff and lang. */
export function parseStartupQuery(search: string): StartupQuery {
  const pairs = parseQuery(search);
  const get = (key: string): string | undefined => nonEmpty(firstValue(pairs, key));
  const q = get('q');
  const rprId = get('rprId');
  const canary = get('canary');
  const continueUrl = get('continue_url');
  const caseId = parseCaseId(get('case_id'));
  const authCode = get('auth_code') ?? get('authCode');
  const handoff = get('handoff');
  const lang = languageOf(get('lang'));
  return {
    ...(q === undefined ? {} : { q }),
    ...(rprId === undefined ? {} : { rprId }),
    ...(canary === undefined ? {} : { canary }),
    ...(continueUrl === undefined ? {} : { continueUrl }),
    enableReturn: firstValue(pairs, 'enable_return') === 'true',
    ...(caseId === undefined ? {} : { caseId }),
    ...(authCode === undefined ? {} : { authCode }),
    ...(handoff === undefined ? {} : { handoff }),
    ...(lang === null ? {} : { lang }),
  };
}

/** With q present the app goes straight to that question (spec 000 §2); otherwise nowhere special. */
export const startupRedirect = (query: StartupQuery): string | null =>
  query.q === undefined ? null : `/question/${encodeComponent(slugOf(query.q))}`;

/**
 * Where the app goes when a hand-off code cannot be redeemed (unknown, used or expired): the
 * link-expired page (spec 000 §2 route /unknown-request), never the overview of another session.
 */
export const HANDOFF_FAILED_PATH = '/unknown-request';
