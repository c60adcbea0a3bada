import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parseRuntimeConfig } from '../../src/main/runtime-config';
import { testSandbox } from './sandbox-client';

const HASHED_BUNDLE = 'main.0123456789abcdef0123.js';

describe('what the sandbox serves besides the APIs', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'attest-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Attest</title>');
  writeFileSync(path.join(dist, HASHED_BUNDLE), 'console.log(1)');
  mkdirSync(path.join(dist, 'nested'));
  const sandbox = testSandbox(dist);
  const unbuilt = testSandbox(path.join(dist, 'missing'));
  afterAll(async () => {
    await Promise.all([sandbox.app.close(), unbuilt.app.close()]);
    rmSync(dist, { recursive: true, force: true });
  });
  const page = (url: string, app = sandbox) => app.call({ method: 'GET', url, headers: { accept: 'text/html' } });

  it('answers a runtime configuration the app accepts', async () => {
    const reply = await sandbox.call({ method: 'GET', url: '/config.json' });
    const config = parseRuntimeConfig(reply.json());
    expect(config).toMatchObject({
      ok: true,
      value: { environment: 'sandbox', interviewServiceUrl: '/api/interview' },
    });
  });

  it('serves index.html, uncached, for every page of the single-page app', async () => {
    for (const url of ['/', '/overview', '/question/core.ssn?q=1', '/v2/google-login/41']) {
      const reply = await page(url);
      expect([url, reply.statusCode, reply.body]).toEqual([url, 200, '<!doctype html><title>Attest</title>']);
      expect(reply.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed bundles for a year', async () => {
    const reply = await sandbox.call({ method: 'GET', url: `/${HASHED_BUNDLE}` });
    expect(reply.headers['content-type']).toMatch(/^text\/javascript/);
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('gzips text for a browser that accepts it, and sends it plain otherwise', async () => {
    const zipped = await sandbox.call({
      method: 'GET',
      url: `/${HASHED_BUNDLE}`,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('accept-encoding');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe('console.log(1)');
    const plain = await sandbox.call({
      method: 'GET',
      url: `/${HASHED_BUNDLE}`,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('never serves a file outside the build, and answers unknown non-page paths with a JSON 404', async () => {
    for (const url of ['/../package.json', '/%2e%2e/package.json', '/nested', `/${'x'.repeat(5000)}.js`]) {
      const reply = await sandbox.call({ method: 'GET', url });
      expect([url.slice(0, 20), reply.statusCode]).toEqual([url.slice(0, 20), 404]);
      expect(reply.json()).toHaveProperty('error');
    }
    for (const url of ['/api/interview/nothing-here', '/api/gls/v9/x', '/__sandbox/nothing']) {
      const reply = await page(url);
      expect([url, reply.statusCode, reply.headers['content-type']]).toEqual([url, 404, expect.stringMatching(/json/)]);
    }
  });

  it('says how to build the app when it is not built', async () => {
    const reply = await page('/overview', unbuilt);
    expect(reply.statusCode).toBe(503);
    expect(reply.body).toContain('npm run build');
  });

  it('answers a body that is not JSON, or malformed JSON, with 400 and one line', async () => {
    const { canary } = await sandbox.applicant();
    const post = (payload: string, type: string) =>
      sandbox.call({
        method: 'POST',
        url: '/api/interview/attributeData',
        headers: { 'x-csrf-token': canary, 'content-type': type },
        payload,
      });
    const malformed = await post('{"core.ssn": ', 'application/json');
    expect([malformed.statusCode, malformed.json()]).toEqual([400, { error: 'The body is not valid JSON' }]);
    const text = await post('core.ssn=1', 'text/plain');
    expect(text.statusCode).toBe(400);
    expect(text.json().error).toMatch(/must be JSON/);
    const list = await post('[1, 2]', 'application/json');
    expect(list.statusCode).toBe(400);
  });

  it('fails the next matching calls as told, then answers normally again', async () => {
    const { api } = await sandbox.applicant();
    const fault = { method: 'post', path: '/attributeData', status: 503, times: 2 };
    expect((await sandbox.call({ method: 'POST', url: '/__sandbox/faults', payload: fault })).statusCode).toBe(204);
    const value = { 'core.ssn': { shareWith: [], value: '123-45-6789' } };
    expect((await api('POST', '/attributeData', value)).statusCode).toBe(503);
    expect((await api('GET', '/attributeData')).statusCode).toBe(200);
    expect((await api('POST', '/attributeData', value)).statusCode).toBe(503);
    expect((await api('POST', '/attributeData', value)).statusCode).toBe(200);
  });

  it('clears faults on DELETE and refuses a fault it cannot apply', async () => {
    const { api } = await sandbox.applicant();
    await sandbox.call({
      method: 'POST',
      url: '/__sandbox/faults',
      payload: { method: 'GET', path: '/userInfo', status: 500, times: 5 },
    });
    expect((await sandbox.call({ method: 'DELETE', url: '/__sandbox/faults' })).statusCode).toBe(204);
    expect((await api('GET', '/userInfo')).statusCode).toBe(200);
    for (const payload of [
      { method: 'GET', path: 'userInfo', status: 500 },
      { method: 'GET', path: '/x', status: 200 },
      [1],
    ]) {
      expect((await sandbox.call({ method: 'POST', url: '/__sandbox/faults', payload })).statusCode).toBe(400);
    }
  });

  it('drops the connection for a network fault', async () => {
    const origin = await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
    const fault = { method: 'GET', path: '/__sandbox/scenarios', status: 'network' };
    await sandbox.call({ method: 'POST', url: '/__sandbox/faults', payload: fault });
    await expect(fetch(`${origin}/__sandbox/scenarios`)).rejects.toThrow('fetch failed');
    expect((await fetch(`${origin}/__sandbox/scenarios`)).status).toBe(200);
  });

  it("answers a 'slow' fault's calls as usual, that much later, and refuses one without its delay", async () => {
    const { api } = await sandbox.applicant();
    const fault = { method: 'GET', path: '/userInfo', status: 'slow', delayMs: 300 };
    expect((await sandbox.call({ method: 'POST', url: '/__sandbox/faults', payload: fault })).statusCode).toBe(204);
    const started = Date.now();
    expect((await api('GET', '/userInfo')).statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    const quick = Date.now();
    expect((await api('GET', '/userInfo')).statusCode).toBe(200);
    expect(Date.now() - quick).toBeLessThan(290);
    for (const delayMs of [undefined, 0, 20_000, 1.5]) {
      const payload = { method: 'GET', path: '/userInfo', status: 'slow', delayMs };
      expect((await sandbox.call({ method: 'POST', url: '/__sandbox/faults', payload })).statusCode).toBe(400);
    }
  });

  it('answers a partner primary colour for any partner name', async () => {
    const reply = await sandbox.call({ method: 'GET', url: '/api/partner-config/acme/sandbox.json' });
    expect(reply.json()).toEqual({ primary_color: '#1f5fa8' });
    const unknown = await sandbox.call({ method: 'GET', url: '/api/partner-config/constructor/sandbox.json' });
    expect(unknown.json()).toEqual({ primary_color: '#3949ab' });
    expect((await sandbox.call({ method: 'GET', url: '/api/partner-config/ACME!/x.json' })).statusCode).toBe(404);
  });
});
