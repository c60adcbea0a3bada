import { EarlyAnswers } from '../../../src/adapters/http/early-answers';
import { HttpInterviewService } from '../../../src/adapters/http/http-interview-service';
import { TestServer } from './gls-test-server';

/**
 * The start script's reads (issue 25) over real HTTP: the interview client takes the answer to
 * exactly the read it would send (same path, query and canary), once, and sends its own otherwise.
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

function setUp(canary: string | null) {
  const early = new EarlyAnswers(fetchFn);
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

it('drops the answers nobody took once forgotten', async () => {
  const { early, service } = setUp('canary-1');
  await early.send(server.url, 'canary-1', { path: '/userInfo' }, 5_000);
  early.forget();
  await service.getUserInfo();
  expect(server.seen).toHaveLength(2);
});
