import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { SandboxState } from '../../sandbox/model/sandbox-state';
import { buildSandbox } from '../../sandbox/server';

export const INTERVIEW = '/api/interview';
export const GLS = '/api/gls';

/** A sandbox in memory, driven with fastify's inject (no port), on a clock the test moves. */
export function testSandbox(distDir = '/nonexistent/dist') {
  const clock = { now: Date.UTC(2026, 10, 23, 12) };
  const { app, state } = buildSandbox({ distDir, state: new SandboxState(() => clock.now) });
  const call = (options: InjectOptions): Promise<LightMyRequestResponse> => app.inject(options);

  /** Creates a scenario instance; its link's query or path values. */
  async function scenario(name: string): Promise<URL> {
    const created = await call({
      method: 'POST',
      url: `/__sandbox/scenarios/${name}`,
      headers: { host: 'attest.test' },
    });
    expect(created.statusCode).toBe(200);
    return new URL(created.json<{ url: string }>().url);
  }

  /** An applicant's session: calls carry the link's canary like the app does. */
  async function applicant(name = 'applicant') {
    const link = await scenario(name);
    const rprId = link.searchParams.get('rprId')!;
    const canary = link.searchParams.get('canary')!;
    const api = (method: InjectOptions['method'], path: string, payload?: unknown) =>
      call({
        method,
        url: `${INTERVIEW}${path}`,
        headers: { 'x-csrf-token': canary },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    return { rprId, canary, api, request: state.requests.get(rprId) };
  }

  /** A business owner following the scenario's link: authorized with its code, calls carry the session cookie. */
  async function owner(name = 'business-home-services') {
    const link = await scenario(name);
    const caseId = Number(link.pathname.split('/').pop());
    const authorized = await call({
      method: 'POST',
      url: `${GLS}/v1/case/${caseId}/authorizations`,
      payload: { auth_code: link.searchParams.get('auth_code') },
    });
    const cookie = String(authorized.headers['set-cookie']).split(';')[0]!;
    const gls = (method: 'GET' | 'POST' | 'DELETE', path: string, payload?: object) =>
      call({ method, url: `${GLS}${path}`, headers: { cookie }, ...(payload ? { payload } : {}) });
    return { link, caseId, authorized, cookie, gls };
  }

  return { app, state, clock, call, scenario, applicant, owner };
}
