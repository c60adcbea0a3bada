import { HttpBusinessCheckService } from '../../../src/adapters/http/http-business-check-service';
import { ok } from '../../../src/domain/shared/result';
import { TestServer } from './gls-test-server';

/** How the business-check adapter fails, over real HTTP on 127.0.0.1 (spec 000 §7, §8 'HTTP handling'). */
describe('HttpBusinessCheckService failures', () => {
  let server: TestServer;
  let service: HttpBusinessCheckService;

  beforeEach(async () => {
    server = await TestServer.start();
    service = new HttpBusinessCheckService({ baseUrl: server.url, timeoutMs: 2000 });
  });

  afterEach(() => server.stop());

  it('fails as a cancelled network request when nothing listens', async () => {
    const closed = await TestServer.start();
    const url = closed.url;
    await closed.stop();
    const offline = new HttpBusinessCheckService({ baseUrl: url, timeoutMs: 2000 });

    expect(await offline.getCaseStatus(41)).toEqual({
      ok: false,
      error: { kind: 'network', reason: 'cancelled-network-request', message: 'Network issue: request cancelled' },
    });
  });

  it('fails as a cancelled network request when the answer takes longer than the time-out', async () => {
    server.answerWith('hang');
    const impatient = new HttpBusinessCheckService({ baseUrl: server.url, timeoutMs: 100 });

    const started = Date.now();
    const answer = await impatient.getSession();

    expect(answer).toEqual({ ok: false, error: expect.objectContaining({ kind: 'network' }) });
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('fails a server error as unexpected, keeping the JSON body', async () => {
    server.answerWith({ status: 500, body: { message: 'database down' } });

    expect(await service.getCaseStatus(41)).toEqual({
      ok: false,
      error: {
        kind: 'http',
        status: 500,
        reason: 'unexpected',
        message: 'database down',
        body: { message: 'database down' },
        code: 500,
      },
    });
  });

  it("keeps the downstream error's own code, at the top or inside its error object", async () => {
    server.answerWith({ status: 409, body: { code: 'CASE_LOCKED', message: 'locked' } });
    expect(await service.getCaseStatus(41)).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'CASE_LOCKED' }),
    });
    const googleStyle = { error: { code: 404, message: 'Case 41 not found', status: 'NOT_FOUND' } };
    server.answerWith({ status: 404, body: googleStyle });
    expect(await service.getCaseStatus(41)).toEqual({
      ok: false,
      error: expect.objectContaining({ reason: 'gls/not-found', code: 404, body: googleStyle }),
    });
    server.answerWith({ status: 500, body: { error: { status: 'INTERNAL' } } });
    expect(await service.getCaseStatus(41)).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'INTERNAL' }),
    });
  });

  it('keeps the raw response of an error answer that is not JSON', async () => {
    server.answerWith({ status: 502, body: '<html>Bad gateway</html>' });
    expect(await service.getSession()).toEqual({
      ok: false,
      error: {
        kind: 'http',
        status: 502,
        reason: 'unexpected',
        message: '',
        body: '<html>Bad gateway</html>',
        code: 502,
      },
    });
  });

  it('logs a call that got no answer, then fails it as a network failure', async () => {
    const closed = await TestServer.start();
    const url = closed.url;
    await closed.stop();
    const logged: unknown[] = [];
    const reporter = { report: (error: unknown, context?: object) => logged.push([(error as Error).message, context]) };
    const offline = new HttpBusinessCheckService({ baseUrl: url, timeoutMs: 2000, reporter });

    expect(await offline.getCaseStatus(41)).toEqual({ ok: false, error: expect.objectContaining({ kind: 'network' }) });
    expect(logged).toEqual([
      ['business service: no answer to GET /v2/case/41/status', { call: 'GET /v2/case/41/status', kind: 'network' }],
    ]);
  });

  it('fails a success answer that is not JSON as malformed', async () => {
    server.answerWith({ status: 200, body: '{"case_status": ' });

    expect(await service.getCaseStatus(41)).toEqual({
      ok: false,
      error: { kind: 'malformed', reason: 'unexpected', message: 'GET /v2/case/41/status: the answer is not JSON' },
    });
  });

  it('fails a JSON answer of the wrong shape as malformed, naming the field', async () => {
    server.answerWith({ status: 200, body: { case_status: 7 } });

    const answer = await service.getCaseStatus(41);

    expect(answer).toEqual({ ok: false, error: expect.objectContaining({ kind: 'malformed', reason: 'unexpected' }) });
    expect(!answer.ok && answer.error.message).toContain('case_status must be a string');
  });

  it('fails an authorization of an unknown service type with the spec message', async () => {
    server.answerWith({ status: 200, body: { service_type: 'pet_services', case_id: 41 } });

    const answer = await service.authorize(41, 'auth-41');

    expect(!answer.ok && answer.error).toEqual(expect.objectContaining({ kind: 'malformed' }));
    expect(!answer.ok && answer.error.message).toContain('Unknown GLS service type');
  });

  it.each([
    [401, 'gls/unauthorized', 'You are not authorized for selected operation'],
    [403, 'gls/forbidden', 'You are not authorized for selected operation'],
    [404, 'gls/not-found', 'The requested resource is not found'],
    [440, 'gls/session-expired', 'Your session has expired'],
  ])('maps a %i answer to %s with its message', async (status, reason, message) => {
    server.answerWith({ status, body: { message: 'downstream detail' } });

    expect(await service.getCaseStatus(41)).toEqual({
      ok: false,
      error: { kind: 'http', status, reason, message, body: { message: 'downstream detail' }, code: status },
    });
  });

  it('maps a 401 without a body to gls/unauthorized too', async () => {
    server.answerWith({ status: 401 });

    expect(await service.authorize(41, 'wrong')).toEqual({
      ok: false,
      error: {
        kind: 'http',
        status: 401,
        reason: 'gls/unauthorized',
        message: 'You are not authorized for selected operation',
        code: 401,
      },
    });
  });

  it('sends the user back to the original link when the answer names a CSRF failure', async () => {
    server.answerWith({ status: 403, body: { message: 'CSRF tokens do not match' } });

    expect(await service.getSession()).toEqual({
      ok: false,
      error: expect.objectContaining({ kind: 'http', status: 403, reason: 'direct-to-original-link' }),
    });
  });

  it('fails a refused address as invalid-business-address with the spec message', async () => {
    server.answerWith({ status: 400, body: { reason: 'invalid_business_address' } });

    const saved = await service.saveSubmission(41, {
      verificationCaseId: '41',
      businessAddress: { street: '0 Nowhere Road', city: 'Austin', state: 'TX', postcode: '78701' },
      fieldWorkers: [],
      businessOwners: ['owner@acme.example'],
    });

    expect(saved).toEqual({
      ok: false,
      error: {
        kind: 'invalid-business-address',
        status: 400,
        message:
          'The address you entered does not match a known address. Please enter the business address as it appears on Google Maps.',
      },
    });
  });

  it('fails any other 400 of a save as unexpected rather than as a refused address', async () => {
    server.answerWith({ status: 400, body: { message: 'bad request' } });

    const saved = await service.saveSubmission(41, {
      verificationCaseId: null,
      businessAddress: { street: '1 Main St', city: 'Austin', state: 'TX', postcode: '78701' },
      fieldWorkers: [],
      businessOwners: [],
    });

    expect(saved).toEqual({
      ok: false,
      error: expect.objectContaining({ kind: 'http', status: 400, reason: 'unexpected' }),
    });
  });

  it('reads a 404 submission as no submission yet', async () => {
    server.answerWith({ status: 404, body: { message: 'no submission' } });

    expect(await service.getSubmission(41)).toEqual(ok(null));
  });

  it('reads a 404 submission whose body is not JSON (a proxy page) as no submission yet', async () => {
    server.answerWith({ status: 404, body: '<html>Not Found</html>' });

    expect(await service.getSubmission(41)).toEqual(ok(null));
  });

  it('still fails a 440 on the submission as gls/session-expired', async () => {
    server.answerWith({ status: 440 });

    expect(await service.getSubmission(41)).toEqual({
      ok: false,
      error: expect.objectContaining({ kind: 'http', status: 440, reason: 'gls/session-expired' }),
    });
  });

  it('reads a 404 on any other call as gls/not-found, not as an empty answer', async () => {
    server.answerWith({ status: 404 });

    expect(await service.removePerson(41, 'owners', 'partner@acme.example')).toEqual({
      ok: false,
      error: expect.objectContaining({ kind: 'http', status: 404, reason: 'gls/not-found' }),
    });
  });

  it('fails notifications answered with a server error as an error, not as a result', async () => {
    server.answerWith({ status: 500, body: { failed_emails: ['a@acme.example'] } });

    expect(await service.sendLinks(41, 'owners', ['a@acme.example'])).toEqual({
      ok: false,
      error: expect.objectContaining({ kind: 'http', status: 500, reason: 'unexpected' }),
    });
  });

  it('fails notifications of an expired session as gls/session-expired', async () => {
    server.answerWith({ status: 440 });

    expect(await service.sendLinks(41, 'fieldWorkers', ['a@acme.example'])).toEqual({
      ok: false,
      error: expect.objectContaining({ kind: 'http', status: 440, reason: 'gls/session-expired' }),
    });
  });
});
