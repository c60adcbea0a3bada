import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { testSandbox } from './sandbox-client';

const HASHED_BUNDLE = 'main.0123456789abcdef0123.js';

/** The directives every answer's policy holds, whatever was asked (issue 11). */
const REQUIRED_DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' blob:",
  "connect-src 'self'",
  "frame-src 'none'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];

function expectSecurityHeaders(reply: LightMyRequestResponse): void {
  const policy = String(reply.headers['content-security-policy']);
  const directives = policy.split(';').map((d) => d.trim());
  expect(directives).toEqual(expect.arrayContaining(REQUIRED_DIRECTIVES));
  expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|\*|data:/);
  expect(reply.headers['x-content-type-options']).toBe('nosniff');
  expect(reply.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(reply.headers['permissions-policy']).toMatch(/(^|, )camera=\(self\)(,|$)/);
  expect(reply.headers['permissions-policy']).toMatch(/microphone=\(\)/);
  // Issue 26: the window isolated from other sites' windows, the app's files from their pages.
  expect(reply.headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(reply.headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(reply.headers['origin-agent-cluster']).toBe('?1');
}

describe('the security headers of every sandbox answer (README "Security headers")', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'attest-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Attest</title>');
  writeFileSync(path.join(dist, HASHED_BUNDLE), 'console.log(1)');
  writeFileSync(path.join(dist, `${HASHED_BUNDLE}.map`), '{"version":3}');
  const sandbox = testSandbox(dist);
  afterAll(async () => {
    await sandbox.app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends them with the app page, never cached', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const reply = await sandbox.call({ method, url: '/overview', headers: { accept: 'text/html' } });
      expect(reply.statusCode).toBe(200);
      expectSecurityHeaders(reply);
      expect(reply.headers['cache-control']).toBe('no-cache');
    }
  });

  it('sends them with a hashed asset, which keeps its year-long immutable cache', async () => {
    const reply = await sandbox.call({ method: 'HEAD', url: `/${HASHED_BUNDLE}` });
    expect(reply.statusCode).toBe(200);
    expectSecurityHeaders(reply);
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('never serves a source map, even one left in the build folder', async () => {
    const reply = await sandbox.call({ method: 'GET', url: `/${HASHED_BUNDLE}.map` });
    expect(reply.statusCode).toBe(404);
    expect(reply.body).not.toContain('version');
  });

  it('sends them with every API answer, which no browser or proxy may store', async () => {
    const { api } = await sandbox.applicant();
    const answers = await api('GET', '/attributeData');
    const interview = await api('GET', `/requests/${(await sandbox.applicant()).rprId}/interview`);
    const refused = await sandbox.call({ method: 'GET', url: '/api/interview/attributeData' });
    const gls = await sandbox.call({ method: 'GET', url: '/api/gls/v1/case' });
    const control = await sandbox.call({ method: 'GET', url: '/__sandbox/scenarios' });
    for (const reply of [answers, interview, refused, gls, control]) {
      expectSecurityHeaders(reply);
      expect(reply.headers['cache-control']).toBe('no-store');
    }
    expect(answers.statusCode).toBe(200);
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('keeps the policy on an answer the sandbox failed on purpose', async () => {
    await sandbox.call({
      method: 'POST',
      url: '/__sandbox/faults',
      payload: { method: 'GET', path: '/api/interview/attributeData', status: 500, times: 1 },
    });
    const { api } = await sandbox.applicant();
    const reply = await api('GET', '/attributeData');
    expect(reply.statusCode).toBe(500);
    expectSecurityHeaders(reply);
    expect(reply.headers['cache-control']).toBe('no-store');
  });
});
