import { assertNever } from '../shared/assert-never';
import { parseCaseId } from './case-id';
import { encodeComponent, firstValue, formatQuery, parseQuery } from './query-string';

/** A page the app renders for a path. */
export type PageRoute =
  | { readonly id: 'overview' }
  | { readonly id: 'question'; readonly slug: string }
  | { readonly id: 'pay' }
  | { readonly id: 'finishing' }
  | { readonly id: 'done' }
  | { readonly id: 'status' }
  | { readonly id: 'google-login' }
  | { readonly id: 'google-business-verification-v2'; readonly caseId: number; readonly authCode?: string }
  | { readonly id: 'error'; readonly reason?: string }
  | { readonly id: 'unknown-request' }
  /** Ours: the page an applicant lands on after logging out. */
  | { readonly id: 'logged-out' }
  /** Anything else: the error screen with reason page-not-found. */
  | { readonly id: 'not-found'; readonly reason: 'page-not-found' };

export type RouteResolution =
  | { readonly kind: 'page'; readonly page: PageRoute }
  /** Navigate inside the app to this path (with query). */
  | { readonly kind: 'redirect'; readonly to: string }
  /**
   * Send the browser out of the app. Spec is silent on the external error target's address:
   * the domain names the target and the configuration supplies its URL.
   */
  | { readonly kind: 'external'; readonly target: 'invalid-case-id' };

const page = (route: PageRoute): RouteResolution => ({ kind: 'page', page: route });
const redirect = (to: string): RouteResolution => ({ kind: 'redirect', to });
const NOT_FOUND = page({ id: 'not-found', reason: 'page-not-found' });

const INVALID_CASE_ID_ERROR = '/error?invalidCaseId=unknown';

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const SIMPLE_PAGES = {
  overview: { id: 'overview' },
  pay: { id: 'pay' },
  finishing: { id: 'finishing' },
  done: { id: 'done' },
  status: { id: 'status' },
  'google-login': { id: 'google-login' },
  'unknown-request': { id: 'unknown-request' },
  'logged-out': { id: 'logged-out' },
} as const satisfies Record<string, PageRoute>;

const isSimplePage = (segment: string): segment is keyof typeof SIMPLE_PAGES => Object.hasOwn(SIMPLE_PAGES, segment);

/** /v2/google-login: on to the v2 page with the case id from case_id or caseId, other query kept. */
function resolveGoogleLoginV2(search: string): RouteResolution {
  const pairs = parseQuery(search);
  const caseId = parseCaseId(firstValue(pairs, 'case_id')) ?? parseCaseId(firstValue(pairs, 'caseId'));
  if (caseId === undefined) return redirect(INVALID_CASE_ID_ERROR);
  const rest = formatQuery(pairs.filter(([key]) => key !== 'case_id' && key !== 'caseId'));
  return redirect(`/v2/google-login/${caseId}${rest === '' ? '' : `?${rest}`}`);
}

/** /v2/google-login/{caseId}: the landing page for digits only; anything else leaves the app. */
function resolveBusinessLanding(rawCaseId: string, search: string): RouteResolution {
  const caseId = /^\d+$/.test(rawCaseId) ? parseCaseId(rawCaseId) : undefined;
  if (caseId === undefined) return { kind: 'external', target: 'invalid-case-id' };
  const pairs = parseQuery(search);
  const authCode = firstValue(pairs, 'auth_code') || firstValue(pairs, 'authCode') || undefined;
  return page({ id: 'google-business-verification-v2', caseId, ...(authCode === undefined ? {} : { authCode }) });
}

/**
 * Resolves a path of the route table (spec 000 §2) to a page, an in-app redirect or an external
 * redirect. A trailing slash is ignored ('/overview/' is the overview).
 */
export function resolveRoute(pathname: string, search = ''): RouteResolution {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const path = trimmed === '' ? '/' : trimmed;
  if (path === '/') return redirect('/overview');
  if (!path.startsWith('/')) return NOT_FOUND;

  const segments = path.slice(1).split('/');
  const [first = '', second, ...rest] = segments;
  if (segments.length === 1 && isSimplePage(first)) return page(SIMPLE_PAGES[first]);

  switch (first) {
    case 'interview':
      return second !== undefined && second !== '' && rest.length === 0 ? redirect('/overview') : NOT_FOUND;
    case 'question':
      return second !== undefined && second !== '' && rest.length === 0
        ? page({ id: 'question', slug: decodeSegment(second) })
        : NOT_FOUND;
    case 'error':
      // Reasons may hold a slash themselves (gls/not-found), so everything after /error/ is the reason.
      return second === undefined
        ? page({ id: 'error' })
        : page({ id: 'error', reason: decodeSegment([second, ...rest].join('/')) });
    case 'v2':
      if (second !== 'google-login') return NOT_FOUND;
      if (rest.length === 0) return resolveGoogleLoginV2(search);
      return rest.length === 1 && rest[0] !== undefined ? resolveBusinessLanding(rest[0], search) : NOT_FOUND;
    default:
      return NOT_FOUND;
  }
}

/** The path of a page, so a redirect can be built from a route (the inverse of resolveRoute). */
export function pathOf(route: PageRoute): string {
  switch (route.id) {
    case 'overview':
    case 'pay':
    case 'finishing':
    case 'done':
    case 'status':
    case 'google-login':
    case 'unknown-request':
    case 'logged-out':
      return `/${route.id}`;
    case 'question':
      return `/question/${encodeComponent(route.slug)}`;
    case 'google-business-verification-v2':
      return `/v2/google-login/${route.caseId}${route.authCode === undefined ? '' : `?${formatQuery([['auth_code', route.authCode]])}`}`;
    case 'error':
      return route.reason === undefined ? '/error' : `/error/${route.reason.split('/').map(encodeComponent).join('/')}`;
    case 'not-found':
      return '/error/page-not-found';
    default:
      return assertNever(route, 'page route');
  }
}

/**
 * The business verification (landing) route of a case, without its auth code: the code was
 * redeemed already, and landing without one keeps or starts the session for that case.
 */
export const businessLandingPath = (caseId: number): string =>
  pathOf({ id: 'google-business-verification-v2', caseId });

/** Ours: the page an applicant lands on after logging out (pathOf({ id: 'logged-out' })). */
export const LOGGED_OUT_PATH = '/logged-out';
