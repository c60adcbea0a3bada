import { buildSandbox } from '../../sandbox/server';

// The report address the browser tests of every engine listen through (tests/engines): on only
// when asked, and it keeps a violation without the page's query (the link's canary).

const REPORT = {
  'csp-report': {
    'document-uri': 'http://127.0.0.1:8080/overview?rprId=rpr-1&canary=secret',
    'effective-directive': 'script-src-elem',
    'blocked-uri': 'inline',
    'source-file': 'http://127.0.0.1:8080/main.js?v=1',
    'line-number': 4,
  },
};

describe('policy violation reports in the sandbox', () => {
  it('adds no report address to the policy unless asked', async () => {
    const { app } = buildSandbox({ distDir: '/nonexistent' });
    const reply = await app.inject({ method: 'GET', url: '/config.json' });
    expect(String(reply.headers['content-security-policy'])).not.toMatch(/report-uri/);
    expect((await app.inject({ method: 'GET', url: '/__sandbox/policy-reports' })).statusCode).toBe(404);
  });

  it('names its report address in the policy, collects a browser report, lists and clears them', async () => {
    const { app } = buildSandbox({ distDir: '/nonexistent', policyReports: true });
    const reply = await app.inject({ method: 'GET', url: '/config.json' });
    expect(String(reply.headers['content-security-policy'])).toMatch(/; report-uri \/__sandbox\/policy-reports$/);

    const posted = await app.inject({
      method: 'POST',
      url: '/__sandbox/policy-reports',
      headers: { 'content-type': 'application/csp-report' },
      payload: JSON.stringify(REPORT),
    });
    expect(posted.statusCode).toBe(204);
    const listed = await app.inject({ method: 'GET', url: '/__sandbox/policy-reports' });
    expect(listed.json()).toEqual([
      {
        page: 'http://127.0.0.1:8080/overview',
        directive: 'script-src-elem',
        blocked: 'inline',
        source: 'http://127.0.0.1:8080/main.js:4',
      },
    ]);
    expect(listed.body).not.toContain('secret');

    await app.inject({ method: 'DELETE', url: '/__sandbox/policy-reports' });
    expect((await app.inject({ method: 'GET', url: '/__sandbox/policy-reports' })).json()).toEqual([]);
  });

  it('reads the Reporting API list and ignores a body that is not a report', async () => {
    const { app } = buildSandbox({ distDir: '/nonexistent', policyReports: true });
    const post = (type: string, payload: string) =>
      app.inject({ method: 'POST', url: '/__sandbox/policy-reports', headers: { 'content-type': type }, payload });
    await post(
      'application/reports+json',
      JSON.stringify([
        {
          type: 'csp-violation',
          body: { documentURL: 'http://x/a', effectiveDirective: 'img-src', blockedURL: 'http://y/i.png' },
        },
      ]),
    );
    expect((await post('application/csp-report', 'not json')).statusCode).toBe(204);
    const listed = (await app.inject({ method: 'GET', url: '/__sandbox/policy-reports' })).json();
    expect(listed).toEqual([{ page: 'http://x/a', directive: 'img-src', blocked: 'http://y/i.png', source: ':' }]);
  });
});
