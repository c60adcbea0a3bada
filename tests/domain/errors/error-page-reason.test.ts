import { decodeBase64, errorPageReason, reasonOfQuery } from '../../../src/domain/errors/error-page-reason';

const base64 = (text: string) => Buffer.from(text).toString('base64');

describe('the error page reason', () => {
  it('takes the page input first, then the global state, the route parameter and the query', () => {
    const query = base64(JSON.stringify({ auth_error: 'unactivated' }));
    expect(errorPageReason({ input: 'network-outage', global: 'unauthorized', route: 'page-not-found', query })).toBe(
      'network-outage',
    );
    expect(errorPageReason({ global: 'unauthorized', route: 'page-not-found', query })).toBe('unauthorized');
    expect(errorPageReason({ route: 'page-not-found', query })).toBe('page-not-found');
    expect(errorPageReason({ query })).toBe('unactivated');
  });

  it('reads an unknown reason, or none at all, as unexpected', () => {
    expect(errorPageReason({ route: 'no-such-reason' })).toBe('unexpected');
    expect(errorPageReason({ query: base64(JSON.stringify({ auth_error: 'nope' })) })).toBe('unexpected');
    expect(errorPageReason({})).toBe('unexpected');
  });

  it('reads the auth_error of a base64 JSON query, standard or URL-safe, and nothing else', () => {
    expect(reasonOfQuery(base64(JSON.stringify({ auth_error: 'TokenExpired' })))).toBe('TokenExpired');
    const urlSafe = Buffer.from(JSON.stringify({ auth_error: 'TokenExpired', pad: '??>>' })).toString('base64url');
    expect(reasonOfQuery(urlSafe)).toBe('TokenExpired');
    expect(reasonOfQuery(base64('not json'))).toBeNull();
    expect(reasonOfQuery(base64(JSON.stringify({ auth_error: 42 })))).toBeNull();
    expect(reasonOfQuery(base64('null'))).toBeNull();
    expect(reasonOfQuery('%%%')).toBeNull();
  });

  it('decodes UTF-8 and refuses bytes that are not UTF-8', () => {
    expect(decodeBase64(base64('héllo ✓'))).toBe('héllo ✓');
    expect(decodeBase64(Buffer.from([0xff, 0xfe]).toString('base64'))).toBeNull();
    expect(decodeBase64('a')).toBeNull();
  });
});
