import fastify from 'fastify';
import type { FastifyError, FastifyInstance } from 'fastify';
import { takeFault } from './model/faults';
import { SandboxState } from './model/sandbox-state';
import type { ApiMounts } from './routes/control-routes';
import { controlRoutes, FAULTS_PATH } from './routes/control-routes';
import { glsRoutes } from './routes/gls-routes';
import { identityRoutes } from './routes/identity-routes';
import { interviewRoutes } from './routes/interview-routes';
import { livenessRoutes } from './routes/liveness-routes';
import { policyReportRoutes, POLICY_REPORTS_PATH } from './routes/policy-report-routes';
import { requestRoutes } from './routes/request-routes';
import { securityHeaders } from './routes/security-headers';
import { staticHandler } from './routes/static-routes';

export interface SandboxOptions {
  /** Where each API is mounted; provider verification mounts one at '' on its own server. */
  readonly mounts?: Partial<ApiMounts>;
  /** The built browser app; default dist/web. */
  readonly distDir?: string;
  readonly state?: SandboxState;
  /** Adds a `report-uri` to the policy and collects the reports (policy-report-routes.ts): browser tests only. */
  readonly policyReports?: boolean;
}

export const DEFAULT_MOUNTS: ApiMounts = {
  interview: '/api/interview',
  gls: '/api/gls',
  partnerConfig: '/api/partner-config',
};

/** ID scans and selfies travel as base64 JSON: allow uploads of a few photos. */
const BODY_LIMIT_BYTES = 25 * 1024 * 1024;

/**
 * The local sandbox backend: both APIs as contracts/ pins them, the sandbox's own control routes
 * and the built browser app. Nothing is logged: request bodies hold answer values.
 */
export function buildSandbox(options: SandboxOptions = {}): { app: FastifyInstance; state: SandboxState } {
  const state = options.state ?? new SandboxState();
  const mounts = { ...DEFAULT_MOUNTS, ...options.mounts };
  const app = fastify({ logger: false, bodyLimit: BODY_LIMIT_BYTES });

  // A JSON body that cannot be parsed, a wrong media type or a too-large body: 400 with one line,
  // never a 500. Anything else unexpected answers 500 without details.
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.code(400).send({ error: error.message });
    return reply.code(500).send({ error: 'The sandbox failed to answer' });
  });

  // An empty JSON body reads as no body: some clients send the JSON content type on every call.
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    if (body === '') return done(null, undefined);
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(Object.assign(new Error('The body is not valid JSON'), { statusCode: 400 }), undefined);
    }
  });

  // Any other body (or one without a content type) is refused unless it is empty.
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
    if (body === '') return done(null, undefined);
    done(
      Object.assign(new Error('The body must be JSON (Content-Type: application/json)'), { statusCode: 400 }),
      undefined,
    );
  });

  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith(FAULTS_PATH)) return;
    const fault = takeFault(state.faults, request.method, path);
    if (fault === null) return;
    if (fault.status === 'slow') {
      await new Promise((resolve) => setTimeout(resolve, fault.delayMs ?? 0));
      return;
    }
    if (fault.status === 'network') {
      request.raw.socket.destroy();
      return reply.hijack();
    }
    return reply.code(fault.status).send({ message: 'Fault injected by the sandbox' });
  });

  const apiPrefixes = [...Object.values(mounts), '/__sandbox'];
  const reportUri = options.policyReports === true ? POLICY_REPORTS_PATH : undefined;
  app.addHook('onSend', securityHeaders(mounts, apiPrefixes, reportUri));
  if (reportUri !== undefined) void app.register(policyReportRoutes(state.policyReports));

  void app.register(controlRoutes(state, mounts));
  void app.register(requestRoutes(state));
  void app.register(livenessRoutes(state));
  void app.register(identityRoutes(state));
  void app.register(interviewRoutes(state), { prefix: mounts.interview });
  void app.register(glsRoutes(state), { prefix: mounts.gls });
  app.setNotFoundHandler(staticHandler(options.distDir ?? 'dist/web', apiPrefixes));
  return { app, state };
}
