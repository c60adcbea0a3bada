import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LivenessReply } from '../model/liveness-check';
import { livenessSessionToken, livenessVerify } from '../model/liveness-check';
import type { ApplicantRequest } from '../model/applicant-request';
import type { SandboxState } from '../model/sandbox-state';
import { headerOf } from './replies';

export const LIVENESS_PATH = '/__sandbox/liveness';
export const LIVENESS_SESSION_TOKEN_PATH = `${LIVENESS_PATH}/session-token`;
export const LIVENESS_VERIFY_PATH = `${LIVENESS_PATH}/verify`;

/**
 * The sandbox's stand-in for the liveness service (spec 001 §7 Liveness): a session-token GET and
 * a verify POST, found by the session canary in X-CSRF-Token as the interview calls are, answering
 * per the request's scenario (model/liveness-check.ts). 401 without a known session.
 */
export function livenessRoutes(state: SandboxState) {
  const answer =
    (then: (found: ApplicantRequest, request: FastifyRequest) => LivenessReply) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const canary = headerOf(request, 'x-csrf-token');
      const found = canary === null ? undefined : state.requestByCanary(canary);
      if (found === undefined) return reply.code(401).send({ message: 'Not signed in' });
      if (found.expired) return reply.code(440).send({ reason: 'TokenExpired', message: 'The link has expired' });
      const { status, body } = then(found, request);
      return reply.code(status).send(body);
    };

  return async (app: FastifyInstance): Promise<void> => {
    app.get(
      LIVENESS_SESSION_TOKEN_PATH,
      answer((found) => livenessSessionToken(found.id, found.liveness)),
    );
    app.post(
      LIVENESS_VERIFY_PATH,
      answer((found, request) => livenessVerify(found.id, found.liveness, request.body)),
    );
  };
}
