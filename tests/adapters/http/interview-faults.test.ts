import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpInterviewService } from '../../../src/adapters/http/http-interview-service';

/**
 * The interview adapter over real HTTP on loopback (no mocked axios): how every kind of failure
 * becomes a ServiceError value (spec 000 §8 'HTTP handling'), and what goes on the wire.
 */
interface Seen {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingMessage['headers'];
  readonly body: string;
}

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

let server: Server;
let baseUrl: string;
let handler: Handler;
let seen: Seen[];

const answer =
  (status: number, body?: unknown, raw?: string): Handler =>
  (_request, response) => {
    const text = raw ?? (body === undefined ? '' : JSON.stringify(body));
    // One connection per call: a kept-alive socket closed after a test would fail the next one.
    response.writeHead(status, { Connection: 'close', ...(text ? { 'Content-Type': 'application/json' } : {}) });
    response.end(text);
  };

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      handler(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  seen = [];
  handler = answer(200, {});
});

afterEach(() => {
  // A test that never answers leaves its socket open.
  server.closeAllConnections();
});

const service = (timeoutMs = 5000) => new HttpInterviewService({ baseUrl, timeoutMs });

/** A port nothing listens on: bind one, then close it. */
async function closedPortUrl(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

describe('failures without an answer', () => {
  it('reports a refused connection as a network failure', async () => {
    const offline = new HttpInterviewService({ baseUrl: await closedPortUrl(), timeoutMs: 2000 });
    expect(await offline.getUserInfo()).toEqual({
      ok: false,
      error: { kind: 'network', reason: 'cancelled-network-request', message: 'Network issue: request cancelled' },
    });
  });

  it('reports a service that never answers within the time-out as a network failure', async () => {
    handler = () => undefined;
    const result = await service(150).loadInterview('rpr-1');
    expect(result).toEqual({ ok: false, error: expect.objectContaining({ kind: 'network' }) });
    expect(seen).toHaveLength(1);
  });
});

describe('error statuses', () => {
  it.each([
    [401, 'unauthorized-ido'],
    [403, 'unauthorized-ido'],
    [404, 'unknown-request'],
    [440, 'unknown-request'],
    [500, 'unexpected'],
    [502, 'unexpected'],
  ])('maps %i without a reason to %s', async (status, reason) => {
    handler = answer(status, { message: 'nope' });
    expect(await service().loadInterview('rpr-1')).toEqual({
      ok: false,
      error: { kind: 'http', status, reason, message: 'nope', body: { message: 'nope' } },
    });
  });

  it('keeps a reason the app knows, such as TokenExpired', async () => {
    handler = answer(440, { reason: 'TokenExpired', message: 'The link has expired' });
    expect(await service().loadInterview('rpr-1')).toEqual({
      ok: false,
      error: expect.objectContaining({ kind: 'http', status: 440, reason: 'TokenExpired' }),
    });
  });

  it('sends the applicant back to the original link on a CSRF failure', async () => {
    handler = answer(403, { message: 'CSRF tokens do not match' });
    expect(await service().postAttributeData({})).toEqual({
      ok: false,
      error: expect.objectContaining({ kind: 'http', status: 403, reason: 'direct-to-original-link' }),
    });
  });

  it('maps an error status whose body is not JSON by its status alone', async () => {
    handler = answer(500, undefined, '<html>Bad gateway</html>');
    expect(await service().getRequest('rpr-1')).toEqual({
      ok: false,
      error: { kind: 'http', status: 500, reason: 'unexpected', message: '' },
    });
  });
});

describe('answers the app cannot read', () => {
  it('reports a 200 whose body is not JSON as malformed', async () => {
    handler = answer(200, undefined, '{"questions": [');
    expect(await service().loadInterview('rpr-1')).toEqual({
      ok: false,
      error: { kind: 'malformed', reason: 'unexpected', message: expect.stringContaining('not JSON') },
    });
  });

  it('reports a 200 of the wrong shape as malformed, naming the field', async () => {
    handler = answer(200, { questions: 'none' });
    const result = await service().reloadInterview('rpr-1');
    expect(result).toEqual({
      ok: false,
      error: expect.objectContaining({
        kind: 'malformed',
        message: expect.stringContaining('"questions" must be a list'),
      }),
    });
  });

  it('never copies a value of the answer into the error message', async () => {
    handler = answer(200, { datumIds: '123-45-6789' });
    const result = await service().postAttributeData({ 'core.ssn': { shareWith: [], value: '123456789' } });
    expect(result.ok).toBe(false);
    expect(JSON.stringify(result)).not.toContain('6789');
  });

  it('keeps an unknown verification status with its raw text for the application to judge', async () => {
    handler = answer(200, { status: 'pending_review' });
    expect(await service().getVerification(['d1'])).toEqual({
      ok: true,
      value: { status: 'unknown', raw: 'pending_review' },
    });
  });

  it('refuses a transition that is ready but has nowhere to go', async () => {
    handler = answer(200, { status: 'transitionReady' });
    expect(await service().requestTransition('rpr-1')).toEqual({
      ok: false,
      error: expect.objectContaining({ kind: 'malformed', message: expect.stringContaining('transitionUri') }),
    });
  });
});

describe('what goes on the wire', () => {
  it('sends no anti-forgery header before the session starts and the canary after', async () => {
    const interview = service();
    await interview.getAttributeData();
    interview.startSession('canary-7');
    await interview.getAttributeData();
    expect(seen[0]?.headers['x-csrf-token']).toBeUndefined();
    expect(seen[1]?.headers['x-csrf-token']).toBe('canary-7');
  });

  it('stops sending the canary once the session is cleared', async () => {
    const interview = service();
    interview.startSession('canary-7');
    interview.startSession(null);
    await interview.getUserInfo();
    expect(seen[0]?.headers['x-csrf-token']).toBeUndefined();
  });

  it('asks for JSON and declares JSON bodies', async () => {
    await service().giveConsent('rpr-1');
    expect(seen[0]).toEqual(
      expect.objectContaining({ method: 'PUT', url: '/requests/rpr-1/consent', body: '{"reply":"accepted"}' }),
    );
    expect(seen[0]?.headers['accept']).toBe('application/json');
    expect(seen[0]?.headers['content-type']).toMatch(/^application\/json/);
  });

  it('repeats the datumId query key for every id', async () => {
    handler = answer(200, { readable: false, failureReason: 'GLARE' });
    const result = await service().checkReadability(['datum-a', 'datum-b']);
    expect(seen[0]?.url).toBe('/IDReadabilityCheck?datumId=datum-a&datumId=datum-b');
    expect(result).toEqual({ ok: true, value: { readable: false, failureReason: 'GLARE' } });
  });

  it('asks for the issuer with its consent text', async () => {
    handler = answer(200, { id: 'cn=acme', displayName: 'Acme' });
    await service().getIssuer('cn=acme,ou=issuers');
    const url = new URL(seen[0]?.url ?? '', baseUrl);
    expect(url.pathname).toBe('/identity/distinguishedNames');
    expect([...url.searchParams]).toEqual([
      ['dn', 'cn=acme,ou=issuers'],
      ['includeConsentText', 'true'],
    ]);
  });

  it('encodes a request id so that it cannot change the path', async () => {
    handler = answer(200, { offenses: [] });
    await service().getCriminalOffenses('../auth');
    expect(seen[0]?.url).toBe('/requests/..%2Fauth/criminalOffenses');
  });

  it('reports upload progress up to 1 for a posted answer', async () => {
    handler = answer(200, { datumIds: ['datum-1'] });
    const progress: number[] = [];
    const image = 'A'.repeat(256 * 1024);
    const result = await service().verifyId(
      { 'identity_assurance.document_verification.us_issued.front_image': { shareWith: [], value: image } },
      (fraction) => progress.push(fraction),
    );
    expect(result).toEqual({ ok: true, value: { datumIds: ['datum-1'] } });
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.every((fraction, index) => fraction >= (progress[index - 1] ?? 0))).toBe(true);
    expect(progress.at(-1)).toBe(1);
  });

  it('sends the chat question with its conversation id and the language the applicant reads', async () => {
    handler = answer(200, { answer: { content: 'Hola' } });
    const result = await service().askChatbot('evie', 'chat-42', 'Hola', 'es');
    expect(seen[0]).toEqual(
      expect.objectContaining({
        method: 'POST',
        url: '/chatbots/evie/completions',
        body: '{"question":{"content":"Hola"}}',
      }),
    );
    expect(seen[0]?.headers['session-id']).toBe('chat-42');
    expect(seen[0]?.headers['accept-language']).toBe('es');
    expect(result).toEqual({ ok: true, value: 'Hola' });
  });

  it('texts the link with enableReturn false', async () => {
    handler = answer(204);
    const result = await service().sendText({
      recipient: '+15555550123',
      continueUrl: 'https://x.test/q',
      authToken: 't',
    });
    expect(result).toEqual({ ok: true, value: undefined });
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({
      notificationMethod: 'sms',
      continueUrl: 'https://x.test/q',
      enableReturn: false,
      recipient: '+15555550123',
      authToken: 't',
    });
  });

  it('logs out with DELETE /auth and accepts an empty answer', async () => {
    handler = answer(204);
    expect(await service().logout()).toEqual({ ok: true, value: undefined });
    expect(seen[0]).toEqual(expect.objectContaining({ method: 'DELETE', url: '/auth' }));
  });
});
