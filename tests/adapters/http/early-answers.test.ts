import { EarlyAnswers, READ_KEPT_MS } from '../../../src/adapters/http/early-answers';
import { HttpBusinessCheckService } from '../../../src/adapters/http/http-business-check-service';
import { HttpInterviewService } from '../../../src/adapters/http/http-interview-service';
import { GLS_CASE_ANSWER } from '../../support/gls-answers';
import { TestServer } from './gls-test-server';

/**
 * The start script's calls (issue 25) over real HTTP: the interview and business clients take the
 * answer to exactly the call they would send (same method, path, query, body and canary), once,
 * and send their own otherwise.
 */
let server: TestServer;
const fetchFn = (url: string, init: RequestInit) => fetch(url, init);

beforeEach(async () => {
  server = await TestServer.start();
  server.answerWith((request) =>
    request.url.startsWith('/requests/')
      ? { status: 200, body: { dn: 'cn=acme-staffing,ou=issuers,o=attest' } }
      : { status: 200, body: { email: 'pat@example.com' } },
  );
});

afterEach(() => server.stop());

function setUp(canary: string | null, now: () => number = Date.now) {
  const early = new EarlyAnswers(fetchFn, now);
  const service = new HttpInterviewService({ baseUrl: server.url, timeoutMs: 5_000, early });
  service.startSession(canary);
  return { early, service };
}

it('takes the start script’s answer instead of asking again, and sends what the client would', async () => {
  const { early, service } = setUp('canary-1');
  await early.send(server.url, 'canary-1', { path: '/requests/rpr-1/relyingParty' }, 5_000);
  await expect(service.getRelyingParty('rpr-1')).resolves.toEqual({
    ok: true,
    value: { dn: 'cn=acme-staffing,ou=issuers,o=attest' },
  });
  expect(server.seen.map((request) => request.url)).toEqual(['/requests/rpr-1/relyingParty']);
  expect(server.seen[0]?.headers['x-csrf-token']).toBe('canary-1');
  expect(server.seen[0]?.headers.accept).toBe('application/json');
});

it('gives an answer out once: a later read asks the service', async () => {
  const { early, service } = setUp('canary-1');
  void early.send(server.url, 'canary-1', { path: '/requests/rpr-1/relyingParty' }, 5_000);
  await service.getRelyingParty('rpr-1');
  await service.getRelyingParty('rpr-1');
  expect(server.seen).toHaveLength(2);
});

it('matches the query whatever the order of its keys', async () => {
  server.answerWith({ status: 200, body: { displayName: 'Acme Staffing' } });
  const { early, service } = setUp('canary-1');
  void early.send(
    server.url,
    'canary-1',
    { path: '/identity/distinguishedNames', params: { includeConsentText: 'true', dn: 'cn=acme' } },
    5_000,
  );
  await service.getIssuer('cn=acme');
  expect(server.seen).toHaveLength(1);
});

it('does not give an answer fetched with another canary, or for another request', async () => {
  const { early, service } = setUp('canary-2');
  void early.send(server.url, 'canary-1', { path: '/requests/rpr-1/relyingParty' }, 5_000);
  void early.send(server.url, 'canary-2', { path: '/requests/rpr-9/relyingParty' }, 5_000);
  await service.getRelyingParty('rpr-1');
  expect(server.seen.map((request) => [request.url, request.headers['x-csrf-token']])).toEqual(
    expect.arrayContaining([
      ['/requests/rpr-1/relyingParty', 'canary-1'],
      ['/requests/rpr-9/relyingParty', 'canary-2'],
      ['/requests/rpr-1/relyingParty', 'canary-2'],
    ]),
  );
  expect(server.seen).toHaveLength(3);
});

it('asks again when the start script’s read got no answer', async () => {
  let calls = 0;
  server.answerWith(() => {
    calls += 1;
    return calls === 1 ? 'drop' : { status: 200, body: { email: 'pat@example.com' } };
  });
  const { early, service } = setUp('canary-1');
  await expect(early.send(server.url, 'canary-1', { path: '/userInfo' }, 5_000)).resolves.toBeNull();
  await expect(service.getUserInfo()).resolves.toMatchObject({ ok: true });
  expect(server.seen).toHaveLength(2);
});

