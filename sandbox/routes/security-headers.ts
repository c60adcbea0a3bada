import type { FastifyReply, FastifyRequest } from 'fastify';
import { contentSecurityPolicy } from '../../src/domain/security/content-security-policy';
import { SECURITY_HEADERS } from '../../src/domain/security/security-headers';
import type { ApiMounts } from './control-routes';
import { sandboxConfig } from './control-routes';
import { originOf } from './replies';

/**
 * Every answer of the sandbox carries the headers a host of the app must send (README 'Security
 * headers'): the content security policy of the configuration the sandbox serves, no MIME sniffing,
 * the referrer and permissions policies. `reportUri` (browser tests only) is added to the policy. API answers hold answers or session data: never stored by
 * the browser or a proxy (`no-store`), whatever the route set.
 */
export function securityHeaders(mounts: ApiMounts, apiPrefixes: readonly string[], reportUri?: string) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> => {
    const policy = contentSecurityPolicy(sandboxConfig(mounts, originOf(request)));
    void reply.header(
      'content-security-policy',
      reportUri === undefined ? policy : `${policy}; report-uri ${reportUri}`,
    );
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) void reply.header(name, value);
    const path = request.url.split('?')[0] ?? '';
    if (apiPrefixes.some((prefix) => prefix !== '' && (path === prefix || path.startsWith(`${prefix}/`)))) {
      void reply.header('cache-control', 'no-store');
    }
    return payload;
  };
}
