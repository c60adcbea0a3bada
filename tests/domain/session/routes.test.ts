import { ROUTES, pageTitle } from '../../../src/domain/session/routes';
import { LOGGED_OUT_PATH, pathOf, resolveRoute } from '../../../src/domain/session/resolve-route';

describe('resolveRoute', () => {
  it.each([
    ['/overview', { id: 'overview' }],
    ['/overview/', { id: 'overview' }],
    ['/question/core-ssn', { id: 'question', slug: 'core-ssn' }],
    ['/pay', { id: 'pay' }],
    ['/finishing', { id: 'finishing' }],
    ['/done', { id: 'done' }],
    ['/status', { id: 'status' }],
    ['/google-login', { id: 'google-login' }],
    ['/error', { id: 'error' }],
    ['/error/submission-failed', { id: 'error', reason: 'submission-failed' }],
    ['/error/gls/not-found', { id: 'error', reason: 'gls/not-found' }],
    ['/unknown-request', { id: 'unknown-request' }],
    ['/v2/google-login/123', { id: 'google-business-verification-v2', caseId: 123 }],
  ])('shows the page of %s', (path, page) => {
    expect(resolveRoute(path)).toEqual({ kind: 'page', page });
  });

  it.each([
    '/nowhere',
    '/overview/extra',
    '/question',
    '/question/a/b',
    '/interview',
    '/v2',
    '/v2/other',
    'overview',
    '/v2/google-login/1/2',
  ])('shows page-not-found for %s', (path) => {
    expect(resolveRoute(path)).toEqual({ kind: 'page', page: { id: 'not-found', reason: 'page-not-found' } });
  });

  it('redirects / and an empty path to the overview', () => {
    expect(resolveRoute('/')).toEqual({ kind: 'redirect', to: '/overview' });
    expect(resolveRoute('')).toEqual({ kind: 'redirect', to: '/overview' });
  });

  it('redirects /interview/{rprId} to the overview', () => {
    expect(resolveRoute('/interview/R1')).toEqual({ kind: 'redirect', to: '/overview' });
  });

  it('redirects /v2/google-login to the v2 page with the case id of case_id, other query kept', () => {
    expect(resolveRoute('/v2/google-login', '?case_id=42&auth_code=A%201&x=y')).toEqual({
      kind: 'redirect',
      to: '/v2/google-login/42?auth_code=A%201&x=y',
    });
  });

  it('takes the case id from caseId too', () => {
    expect(resolveRoute('/v2/google-login', 'caseId=7')).toEqual({ kind: 'redirect', to: '/v2/google-login/7' });
  });

  it('goes to the error page with invalidCaseId=unknown without a valid case id', () => {
    for (const search of ['', '?case_id=abc', '?caseId=-1']) {
      expect(resolveRoute('/v2/google-login', search)).toEqual({
        kind: 'redirect',
        to: '/error?invalidCaseId=unknown',
      });
    }
  });

  it('reads the auth code on the v2 landing page, auth_code first', () => {
    expect(resolveRoute('/v2/google-login/5', '?authCode=B')).toEqual({
      kind: 'page',
      page: { id: 'google-business-verification-v2', caseId: 5, authCode: 'B' },
    });
    expect(resolveRoute('/v2/google-login/5', '?auth_code=A&authCode=B')).toMatchObject({ page: { authCode: 'A' } });
  });

  it('sends a non-digit case id out to the external error target', () => {
    expect(resolveRoute('/v2/google-login/12ab')).toEqual({ kind: 'external', target: 'invalid-case-id' });
  });

  it('decodes an escaped slug', () => {
    expect(resolveRoute('/question/a%20b')).toEqual({ kind: 'page', page: { id: 'question', slug: 'a b' } });
  });

  it('builds paths that resolve back to the same page', () => {
    const pages = [
      { id: 'overview' },
      { id: 'question', slug: 'core-ssn' },
      { id: 'error', reason: 'gls/not-found' },
      { id: 'error' },
      { id: 'google-business-verification-v2', caseId: 3, authCode: 'A' },
      { id: 'unknown-request' },
      { id: 'logged-out' },
    ] as const;
    for (const page of pages) {
      const [path, search = ''] = pathOf(page).split('?');
      expect(resolveRoute(path!, search)).toEqual({ kind: 'page', page });
    }
    expect(pathOf({ id: 'not-found', reason: 'page-not-found' })).toBe('/error/page-not-found');
    expect(pathOf({ id: 'logged-out' })).toBe(LOGGED_OUT_PATH);
  });
});

describe('the route table', () => {
  it('names the routes the app navigates by', () => {
    expect(ROUTES.filter((r) => r.name).map((r) => [r.name, r.path])).toEqual([
      ['overview', '/overview'],
      ['question', '/question/:slug'],
      ['google-business-verification-v2', '/v2/google-login/:caseId'],
      ['error', '/error/:reason?'],
      ['unknown-request', '/unknown-request'],
    ]);
  });

  it.each([
    ['overview', 'Attest - Overview'],
    ['question', 'Attest - Question'],
    ['pay', 'Attest - Checkout'],
    ['done', 'Attest - Thank you'],
    ['status', 'Attest - Status'],
    ['google-login', 'Attest - Welcome'],
    ['error', 'Attest - Error'],
    ['unknown-request', 'Attest - Error'],
    ['logged-out', 'Attest - Logged out'],
    ['finishing', 'Attest'],
    ['root', 'Attest'],
    ['not-found', 'Attest'],
  ] as const)('titles the %s page %j', (id, title) => {
    expect(pageTitle('Attest', id)).toBe(title);
  });
});