it('keeps an error answer an error: the client maps it as its own', async () => {
  server.answerWith({ status: 404, body: { message: 'no such request' } });
  const { early, service } = setUp('canary-1');
  void early.send(server.url, 'canary-1', { path: '/requests/rpr-1/relyingParty' }, 5_000);
  await expect(service.getRelyingParty('rpr-1')).resolves.toMatchObject({ ok: false, error: { status: 404 } });
  expect(server.seen).toHaveLength(1);
});

it('drops a read nobody took for a while: a later call asks the service', async () => {
  let time = 0;
  const { early, service } = setUp('canary-1', () => time);
  await early.send(server.url, 'canary-1', { path: '/userInfo' }, 5_000);
  time = READ_KEPT_MS + 1;
  await service.getUserInfo();
  expect(server.seen).toHaveLength(2);
});

it('keeps a read that came moments ago', async () => {
  let time = 0;
  const { early, service } = setUp('canary-1', () => time);
  await early.send(server.url, 'canary-1', { path: '/userInfo' }, 5_000);
  time = READ_KEPT_MS;
  await service.getUserInfo();
  expect(server.seen).toHaveLength(1);
});

it('gives the answer to the consent it sent (same method and body) and keeps it until taken', async () => {
  server.answerWith({ status: 204 });
  let time = 0;
  const { early, service } = setUp('canary-1', () => time);
  await early.send(
    server.url,
    'canary-1',
    { method: 'PUT', path: '/requests/rpr-1/consent', body: { reply: 'accepted' } },
    5_000,
  );
  time = READ_KEPT_MS * 10;
  await expect(service.giveConsent('rpr-1')).resolves.toEqual({ ok: true, value: undefined });
  expect(server.seen).toHaveLength(1);
  expect(server.seen[0]).toMatchObject({ method: 'PUT', body: '{"reply":"accepted"}' });
  expect(server.seen[0]?.headers['content-type']).toBe('application/json');
});

it('does not give a write’s answer for another method or body', async () => {
  server.answerWith({ status: 204 });
  const { early, service } = setUp('canary-1');
  await early.send(server.url, 'canary-1', { method: 'PUT', path: '/requests/rpr-1/consent', body: {} }, 5_000);
  await early.send(
    server.url,
    'canary-1',
    { method: 'POST', path: '/requests/rpr-1/consent', body: { reply: 'accepted' } },
    5_000,
  );
  await service.giveConsent('rpr-1');
  expect(server.seen.map((request) => [request.method, request.body])).toEqual([
    ['PUT', '{}'],
    ['POST', '{"reply":"accepted"}'],
    ['PUT', '{"reply":"accepted"}'],
  ]);
});

it('gives the business client the authorization and reads a case link’s start sent, with its fresh-answer header', async () => {
  server.answerWith((request) =>
    request.method === 'POST'
      ? { status: 200, body: GLS_CASE_ANSWER }
      : { status: 200, body: { email: 'owner@example.com', case_id: 1009, interview_uri: null } },
  );
  const early = new EarlyAnswers(fetchFn);
  const service = new HttpBusinessCheckService({ baseUrl: server.url, timeoutMs: 5_000, early });
  const fresh = { 'Cache-Control': 'no-cache' };
  await early.send(
    server.url,
    null,
    { method: 'POST', path: '/v1/case/1009/authorizations', body: { auth_code: 'code-1' } },
    5_000,
    fresh,
  );
  await early.send(server.url, null, { path: '/v1/session' }, 5_000, fresh);
  await expect(service.authorize(1009, 'code-1')).resolves.toMatchObject({ ok: true });
  await expect(service.getSession()).resolves.toMatchObject({ ok: true });
  expect(server.seen).toHaveLength(2);
  expect(server.seen.map((request) => request.headers['cache-control'])).toEqual(['no-cache', 'no-cache']);
});
