import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { resolveRoute } from '../../src/domain/session/resolve-route';
import { SIGN_IN_RETURN_PARAM } from '../../src/domain/session/sign-in-address';
import type { BusinessCase } from '../model/business-case';
import type { SandboxState } from '../model/sandbox-state';
import { SESSION_COOKIE } from './gls-routes';
import { badRequest, originOf } from './replies';

/** The sandbox's stand-in for the identity service's sign-in page (the runtime config's signInUrl). */
export const IDENTITY_SIGN_IN_PATH = '/__sandbox/identity/sign-in';

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The return address of a sign-in (`?continue=`), if it is the landing page of a known case on
 * the sandbox's own origin: another origin would make this an open redirect.
 */
function returnTo(state: SandboxState, request: FastifyRequest): { url: string; found: BusinessCase } | null {
  const value = (request.query as Record<string, unknown>)[SIGN_IN_RETURN_PARAM];
  if (typeof value !== 'string') return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.origin !== originOf(request)) return null;
  const route = resolveRoute(url.pathname, url.search);
  if (route.kind !== 'page' || route.page.id !== 'google-business-verification-v2') return null;
  const found = state.cases.get(route.page.caseId);
  return found === undefined ? null : { url: url.href, found };
}

const REFUSED = `${SIGN_IN_RETURN_PARAM} must be the landing page (/v2/google-login/{caseId}) of a sandbox case on this origin`;

/**
 * The sign-in page: the owner of the case in the return address, one button. Plain HTML with no
 * script or inline style, so the sandbox's content security policy holds; the form posts back here
 * with an empty body (the return address travels in the action's query).
 */
function signInPage(owner: string, action: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in - Sandbox identity service</title>
</head>
<body>
<main>
<h1>Sign in</h1>
<p>The sandbox stands in for the identity service: choose the account to continue with.</p>
<form method="post" action="${escapeHtml(action)}">
<button type="submit">Continue as ${escapeHtml(owner)}</button>
</form>
</main>
</body>
</html>
`;
}

/**
 * The identity service as the sandbox plays it (issue 14 'Getting in'): GET shows 'Continue as
 * {primary owner}' for the case the return address names; POST signs that owner in (the
 * gls_session cookie the GLS routes read) and sends the browser back with a 303.
 */
export function identityRoutes(state: SandboxState) {
  const withReturn =
    (then: (back: { url: string; found: BusinessCase }, reply: FastifyReply) => unknown) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const back = returnTo(state, request);
      return back === null ? badRequest(reply, REFUSED) : then(back, reply);
    };

  return async (app: FastifyInstance): Promise<void> => {
    app.get(
      IDENTITY_SIGN_IN_PATH,
      withReturn((back, reply) => {
        const action = `${IDENTITY_SIGN_IN_PATH}?${SIGN_IN_RETURN_PARAM}=${encodeURIComponent(back.url)}`;
        return reply.type('text/html; charset=utf-8').send(signInPage(back.found.primaryOwner, action));
      }),
    );
    app.post(
      IDENTITY_SIGN_IN_PATH,
      withReturn((back, reply) => {
        const cookie = state.signIn(back.found.caseId);
        void reply.header('set-cookie', `${SESSION_COOKIE}=${cookie}; Path=/; HttpOnly; SameSite=Lax`);
        return reply.code(303).header('location', back.url).send();
      }),
    );
  };
}
