import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { testSandbox } from './sandbox-client';

/**
 * Whatever arrives, the sandbox answers with a client error or a normal answer, never a 500 or a
 * dropped connection: every route it has gets random path values, query strings and JSON bodies,
 * sometimes with a real session, so the checks behind the session are reached too.
 */
describe('the sandbox under arbitrary input', () => {
  const sandbox = testSandbox();
  const routes: RouteOptions[] = [];
  sandbox.app.addHook('onRoute', (route) => void routes.push(route));
  afterAll(() => sandbox.app.close());

  it('has the routes of both APIs and its own', async () => {
    await sandbox.app.ready();
    const paths = routes.map((r) => r.url);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/interview/attributeData', '/api/gls/v1/session', '/config.json']),
    );
  });

  it('never answers a 5xx, whatever the path values, query and body', async () => {
    await sandbox.app.ready();
    const applicant = await sandbox.applicant();
    const { caseId, cookie } = await sandbox.owner();
    // Mostly values that pass the first checks, so the handlers behind them see the odd bodies.
    const json = fc.oneof(fc.constant(null), fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 2 })), fc.jsonValue());
    const pathValue = fc.oneof(
      {
        weight: 3,
        arbitrary: fc.constantFrom(
          applicant.rprId,
          String(caseId),
          'business_owners',
          'field_workers',
          'a%40b.example',
        ),
      },
      { weight: 1, arbitrary: fc.string({ maxLength: 40 }).map(encodeURIComponent) },
    );
    const signedInOften = fc.oneof(
      { weight: 4, arbitrary: fc.constant(true) },
      { weight: 1, arbitrary: fc.constant(false) },
    );
    // Faults are left out: a fault the fuzzer happened to spell right would answer 5xx as told.
    const calls = routes
      .filter((route) => route.url !== '/__sandbox/faults')
      .flatMap((route) =>
        [route.method]
          .flat()
          .filter((m) => m !== 'HEAD')
          .map((method) => ({ method, url: route.url })),
      );

    for (const { method, url } of calls) {
      await fc.assert(
        fc.asyncProperty(
          pathValue,
          json,
          signedInOften,
          fc.string({ maxLength: 20 }),
          async (value, body, signedIn, query) => {
            const reply = await sandbox.call({
              method: method as 'GET',
              url: `${url.replace(/:[a-zA-Z]+/g, value)}?datumId=${encodeURIComponent(query)}&dn=${encodeURIComponent(query)}`,
              headers: {
                'content-type': 'application/json',
                'session-id': 'chat-1',
                ...(signedIn ? { 'x-csrf-token': applicant.canary, cookie } : {}),
              },
              ...(method === 'GET' || method === 'DELETE' ? {} : { payload: JSON.stringify(body) }),
            });
            expect([method, url, reply.statusCode < 500]).toEqual([method, url, true]);
          },
        ),
        { numRuns: 60 },
      );
    }
    // Sixty calls to each of some hundred routes: seconds of work, more on a loaded two-core machine.
  }, 60_000);
});
