import type { FastifyInstance } from 'fastify';
import { definedIssuer, definedRequest, linkQuery, parseRequestDefinition } from '../model/request-definition';
import type { SandboxState } from '../model/sandbox-state';
import { applicantLink } from '../scenarios';
import { badRequest, originOf } from './replies';

export const REQUESTS_PATH = '/__sandbox/requests';
export const WORDMARK_PATH = '/__sandbox/wordmark.svg';

/**
 * A sample logo on the sandbox's own origin, which the app accepts for an issuer's wordmarkUri
 * (it draws logos only from the page's origin or the configured image origins). Text in a
 * neutral grey, so it reads on any brand colour's page.
 */
const WORDMARK = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40">
<text x="4" y="30" font-family="Helvetica, Arial, sans-serif" font-size="28" font-weight="700" fill="#4a4a4a">Acme</text>
</svg>
`;

/**
 * Request definitions: POST a JSON definition (sandbox/model/request-definition.ts), get the
 * applicant link of a new request with its own issuer (`cn=preview-…`). Values are stored as an
 * issuer would send them, hostile or not: tests feed payloads through here.
 */
export function requestRoutes(state: SandboxState) {
  return async (app: FastifyInstance): Promise<void> => {
    app.post(REQUESTS_PATH, async (request, reply) => {
      const definition = parseRequestDefinition(request.body);
      if (!definition.ok) return badRequest(reply, definition.error);
      const dn = `cn=${state.token('preview')},ou=issuers,o=attest`;
      state.issuers.set(dn, definedIssuer(definition.value, dn));
      const created = state.addRequest({
        ...definedRequest(definition.value, dn, Math.floor(state.now() / 1000)),
        id: state.token('rpr'),
        canary: state.token('canary'),
      });
      return { url: `${applicantLink(originOf(request), created)}${linkQuery(definition.value)}` };
    });

    app.get(WORDMARK_PATH, async (_request, reply) =>
      reply.header('content-type', 'image/svg+xml').header('cache-control', 'no-cache').send(WORDMARK),
    );
  };
}
