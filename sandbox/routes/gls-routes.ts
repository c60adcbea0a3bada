import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseAddressPayload, toAddressPayload } from '../../src/domain/business/business-address';
import { BUSINESS_MESSAGES } from '../../src/domain/business/messages';
import { isValidEmail } from '../../src/domain/validation/email';
import type { BusinessCase, RosterListName } from '../model/business-case';
import {
  addToRoster,
  authorizationBody,
  caseStatus,
  INVALID_ADDRESS_LINE,
  refuseAdd,
  removeFromRoster,
  saveSubmission,
  submissionBody,
} from '../model/business-case';
import type { SandboxState } from '../model/sandbox-state';
import { badRequest, caseIdParam, cookieOf, isObject, noContent } from './replies';

export const SESSION_COOKIE = 'gls_session';
const LISTS: readonly RosterListName[] = ['business_owners', 'field_workers'];
const BOUNCING = /@bounce\.example$/i;

const isEmailList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((e) => typeof e === 'string' && isValidEmail(e));

/**
 * The GLS business-check service (contracts/README.md). Calls on a case check the case (404),
 * then the session: none 401, expired 440, another case's 403.
 */
export function glsRoutes(state: SandboxState) {
  const onCase =
    (then: (found: BusinessCase, request: FastifyRequest, reply: FastifyReply) => unknown) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const caseId = caseIdParam(request);
      const found = caseId === null ? undefined : state.cases.get(caseId);
      if (found === undefined) return reply.code(404).send();
      const session = state.businessSession(cookieOf(request, SESSION_COOKIE));
      if (session === null) return reply.code(401).send();
      if (session.expired) return reply.code(440).send();
      if (session.caseId !== found.caseId) return reply.code(403).send();
      state.followOwnCheck(found);
      return then(found, request, reply);
    };
  const onList = (
    then: (found: BusinessCase, list: RosterListName, request: FastifyRequest, reply: FastifyReply) => unknown,
  ) =>
    onCase((found, request, reply) => {
      const list = LISTS.find((l) => l === (request.params as { list: string }).list);
      return list === undefined ? reply.code(404).send() : then(found, list, request, reply);
    });
  const emailParam = (request: FastifyRequest): string => (request.params as { email: string }).email;

  return async (app: FastifyInstance): Promise<void> => {
    app.post('/v1/case/:caseId/authorizations', async (request, reply) => {
      const caseId = caseIdParam(request);
      const found = caseId === null ? undefined : state.cases.get(caseId);
      if (found === undefined) return reply.code(404).send();
      const body = request.body ?? {};
      if (!isObject(body)) return badRequest(reply, 'The body must be { auth_code }');
      const signedIn = state.businessSession(cookieOf(request, SESSION_COOKIE));
      const resumes = body.auth_code === undefined && signedIn?.caseId === found.caseId && !signedIn.expired;
      if (!resumes && body.auth_code !== found.authCode) return reply.code(401).send();
      const cookie = state.signIn(found.caseId);
      void reply.header('set-cookie', `${SESSION_COOKIE}=${cookie}; Path=/; HttpOnly; SameSite=Lax`);
      return authorizationBody(found);
    });

    app.get('/v1/session', async (request, reply) => {
      const session = state.businessSession(cookieOf(request, SESSION_COOKIE));
      if (session === null) return reply.code(401).send();
      if (session.expired) return reply.code(440).send();
      const found = state.cases.get(session.caseId);
      if (found === undefined) return reply.code(401).send();
      return { email: found.primaryOwner, case_id: found.caseId, interview_uri: found.interviewUri };
    });
    app.delete('/v1/session', async (request, reply) => {
      state.signOut(cookieOf(request, SESSION_COOKIE));
      return noContent(reply);
    });

    app.get(
      '/v2/case/:caseId/status',
      onCase((found) => caseStatus(found)),
    );
    app.get(
      '/v2/case/:caseId/submission',
      onCase((found, _request, reply) => (found.hasSubmission ? submissionBody(found) : reply.code(404).send())),
    );
    app.post(
      '/v2/case/:caseId/submission',
      onCase((found, request, reply) => {
        const body = request.body;
        if (!isObject(body)) return badRequest(reply, 'The body must be a submission object');
        const address = parseAddressPayload(body.business_address);
        if (!address.ok) return badRequest(reply, address.error);
        const { business_owners: owners, field_workers: workers } = body;
        if (!isEmailList(owners) || !isEmailList(workers)) {
          return badRequest(reply, 'business_owners and field_workers must be lists of e-mail addresses');
        }
        // Only a case with the business-entity check asks for the address (and can refuse it).
        const street = address.value.street.trim();
        const asksAddress = found.requiredCheck.needs_business_entity_check;
        if (street === INVALID_ADDRESS_LINE || (asksAddress && street === '')) {
          return reply.code(400).send({ reason: 'invalid_business_address' });
        }
        saveSubmission(found, toAddressPayload(address.value), { business_owners: owners, field_workers: workers });
        return noContent(reply);
      }),
    );

    app.post(
      '/v1/case/:caseId/submission/:list/notifications',
      onList((_found, _list, request, reply) => {
        const emails = isObject(request.body) ? request.body.emails : undefined;
        if (!Array.isArray(emails) || emails.length === 0 || !emails.every((e) => typeof e === 'string')) {
          return badRequest(reply, 'emails must be a non-empty list');
        }
        // Spec is silent on which addresses fail: the sandbox bounces @bounce.example and invalid ones.
        const failed = emails.filter((e) => BOUNCING.test(e) || !isValidEmail(e));
        return reply.code(failed.length === 0 ? 200 : 400).send({ failed_emails: failed });
      }),
    );
    app.post(
      '/v1/case/:caseId/submission/:list/:email',
      onList((found, list, request, reply) => {
        const email = emailParam(request);
        if (!isValidEmail(email)) return badRequest(reply, 'The path must end with a valid e-mail address');
        const refusal = refuseAdd(found, list, email);
        if (refusal !== null) return badRequest(reply, refusal);
        addToRoster(found, list, email);
        return noContent(reply);
      }),
    );
    app.delete(
      '/v1/case/:caseId/submission/:list/:email',
      onList((found, list, request, reply) => {
        const email = emailParam(request);
        if (email.toLowerCase() === found.primaryOwner.toLowerCase()) {
          return badRequest(reply, BUSINESS_MESSAGES.cannotDeletePrimaryOwner);
        }
        return removeFromRoster(found, list, email) ? noContent(reply) : reply.code(404).send();
      }),
    );
  };
}
